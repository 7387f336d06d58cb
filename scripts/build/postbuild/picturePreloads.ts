/**
 * The first view's largest picture, asked for with the page's first bytes: every picture the page
 * marks `fetchpriority="high"` (PictureView) gets a preload at the top of the head, before the
 * stylesheets, ahead of the page's code. AVIF only: a browser without it skips the preload (its
 * type) and finds the <img> as before. A picture hidden at some widths (its blank source's media)
 * is preloaded only where it shows. Written here, from the built page, rather than by React: a
 * preload a server component asks for travels in the route's payload too, and every page that
 * prefetches the route would fetch the picture.
 */
import { attribute, createElement, findAll, insertAfter, type HtmlDocument, type HtmlElement } from './html';
import { PageProblem, type Page, type Step } from './site';

/** The preload of one high-priority <img>, from its <picture>'s sources; none without an AVIF source. */
export function preloadOf(img: HtmlElement): HtmlElement | undefined {
  const picture = img.parentNode as HtmlElement | null;
  if (picture?.tagName !== 'picture') return undefined;
  const sources = findAll(picture, 'source');
  const avif = sources.find((source) => attribute(source, 'type') === 'image/avif');
  const srcset = avif && attribute(avif, 'srcset');
  if (!srcset) return undefined;
  const blank = sources.find((source) => attribute(source, 'srcset')?.startsWith('data:'));
  const media = blank && attribute(blank, 'media');
  return createElement('link', {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    fetchpriority: 'high',
    imagesrcset: srcset,
    ...(attribute(avif, 'sizes') ? { imagesizes: attribute(avif, 'sizes')! } : {}),
    ...(media ? { media: `not all and ${media}` } : {}),
  });
}

/** Puts a preload for each of the page's high-priority pictures after its viewport (or charset) meta. */
export function addPicturePreloads(page: Page) {
  const document = page.document as HtmlDocument;
  const pictures = findAll(document, 'img', (img) => attribute(img, 'fetchpriority') === 'high');
  const preloads = pictures.map(preloadOf).filter((link) => link !== undefined);
  if (!preloads.length) return 0;
  const metas = findAll(document, 'meta');
  const anchor =
    metas.find((meta) => attribute(meta, 'name') === 'viewport') ?? metas.find((meta) => attribute(meta, 'charset'));
  if (!anchor) throw new PageProblem(page, 'no <meta name="viewport"> or <meta charset> to put its preloads after');
  for (const preload of preloads.reverse()) insertAfter(anchor, preload);
  return preloads.length;
}

export const picturePreloads: Step = {
  name: 'picture preloads',
  run({ pages }) {
    const count = pages.reduce((sum, page) => sum + addPicturePreloads(page), 0);
    console.log(`picture preloads: ${count} first-view pictures asked for from the top of their page`);
  },
};
