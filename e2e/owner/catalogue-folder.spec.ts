import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, openRoute, test, trackRow } from '../fixtures';
import { builtDocument, out } from '../builtPages';
import { needsStream, SCAN_FILE, STREAMS_PATH, type FolderScan } from '../../lib/content/musicFolder';
import { siteFolder } from '../../lib/content/siteFolder';
import { content, streams } from './ownerSite';
import { interfaceText, languageOf } from '../../lib/i18n/dictionaries';
import { OPUS_TYPE } from '../../components/playback/audioSource';

/**
 * The site's catalogue folder (content/music/, lib/content/musicFolder.ts), as the build read it
 * (the scan the content check kept): what it published of each master, and what plays. Nothing
 * here names the owner's files: every expectation comes from the scan and the model.
 */
const root = siteFolder().root;
const scan: FolderScan | undefined = existsSync(path.join(root, SCAN_FILE))
  ? (JSON.parse(readFileSync(path.join(root, SCAN_FILE), 'utf8')) as FolderScan)
  : undefined;
const ui = interfaceText(languageOf(content.owner.locale) ?? 'en', content.wording);

test.skip(!scan?.files.length, 'the site has no catalogue folder');

/** Every file under a folder, recursively. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('no master is published: each streams from the Opus and MP3 the build made of it', { tag: '@shape' }, () => {
  const masters = scan!.files.filter(needsStream).map((facts) => path.join(root, 'content', 'music', facts.path));
  const sizes = new Set(masters.map((file) => statSync(file).size));
  const hashes = new Set(masters.map(hashOf));
  // Only a file as large as a master can be one.
  const published = filesIn(out).filter((file) => sizes.has(statSync(file).size) && hashes.has(hashOf(file)));
  expect(published).toEqual([]);
  for (const job of streams.filter((each) => !each.copy)) {
    expect(existsSync(path.join(out, job.file)), job.file).toBe(true);
    expect(existsSync(path.join(out, job.opus!)), job.opus).toBe(true);
    // The stream is far lighter than a lossless master.
    expect(statSync(path.join(out, job.file)).size, job.file).toBeLessThan(statSync(path.join(root, job.source)).size);
  }
});

test('the podcast feed, the playlist and each track page’s preview name the MP3', { tag: '@shape' }, () => {
  const feed = readFileSync(path.join(out, 'music', 'feed.xml'), 'utf8');
  const playlist = readFileSync(path.join(out, 'music', 'playlist.m3u'), 'utf8');
  const enclosures = [...feed.matchAll(/<enclosure [^>]*url="([^"]+)"[^>]*>/g)].map((match) => match[0]);
  for (const job of streams) {
    const inFeed = enclosures.find((enclosure) => enclosure.includes(`${job.file}"`));
    // A track not out yet, or of an unlisted release, is in no feed.
    if (!inFeed) continue;
    expect(inFeed, job.file).toContain(job.file.endsWith('.mp3') ? 'type="audio/mpeg"' : 'type="audio/');
    expect(playlist, job.file).toContain(job.file);
    expect(feed, job.source).not.toContain(path.basename(job.source));
  }
  expect(enclosures.some((enclosure) => enclosure.includes(STREAMS_PATH))).toBe(true);
});

test(
  'a lossless track plays from its Opus or MP3 in the site’s one audio element',
  { tag: '@shape' },
  async ({ page }) => {
    const job = streams.find((each) => !each.copy);
    test.skip(!job, 'every file of the folder is published as it is');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(decodeURIComponent(new URL(request.url()).pathname)));
    await openRoute(page, '/music');
    await trackRow(page, job!.tags.title).getByRole('button', { name: ui.player.play, exact: true }).click();
    await expect
      .poll(() =>
        page
          .locator('audio')
          .evaluateAll((all: HTMLAudioElement[]) =>
            all.filter((audio) => !audio.paused).map((audio) => new URL(audio.currentSrc).pathname),
          ),
      )
      .toEqual([expect.stringMatching(new RegExp(`^${STREAMS_PATH}/.+\\.(opus|mp3)$`))]);
    expect(asked.filter((file) => file.includes(path.basename(job!.source)))).toEqual([]);
  },
);

test(
  'a track’s player for other sites offers its Opus before its MP3, and plays the Opus where the browser can',
  { tag: '@shape' },
  async ({ page }) => {
    const opusFiles = new Set(streams.flatMap((job) => (job.opus ? [job.opus] : [])));
    const embedded = existsSync(path.join(out, 'embed', 'track'))
      ? filesIn(path.join(out, 'embed', 'track')).filter((file) => file.endsWith('.html'))
      : [];
    const offered = embedded.flatMap((file) => {
      const sources = [...builtDocument(file).querySelectorAll('audio[data-audio] source')].map((source) => ({
        type: source.getAttribute('type'),
        src: decodeURIComponent(source.getAttribute('src') ?? ''),
      }));
      return sources.length ? [{ route: `/${path.relative(out, file).replace(/\.html$/, '')}`, sources }] : [];
    });
    test.skip(!offered.length, 'no track with an Opus file has a player to embed');
    for (const { route, sources } of offered) {
      expect(
        sources.map((source) => source.type),
        route,
      ).toEqual([OPUS_TYPE, 'audio/mpeg']);
      expect(opusFiles.has(sources[0]!.src), route).toBe(true);
    }
    await page.goto(offered[0]!.route);
    await page.getByRole('button', { name: ui.player.play, exact: true }).click();
    await expect
      .poll(() =>
        page
          .locator('audio')
          .evaluateAll((all: HTMLAudioElement[]) =>
            all.filter((audio) => !audio.paused && audio.currentTime > 0).map((audio) => audio.currentSrc),
          ),
      )
      .toEqual([expect.stringMatching(/\.opus$/)]);
  },
);
