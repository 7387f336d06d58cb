/** Titles and times as the music page shows them; shared by the page and its players. */

/** "Distant_album_114_v1" → "Distant album 114 v1": file-style titles read as words. */
export function formatTitle(title: string): string {
  return title.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** 6.06 → "0:06", 205 → "3:25" (the player's own "auto" format for short tracks). */
export function formatClock(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** 205 → "PT3M25S": the ISO 8601 duration schema.org expects. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${secs || !(hours || minutes) ? `${secs}S` : ''}`;
}

/** Where a track's file is: its title plus .mp3, at the site root (SPEC.md §3). */
export function trackPath(title: string): string {
  return `/${encodeURIComponent(title)}.mp3`;
}
