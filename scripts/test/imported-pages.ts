/**
 * The pages the import's fixture blogs (e2e/sites/imports/) became, once built: what each post's
 * old site showed is shown (its HTML as the allowlist keeps it, its player, its files, its links
 * moved), nothing of theirs runs, and the posts the check refused are drafts with no page. Run by
 * the other owner's steps (scripts/test/test-as-owner.mjs) after that site's build, on its out/.
 *   npx tsx scripts/test/imported-pages.ts [out]
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

const out = path.resolve(process.argv[2] ?? 'out');
const mainOf = (page: string) => {
  const file = path.join(out, `${page}.html`);
  assert.ok(existsSync(file), `${page} is built`);
  return new JSDOM(readFileSync(file, 'utf8')).window.document.querySelector('main')!;
};
const hrefs = (main: Element) => [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
let checked = 0;
const check = (what: string, ok: boolean) => {
  assert.ok(ok, what);
  checked += 1;
};

// Hugo: a bundle with folders, its HTML, its player, headings moved down.
const tapeLoops = mainOf('/writing/tape-loops');
check(
  'tape-loops: its # headings are h2',
  [...tapeLoops.querySelectorAll('h2')].some((h) => h.textContent === 'Why tape'),
);
check(
  'tape-loops: <kbd>, <sup> and <sub> shown',
  ['kbd', 'sup', 'sub'].every((tag) => tapeLoops.querySelector(tag)),
);
check('tape-loops: <details> holds its list', Boolean(tapeLoops.querySelector('details > summary + ul li')));
check(
  'tape-loops: the picture from its folder of pictures',
  [...tapeLoops.querySelectorAll('img')].some((img) => img.getAttribute('alt') === 'The reel, threaded'),
);
check(
  'tape-loops: its audio by its old address plays from the bundle',
  Boolean(tapeLoops.querySelector('[data-src="/_media/writing/tape-loops/tune.mp3"]')),
);
check(
  'tape-loops: the YouTube iframe is a card that loads on a click',
  Boolean(tapeLoops.querySelector('[data-frame-src]')) && !tapeLoops.querySelector('iframe'),
);
check(
  'tape-loops: no script, handler or style of the post',
  ![...tapeLoops.querySelectorAll('script:not([type="application/ld+json"])')].length &&
    !tapeLoops.innerHTML.includes('startVisualiser') &&
    !tapeLoops.innerHTML.includes('height: 200px'),
);

// Hugo: links to the old site's own addresses, the generator's ref and relref, files of other posts.
const harbour = hrefs(mainOf('/writing/live-at-the-harbour'));
for (const href of [
  '/writing/first-gig',
  '/writing/studio-diary',
  '/writing/tape-loops',
  '/writing/studio-diary#more',
  '/writing/tags/live',
  '/writing/tags/gigs',
  'https://elin.example/talks/',
])
  check(`live-at-the-harbour links to ${href}`, harbour.includes(href));
const harbourPictures = [...mainOf('/writing/live-at-the-harbour').querySelectorAll('img')].map((img) => img.alt);
for (const alt of ['The mixing desk on the quay', 'The reel on the quay', "The venue's sign at the harbour"])
  check(`live-at-the-harbour shows ${alt}`, harbourPictures.includes(alt));

// Jekyll: post_url and link, <a href target="_blank"> as the site's own links, a picture named in HTML.
const python = mainOf('/writing/best-of-python');
for (const href of ['/writing/python-c-est-bon', '/writing/first-light', 'https://blog.elin.example/talks'])
  check(`best-of-python links to ${href}`, hrefs(python).includes(href));
const click = [...python.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Click'));
check(
  'best-of-python: its HTML link opens as the site’s external links do',
  click?.getAttribute('target') === '_blank',
);

// The posts the check refused are drafts: no page.
for (const draft of ['set-list', 'notes-from-a-talk'])
  check(`${draft} is a draft, with no page`, !existsSync(path.join(out, 'writing', `${draft}.html`)));

console.log(`imported pages: ${checked} checks of the fixture blogs' posts passed`);
