import type { CvWhen } from '@/lib/resume/model';

/**
 * When an entry of the CV was, as its model writes it: "Mar 2021 – present · 4 yrs 9 mos", each
 * date a `<time>` a machine can read.
 */
export function CvPeriod({ when }: { when: CvWhen }) {
  const { start, end, ongoing, duration } = when;
  return (
    <p className="cv-period">
      {start && (
        <>
          <time dateTime={start.dateTime}>{start.text}</time>
          {' – '}
        </>
      )}
      {end ? <time dateTime={end.dateTime}>{end.text}</time> : ongoing}
      {duration && <span className="cv-duration"> · {duration}</span>}
    </p>
  );
}
