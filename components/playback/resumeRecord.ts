/**
 * Where the visitor left the music, kept for the tab's life (sessionStorage): a full page
 * load cannot carry audio over, so after one the "Now playing" bar offers to go on from here.
 */
import type { QueueTrack } from './queueTrack';

/** The sessionStorage key; its presence is all the first load of a page checks. */
export const RESUME_KEY = 'now-playing';
/** Bumped when the record's shape changes, so an old tab's record is ignored rather than misread. */
export const RESUME_VERSION = 1;

export interface ResumeRecord {
  version: typeof RESUME_VERSION;
  queue: QueueTrack[];
  artist: string;
  artwork: MediaImage[];
  /** The current track. */
  slug: string;
  /** Seconds into it. */
  time: number;
}

export function saveResumeRecord(record: ResumeRecord | undefined, storage: Storage | undefined = sessionStorageOrNothing()) {
  try {
    if (record) storage?.setItem(RESUME_KEY, JSON.stringify(record));
    else storage?.removeItem(RESUME_KEY);
  } catch {
    // Storage full or refused (private modes): the music still plays, it just cannot resume.
  }
}

/** The saved record, if there is one and it is one this version of the site can read. */
export function readResumeRecord(storage: Storage | undefined = sessionStorageOrNothing()): ResumeRecord | undefined {
  try {
    const record = JSON.parse(storage?.getItem(RESUME_KEY) ?? 'null') as Partial<ResumeRecord> | null;
    if (record?.version !== RESUME_VERSION || !Array.isArray(record.queue) || typeof record.slug !== 'string') return undefined;
    const time = Number.isFinite(record.time) && record.time! > 0 ? record.time! : 0;
    return { version: RESUME_VERSION, queue: record.queue, artist: String(record.artist ?? ''), artwork: Array.isArray(record.artwork) ? record.artwork : [], slug: record.slug, time };
  } catch {
    return undefined;
  }
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Blocked storage throws on access.
    return undefined;
  }
}
