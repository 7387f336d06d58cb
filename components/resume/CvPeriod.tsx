import { durationMonths, formatDateRange, formatDuration, formatResumeDate } from '@/lib/resume/dates';

/**
 * When an entry of the CV was, in the page's language: "Mar 2021 – present · 4 yrs 9 mos", each
 * date a `<time>` a machine can read. Nothing when the entry gives no date.
 */
export function CvPeriod({
  start,
  end,
  lang,
  present,
  now,
}: {
  start?: string;
  end?: string;
  lang: string;
  present: string;
  /** The day a stretch still going on is measured to: the build's. */
  now: Date;
}) {
  const range = formatDateRange(start, end, lang, { present });
  if (!range) return null;
  const months = start && durationMonths(start, end, now);
  return (
    <p className="cv-period">
      {start ? (
        <>
          <time dateTime={start}>{formatResumeDate(start, lang)}</time>
          {' – '}
          {end ? <time dateTime={end}>{formatResumeDate(end, lang)}</time> : present}
        </>
      ) : (
        <time dateTime={end}>{range}</time>
      )}
      {months ? <span className="cv-duration"> · {formatDuration(months, lang)}</span> : null}
    </p>
  );
}
