/**
 * Where the visitor left the music, kept for the tab's life (sessionStorage): a full page
 * load cannot carry audio over, so after one the "Now playing" bar offers to go on from here.
 */
import type { ResumeRecord } from './playbackStore';

/** The sessionStorage key. */
const RESUME_KEY = 'now-playing';
/** Bumped when the record's shape changes, so an old tab's record is ignored rather than misread. */
const RESUME_VERSION = 1;

export function saveResumeRecord(record: ResumeRecord | undefined) {
  try {
    if (record) sessionStorage.setItem(RESUME_KEY, JSON.stringify({ version: RESUME_VERSION, ...record }));
    else sessionStorage.removeItem(RESUME_KEY);
  } catch {
    // Storage full or refused (private modes throw on access): the music still plays, it just cannot resume.
  }
}

/** The saved record, if there is one and it is one this version of the site can read. */
export function readResumeRecord(): ResumeRecord | undefined {
  try {
    const record = JSON.parse(sessionStorage.getItem(RESUME_KEY) ?? 'null') as
      (Partial<ResumeRecord> & { version?: number }) | null;
    if (record?.version !== RESUME_VERSION || !Array.isArray(record.queue) || typeof record.slug !== 'string')
      return undefined;
    const time = Number.isFinite(record.time) && record.time! > 0 ? record.time! : 0;
    return {
      queue: record.queue,
      artist: String(record.artist ?? ''),
      artwork: Array.isArray(record.artwork) ? record.artwork : [],
      slug: record.slug,
      time,
    };
  } catch {
    // Refused storage, or a record that is not JSON: nothing to resume.
    return undefined;
  }
}
