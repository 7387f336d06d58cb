/**
 * Publishes the media the site's folder holds outside public/, into the site folder's
 * public/_media/ (not committed), which the build publishes:
 * - the audio files posts and case studies play from beside them
 *   (`content/writing/<slug>/take.mp3`, lib/content/media.ts), as /_media/writing/<slug>/take.mp3;
 * - the catalogue folder's streaming files and downloads (content/music/, made from its masters
 *   by scripts/build/lib/streams.ts), as /_media/music/streams/ and /_media/music/downloads/;
 * - the zip of each release offered for download (scripts/build/lib/releaseZip.ts),
 *   /_media/music/<release>.zip, or one per format it names, whose sizes the release's page states.
 * Then it prints every playing track's loudness, and what it weighs against its master. A file
 * already there with the same bytes is left, and one nothing plays or offers any more is taken
 * out. Runs before every build and dev server, after the content check has made sure each file is
 * there and the picture step has made each cover's share JPEG (package.json).
 * It takes each cover's share JPEG as the pages do (components/picture/resolvePicture.ts, which
 * only the server imports), so it runs with the server's import conditions:
 *   tsx --conditions=react-server scripts/build/publish-media.mts
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { longFormAudio } from '../../lib/content/longFormRules';
import { sharePicture } from '../../components/picture/resolvePicture';
import { catalogueOf } from '../../lib/content/catalogue';
import { MEDIA_FOLDER, releaseZipPath } from '../../lib/content/media';
import { siteUrl } from '../../lib/content/site';
import { trackFile } from '../../lib/content/audio';
import { interfaceText, languageOf } from '../../lib/i18n/dictionaries';
import { siteFolder } from '../../lib/content/siteFolder';
import { readSite } from '../lib/siteContent';
import { releaseNotes, trackNames, writeReleaseZip } from './lib/releaseZip';
import { DOWNLOAD_FORMATS, downloadPath } from '../../lib/content/downloadFormats';
import { slugOf } from '../../lib/content/slug';
import { languageCode } from '../../lib/content/locale';
import { MUSIC_FOLDER } from '../../lib/content/musicFolder';
import { hasFfmpeg, measuredLoudness, NO_FFMPEG, publishStreams, sameBytes, type StreamResult } from './lib/streams';
import { loudnessTable, type LoudnessRow } from './lib/loudnessTable';

const folder = siteFolder();
const site = await readSite();
const { content } = site;
const texts = [...site.caseStudies, ...site.posts];
const beside = texts.flatMap(longFormAudio).filter((audio) => audio.in === 'content');
const published = path.join(folder.public, MEDIA_FOLDER.slice(1));

const wanted = new Set<string>();
let copied = 0;
for (const audio of beside) {
  const source = path.join(folder.root, audio.path);
  const target = path.join(folder.public, audio.url.slice(1));
  wanted.add(target);
  if (existsSync(target) && (await readFile(target)).equals(await readFile(source))) continue;
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(source, target);
  copied += 1;
}

// The catalogue folder's streaming files (made, or taken from the cache), before the zips that hold them.
let streams: StreamResult[] = [];
const ffmpeg = await hasFfmpeg();
if (site.streams.length) {
  const transcoded = site.streams.filter((job) => !job.copy || job.downloads.length).length;
  if (!ffmpeg && transcoded) {
    console.error(`${MUSIC_FOLDER}/: ${transcoded} track${transcoded === 1 ? '' : 's'} ${NO_FFMPEG}`);
    process.exit(1);
  }
  try {
    streams = await publishStreams(site.streams, {
      root: folder.root,
      publicDir: folder.public,
      cacheDir: path.join(folder.root, '.cache', 'streams'),
      ffmpeg,
    });
  } catch (problem) {
    console.error((problem as Error).message);
    process.exit(1);
  }
  for (const result of streams)
    for (const file of Object.keys(result.bytes)) wanted.add(path.join(folder.public, file.slice(1)));
}
// Every track that plays, in the summary: the folder's with what they weigh against their masters,
// the typed ones (published as they are) measured too where an ffmpeg runs.
const playing = catalogueOf(content.music, site.today).tracks.filter((entry) => entry.playable);
if (playing.length) {
  const made = new Map(streams.map((result) => [result.job.file, result]));
  const rows = await Promise.all(
    playing.map(async ({ track }): Promise<LoudnessRow> => {
      const file = trackFile(track);
      const result = made.get(file);
      if (result)
        return {
          title: track.title,
          loudness: result.loudness,
          served: result.bytes[file]!,
          opus: result.job.opus ? result.bytes[result.job.opus] : undefined,
          master: (await stat(path.join(folder.root, result.job.source))).size,
        };
      const onDisk = path.join(folder.public, file.slice(1));
      return {
        title: track.title,
        loudness: ffmpeg ? await measuredLoudness(onDisk, path.join(folder.root, '.cache', 'loudness')) : undefined,
        served: (await stat(onDisk)).size,
      };
    }),
  );
  console.log(loudnessTable(rows));
}

// Each release offered for download: one zip of the files it plays, or one per format it names (the catalogue
// folder's, made from the masters above); the release's tracks are out (a release not out yet offers none).
const { releases } = catalogueOf(content.music, site.today);
const words = interfaceText(languageOf(content.owner.locale) ?? 'en', content.wording).music;
const downloads = new Map(streams.flatMap((result) => Object.entries(result.downloads)));
let zipped = 0;
let zipCount = 0;
for (const { release, slug, upcoming } of releases) {
  if (!release.download || upcoming) continue;
  const artist = content.music.artist ?? content.owner.name;
  const cover = await readFile(sharePicture(release.cover).file);
  const notes = releaseNotes(release, {
    artist,
    page: `${siteUrl()}/music/${slug}`,
    words,
    lang: languageCode(content.owner.locale),
  });
  const onDisk = (file: string) => path.join(folder.public, file.slice(1));
  const zips = release.download.formats
    ? release.download.formats.map((format) => ({
        target: onDisk(releaseZipPath(slug, format)),
        files: release.tracks.map((track) => downloads.get(downloadPath(slugOf(track), format))!),
        names: trackNames(release, `.${DOWNLOAD_FORMATS[format].extension}`),
      }))
    : [
        {
          target: onDisk(releaseZipPath(slug)),
          files: release.tracks.map((track) => onDisk(trackFile(track))),
          names: trackNames(release),
        },
      ];
  for (const { target, files, names } of zips) {
    wanted.add(target);
    zipCount += 1;
    await mkdir(path.dirname(target), { recursive: true });
    const part = `${target}.part`;
    await writeReleaseZip(part, { release, artist, files, names, cover, notes });
    if (existsSync(target) && (await sameBytes(target, part))) await rm(part);
    else {
      await rename(part, target);
      zipped += 1;
    }
  }
}

/** Every file under a folder, recursively. */
const filesIn = async (dir: string) =>
  existsSync(dir)
    ? (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];
let removed = 0;
for (const file of await filesIn(published))
  if (!wanted.has(file)) {
    await rm(file);
    removed += 1;
  }
console.log(
  `media: ${beside.length} audio files beside texts, ${copied} copied; ` +
    `${streams.length} tracks of ${MUSIC_FOLDER}/, ${streams.filter((result) => result.made).length} made; ` +
    `${zipCount} release zips, ${zipped} written; ${removed} taken out of ${MEDIA_FOLDER}/`,
);
