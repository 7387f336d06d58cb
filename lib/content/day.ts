/**
 * Days as the content writes them (YYYY-MM-DD, in UTC): the one rule for a real day, and the
 * build's own day, which decides what is out yet. Read the build's day once and pass it down.
 */

/** A day written as 2026-03-14, at the start of a text (a post's file name, a date-time). */
export const DAY_PATTERN = String.raw`\d{4}-\d{2}-\d{2}`;

const DAY = new RegExp(`^${DAY_PATTERN}$`);

/** A day written as 2026-03-14 that exists (no 30 February). */
export const isRealDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The day of the build (YYYY-MM-DD, UTC): a release dated after it is not out yet. */
export const buildDay = (now = new Date()) => now.toISOString().slice(0, 10);
