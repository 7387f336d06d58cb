/**
 * A release's download (content/music.ts, a release with `download`): one zip of its tracks'
 * files in its order (or, for the catalogue folder's, of one format's), its cover and a text of its
 * credits and licence, written by scripts/build/publish-media.mts before the build. The files are
 * stored, not compressed again (audio and JPEG are compressed already), and dated by the release,
 * so the same release makes the same bytes on every build.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { releaseKindName } from '../../../components/music/releaseKind';
import type { Credits, Release } from '../../../lib/content/schema';
import { trackFile } from '../../../lib/content/audio';
import { formatDate } from '../../../lib/i18n/format';
import type { InterfaceText } from '../../../lib/i18n/interfaceText';

/** A file's name with nothing a file system refuses. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '-').trim();

/**
 * The names the tracks get in the zip: "01 Night Drive.mp3", in the release's order, with their
 * files' extensions, or one format's (`.flac`).
 */
export function trackNames(release: Pick<Release, 'tracks'>, format?: string): string[] {
  const digits = String(release.tracks.length).length < 2 ? 2 : String(release.tracks.length).length;
  return release.tracks.map((track, index) => {
    const extension = format ?? trackFile(track).match(/\.[a-z0-9]+$/i)?.[0] ?? '.mp3';
    return `${String(index + 1).padStart(digits, '0')} ${safeName(track.title)}${extension.toLowerCase()}`;
  });
}

/** Each credit as a line, "Written by: A, B". */
function creditLines(credits: Credits | undefined, words: InterfaceText['music'], lang: string): string[] {
  if (!credits) return [];
  const list = (names: string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  return [
    ...(credits.writtenBy ? [`${words.writtenBy}: ${list(credits.writtenBy)}`] : []),
    ...(credits.producedBy ? [`${words.producedBy}: ${list(credits.producedBy)}`] : []),
    ...(credits.musicians ?? []).map(({ name, role }) => `${role}: ${name}`),
    ...(credits.recordedAt ? [`${words.recordedAt}: ${credits.recordedAt}`] : []),
  ];
}

/**
 * The release's credits as plain text, in the site's first language: artist and title, kind and
 * day, label, each track with its credits, the release's credits, the licence and the page.
 */
export function releaseNotes(
  release: Release,
  { artist, page, words, lang }: { artist: string; page: string; words: InterfaceText['music']; lang: string },
): string {
  const date = formatDate(release.released, lang);
  const lines = [
    `${artist} – ${release.title}`,
    `${releaseKindName(release.kind, words)} · ${words.released.replace('{date}', date)}`,
    ...(release.label ? [`${words.label}: ${release.label}`] : []),
    ...(release.catalogNumber ? [`${words.catalogNumber}: ${release.catalogNumber}`] : []),
    '',
    ...release.tracks.flatMap((track, index) => [
      `${index + 1}. ${track.title}`,
      ...creditLines(track.credits, words, lang).map((line) => `   ${line}`),
    ]),
    ...(release.credits ? ['', words.credits, ...creditLines(release.credits, words, lang)] : []),
    '',
    ...(release.download ? [`${words.licence} ${release.download.license.name} ${release.download.license.url}`] : []),
    page,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The zip written to `target` by streaming: each track's file (`files`, paths on disk in the
 * release's order, named `names`) read in chunks and stored as it is, then the cover and the
 * notes, so a release of 24-bit masters is never whole in memory. The same bytes on every build.
 */
export async function writeReleaseZip(
  target: string,
  {
    release,
    artist,
    files,
    names,
    cover,
    notes,
  }: { release: Release; artist: string; files: string[]; names: string[]; cover: Uint8Array; notes: string },
): Promise<void> {
  const folder = safeName(`${artist} - ${release.title}`);
  const mtime = new Date(`${release.released}T12:00:00Z`);
  const out = createWriteStream(target);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  let failed: Error | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    else out.write(chunk);
    if (final || error) out.end();
  });
  const add = async (name: string, source: string | Uint8Array, compress = false) => {
    const entry = compress
      ? new ZipDeflate(`${folder}/${name}`, { level: 6 })
      : new ZipPassThrough(`${folder}/${name}`);
    entry.mtime = mtime;
    zip.add(entry);
    if (typeof source !== 'string') return entry.push(source, true);
    for await (const chunk of createReadStream(source)) entry.push(chunk as Uint8Array);
    entry.push(new Uint8Array(0), true);
  };
  for (const [index, file] of files.entries()) await add(names[index]!, file);
  await add('cover.jpg', cover);
  await add('credits.txt', new TextEncoder().encode(notes), true);
  zip.end();
  await finished;
  if (failed) throw failed;
}
