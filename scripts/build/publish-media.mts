/**
 * Publishes the audio files posts and case studies play from beside them
 * (`content/writing/<slug>/take.mp3`, lib/content/media.ts): each is copied into the site
 * folder's public/_media/ (not committed), which the build publishes as
 * /_media/writing/<slug>/take.mp3. It also writes there the zip of each release offered for
 * download (scripts/build/lib/releaseZip.ts), /_media/music/<release>.zip, whose size the
 * release's page states. A file already there with the same bytes is left, and one no text plays
 * and no release offers any more is taken out. Runs before every build and dev server, after the
 * content check has made sure each file is there and the picture step has made each cover's share
 * JPEG (package.json).
 * It takes each cover's share JPEG as the pages do (components/picture/resolvePicture.ts, which
 * only the server imports), so it runs with the server's import conditions:
 *   tsx --conditions=react-server scripts/build/publish-media.mts
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
import { releaseNotes, releaseZip } from './lib/releaseZip';
import { languageCode } from '../../lib/content/locale';

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

// Each release offered for download, as one zip; the release's tracks are out (a release not out yet offers none).
const { releases } = catalogueOf(content.music, site.today);
const words = interfaceText(languageOf(content.owner.locale) ?? 'en', content.wording).music;
let zipped = 0;
for (const { release, slug, upcoming } of releases) {
  if (!release.download || upcoming) continue;
  const target = path.join(folder.public, releaseZipPath(slug).slice(1));
  const audio = await Promise.all(
    release.tracks.map((track) => readFile(path.join(folder.public, trackFile(track).slice(1)))),
  );
  const zip = releaseZip(release, {
    artist: content.music.artist ?? content.owner.name,
    audio,
    cover: await readFile(sharePicture(release.cover).file),
    notes: releaseNotes(release, {
      artist: content.music.artist ?? content.owner.name,
      page: `${siteUrl()}/music/${slug}`,
      words,
      lang: languageCode(content.owner.locale),
    }),
  });
  wanted.add(target);
  if (existsSync(target) && (await readFile(target)).equals(zip)) continue;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, zip);
  zipped += 1;
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
    `${wanted.size - beside.length} release zips, ${zipped} written; ${removed} taken out of ${MEDIA_FOLDER}/`,
);
