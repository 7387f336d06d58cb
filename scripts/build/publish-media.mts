/**
 * Publishes the audio files posts and case studies play from beside them
 * (`content/writing/<slug>/take.mp3`, lib/content/media.ts): each is copied into the site
 * folder's public/_media/ (not committed), which the build publishes as
 * /_media/writing/<slug>/take.mp3; a file already there with the same bytes is left, and one no
 * text plays any more is taken out. Runs before every build and dev server, after the content
 * check has made sure each file is there (package.json).
 *   tsx scripts/build/publish-media.mts
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { readCaseStudies } from '../../lib/content/caseStudies';
import { longFormAudio } from '../../lib/content/longForm';
import { MEDIA_FOLDER } from '../../lib/content/media';
import { siteFolder } from '../../lib/content/siteFolder';
import { readPosts, writingLanguages } from '../../lib/writing/posts';
import { loadSiteContent } from '../lib/siteContent';

const folder = siteFolder();
const content = await loadSiteContent();
const texts = [...readCaseStudies(content, folder.root), ...readPosts(writingLanguages(content), folder.root).posts];
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
  `media: ${wanted.size} audio files beside texts, ${copied} copied, ${removed} taken out of ${MEDIA_FOLDER}/`,
);
