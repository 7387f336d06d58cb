/**
 * Links to a moment of a track: `#t=90` or `#t=1m30s` on a track's own page, or
 * `/music#<track-slug>&t=…` on the Music page (Media Fragments' `t=`, as YouTube and
 * SoundCloud spell it too).
 */

export interface Moment {
  /** The track named in the fragment itself (`#<slug>&t=…`), if any. */
  slug?: string;
  seconds: number;
}

/** "90", "90s", "1m30s", "1h2m3s" or "1:30" → seconds; undefined if it is none of them. */
export function parseTime(text: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const clock = text.match(/^(?:(\d+):)?(\d{1,2}):(\d{2})$/);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const units = text.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/);
  if (units && text) return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  return undefined;
}

/** The moment an address's fragment names ("#t=1m30s", "#night-drive&t=90"), if it names one. */
export function momentIn(hash: string): Moment | undefined {
  const parts = decodeURIComponent(hash.replace(/^#/, '')).split('&');
  const time = parts.find((part) => part.startsWith('t='));
  const seconds = time === undefined ? undefined : parseTime(time.slice(2));
  if (seconds === undefined) return undefined;
  const slug = parts.find((part) => part && !part.includes('='));
  return slug ? { slug, seconds } : { seconds };
}

/** A track page's address at `seconds` (whole seconds, as "#t=1m05s" reads well and parses anywhere). */
export function linkAt(url: string, seconds: number): string {
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  return `${url}#t=${minutes ? `${minutes}m` : ''}${String(whole % 60).padStart(minutes ? 2 : 1, '0')}s`;
}
