/**
 * Each page says its own language and the direction it is written in. The root layout, which
 * every page shares (so the music plays on from one language to another), writes the first
 * language's `lang` and `dir`; the pages of the site's other languages (out/es.html, out/es/…)
 * get theirs here. In the browser, each language's layout says them again when a visitor
 * moves between languages.
 */
import { textDirection } from '../../../lib/i18n/format';
import { siteLanguageCodes } from '../../lib/site-shape.cjs';
import { attribute, findAll, setAttribute, type HtmlDocument } from './html';
import { PageProblem, type Page, type Step } from './site';

/** Gives the page `code`'s language and direction where it has `first`'s. */
export function setPageLanguage(page: Page, first: string, code: string) {
  const root = findAll(page.document as HtmlDocument, 'html')[0];
  if (!root || attribute(root, 'lang') !== first || attribute(root, 'dir') !== textDirection(first)) {
    throw new PageProblem(page, `no <html lang="${first}" dir="${textDirection(first)}"> to give its language`);
  }
  setAttribute(root, 'lang', code);
  setAttribute(root, 'dir', textDirection(code));
}

/** The language of the page named `name` among `others`, by its folder or file name. */
export const languageOfPage = (name: string, others: string[]) =>
  others.find((code) => name === `${code}.html` || name.startsWith(`${code}/`));

export const pageLanguages: Step = {
  name: 'page languages',
  run({ siteDir, pages }) {
    const [first, ...others] = siteLanguageCodes(siteDir);
    let given = 0;
    for (const page of pages) {
      const code = languageOfPage(page.name, others);
      if (!code) continue;
      setPageLanguage(page, first!, code);
      given += 1;
    }
    console.log(
      others.length ? `page languages: ${given} pages in ${others.join(', ')}` : 'page languages: one language',
    );
  },
};
