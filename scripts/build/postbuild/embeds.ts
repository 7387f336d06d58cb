/**
 * The embed pages (/embed/…, components/embed/EmbedView.tsx), which other sites frame, carry none
 * of Next.js's code: it would be most of what they weigh, and they have no links to follow and
 * no other page to move to. Their scripts, the React payload and the script preloads go; their one
 * script is the embed player (components/embed/embedPlayer.ts), bundled here on its own and
 * written once, under a name with a hash of its bytes, to /embed/player-<hash>.js.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  appendTo,
  attribute,
  createElement,
  findAll,
  hasToken,
  remove,
  type HtmlDocument,
  type HtmlElement,
} from './html';
import { browserScript } from './browserScript';
import { PageProblem, type Page, type Step } from './site';

/** The embed pages' folder in the export. */
export const EMBED_FOLDER = 'embed';

export const isEmbedPage = (page: Pick<Page, 'name'>) => page.name.startsWith(`${EMBED_FOLDER}/`);

/** The embed player, and the watch that says so where the cover fails, minified, for browsers of the last years. */
export const embedPlayerScript = () =>
  browserScript('components/embed/embedPlayer', 'installEmbedPlayer') +
  browserScript('components/picture/pictureFailures', 'watchPictureFailures');

/** Takes every script and script preload out of an embed page and gives it the player's script instead. */
export function standAlone(page: Page, playerSrc: string) {
  const document = page.document as HtmlDocument;
  const head = findAll(document, 'head')[0];
  if (!head) throw new PageProblem(page, 'no <head> for the embed player');
  for (const script of findAll(document, 'script')) remove(script);
  const preloads = (link: HtmlElement) =>
    hasToken(link, 'rel', 'modulepreload') || (hasToken(link, 'rel', 'preload') && attribute(link, 'as') === 'script');
  for (const link of findAll(document, 'link', preloads)) remove(link);
  appendTo(head, createElement('script', { src: playerSrc, defer: '' }));
}

export const embeds: Step = {
  name: 'embeds',
  run({ out, basePath, pages }) {
    const embedPages = pages.filter(isEmbedPage);
    if (!embedPages.length) return;
    const code = embedPlayerScript();
    const file = `player-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
    mkdirSync(path.join(out, EMBED_FOLDER), { recursive: true });
    writeFileSync(path.join(out, EMBED_FOLDER, file), code);
    for (const page of embedPages) standAlone(page, `${basePath}/${EMBED_FOLDER}/${file}`);
    console.log(`embeds: ${embedPages.length} pages, one script of ${(code.length / 1024).toFixed(1)} KB`);
  },
};
