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

/**
 * The day of the build (YYYY-MM-DD, UTC): a release dated after it is not out yet. BUILD_DAY, when
 * set to a real day, stands in for the clock: a test site builds on the day its dates are written
 * against (the content check refuses any other BUILD_DAY, naming it).
 */
export const buildDay = (now = new Date(), given = process.env.BUILD_DAY) =>
  given && isRealDay(given) ? given : now.toISOString().slice(0, 10);

/** The content check's line for a BUILD_DAY that is not a real day; none for one that is, or none set. */
export const buildDayProblems = (given = process.env.BUILD_DAY): string[] =>
  !given || isRealDay(given)
    ? []
    : [`BUILD_DAY: "${given}" must be a day written as YYYY-MM-DD, e.g. 2026-06-01 (or leave it unset: today)`];
