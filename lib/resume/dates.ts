/**
 * The CV's dates in the page's language, by Intl: "Mar 2021 – present · 2 yrs 4 mos". A date is
 * written as the resume writes it: a year, a month, or a day (which the CV shows as its month).
 */
import { RESUME_DATE } from './schema';

interface Parts {
  year: number;
  /** 1–12; undefined for a date given as a year only. */
  month?: number;
}

function partsOf(date: string): Parts {
  const [, year, month] = RESUME_DATE.exec(date) ?? [];
  return { year: Number(year), month: month === undefined ? undefined : Number(month) };
}

/** "Mar 2021" for a month or a day, "2021" for a year, in `lang`. */
export function formatResumeDate(date: string, lang: string): string {
  const { year, month } = partsOf(date);
  const format = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    ...(month === undefined ? {} : { month: 'short' }),
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(year, (month ?? 1) - 1, 1)));
}

/** The date a stretch still going on is measured to: the build's month. */
const thisMonth = (now: Date) => `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * How long from `start` to `end` (none: to `now`), counting both ends' months as LinkedIn does
 * (Mar 2021 – Jun 2021 is 4 months); a year alone counts from its January or to its December.
 * Undefined without a start.
 */
export function durationMonths(start: string | undefined, end: string | undefined, now = new Date()) {
  if (!start) return undefined;
  const from = partsOf(start);
  const to = partsOf(end ?? thisMonth(now));
  const months = to.year * 12 + (to.month ?? 12) - (from.year * 12 + (from.month ?? 1)) + 1;
  return Math.max(months, 1);
}

/** "2 yrs 4 mos" (Intl's own short units and list), in `lang`. */
export function formatDuration(months: number, lang: string): string {
  const unit = (unit: 'year' | 'month', value: number) =>
    new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [...(years ? [unit('year', years)] : []), ...(rest || !years ? [unit('month', rest)] : [])];
  return new Intl.ListFormat(lang, { type: 'unit', style: 'narrow' }).format(parts);
}

/** The words a range needs from the page's dictionary. */
export interface RangeWords {
  /** The end of a stretch still going on: "present". */
  present: string;
}

/** "Mar 2021 – present", "2016 – 2019", or one date where only one is given. */
export function formatDateRange(
  start: string | undefined,
  end: string | undefined,
  lang: string,
  words: RangeWords,
): string | undefined {
  if (!start) return end ? formatResumeDate(end, lang) : undefined;
  return `${formatResumeDate(start, lang)} – ${end ? formatResumeDate(end, lang) : words.present}`;
}
