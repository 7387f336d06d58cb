#!/usr/bin/env node
/**
 * Wraps linkinator.
 * Crawls the built site as served (the same static server as the tests) with linkinator and
 * fails on any broken internal link, picture, stylesheet, script, PDF or mp3. External links
 * are not followed: the checks never touch the network.
 *   node scripts/test/check-links.mjs [out]
 */
import { parseArgs } from 'node:util';
import { LinkChecker } from 'linkinator';
import { startStaticServer } from '../lib/static-server.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
const root = positionals[0] ?? 'out';
const PORT = 4175;

const { origin, stop } = await startStaticServer(root, PORT);

const checker = new LinkChecker();
const result = await checker.check({
  path: `${origin}/`,
  recurse: true,
  checkCss: true,
  linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`],
});

// linkinator follows href/src/srcset but neither <audio src> nor the scripts the deferred
// loader adds (scripts/build/postbuild/firstView.ts): check every track and script the pages name.
const isPage = (url) => url.startsWith(origin) && !/\.[a-z0-9]+$/i.test(new URL(url).pathname);
const pages = result.links.filter((link) => link.state === 'OK' && isPage(link.url)).map((link) => link.url);
const audio = new Set();
const scripts = new Set();
for (const page of new Set(pages)) {
  const html = await (await fetch(page)).text();
  for (const [, src] of html.matchAll(/<audio[^>]*\ssrc="([^"]+)"/g)) audio.add(new URL(src, page).href);
  for (const [, list] of html.matchAll(/\sdata-deferred-src="([^"]+)"/g)) {
    for (const src of list.split(' ')) scripts.add(new URL(src, page).href);
  }
}
const brokenExtras = [];
for (const url of [...audio, ...scripts]) {
  const response = await fetch(url, { method: 'HEAD' });
  if (!response.ok) brokenExtras.push(`${response.status} ${url}`);
}

const broken = result.links
  .filter((link) => link.state === 'BROKEN')
  .map((link) => `${link.status} ${link.url} (linked from ${link.parent})`);
const checked = result.links.filter((link) => link.state === 'OK').length + audio.size + scripts.size;
for (const line of [...broken, ...brokenExtras]) console.error(`broken: ${line}`);
console.log(
  `links: ${checked} checked (${audio.size} audio files, ${scripts.size} deferred scripts), ` +
    `${broken.length + brokenExtras.length} broken`,
);
stop();
process.exit(broken.length + brokenExtras.length ? 1 : 0);
