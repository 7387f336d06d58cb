import { drawable } from './drawable';
import type { SharedPage } from './sharedPages';

/** What a page's link-preview image says: its words, before the fonts' reach is known. */
export type PreviewWords = Pick<SharedPage, 'heading' | 'subheading' | 'siteName'>;

/**
 * The preview's large words: the page's heading, else the site's name, as far as the fonts
 * draw them. None (a name in Chinese or Arabic) makes the preview the picture alone.
 */
export const drawnHeading = (words: PreviewWords) => drawable(words.heading) || drawable(words.siteName);

/** The alt text of a page's preview image: what it says, or, for a picture alone, that picture's own. */
export const ogAlt = (page: SharedPage) =>
  drawnHeading(page) ? `${page.title}: ${page.siteName}` : (page.picture ?? page.portrait).alt;
