/**
 * The site's content in each of its languages, composed once from the checked model
 * (lib/site/built.ts): the records in the language, the site's own words in it, its posts and
 * tags, its catalogue as of the build's day, and its way of writing addresses.
 */
import 'server-only';
import { interfaceText, languageOf, type InterfaceText } from '@/lib/i18n/dictionaries';
import { siteSettings } from '@/lib/content/site';
import { translated, type LanguageContent } from '@/lib/content/translate';
import { leadsToLeftOut } from '@/lib/content/sections';
import { resumeHref, resumePdfLanguages, RESUME_PDF_PATH, type PdfLanguage } from '@/lib/resume/pdf';
import { postsIn, type Post } from '@/lib/writing/posts';
import { WRITING_PATH } from '@/lib/writing/paths';
import { tagPath, tagsOf, tagSlug, type Tag } from '@/lib/writing/tags';
import type { MenuLink } from '@/lib/content/schema';
import { catalogueOf, type Catalogue } from '@/lib/content/catalogue';
import { languageCode } from '@/lib/content/locale';
import { localPath } from '@/lib/i18n/paths';
import { builtSite } from './built';
import type { SiteModel } from './load';

/**
 * How a page writes the owner's links: what is said after a link that opens a new tab, and a
 * path of the site in its language.
 */
export interface LinkStyle {
  newTab: string;
  local: (path: string) => string;
}

/** The content in one language, with the site's own words in it and its way of writing addresses. */
export interface PageContent extends LanguageContent {
  /** The site's own words (lib/i18n/dictionaries/), with the owner's changes. */
  ui: InterfaceText;
  /** The language's code ("es"), for `lang` and Intl. */
  lang: string;
  /** A path of the site in this language: "/about" → "/es/about" (the first language's stay as they are). */
  local: (path: string) => string;
  /** How the owner's Markdown links are written in this language. */
  linkStyle: LinkStyle;
  /**
   * The posts, newest first, each in this language where it is translated (lib/writing/posts.ts);
   * drafts only under `npm run dev`.
   */
  posts: Post[];
  /** The CV's PDF for this language's pages: its own made one, else the first language's, or the owner's own. */
  cvPdf?: string;
  /** The tags of the language's posts and projects, each with its page (lib/writing/tags.ts); none without posts. */
  tags: Tag[];
  /** A tag's page in this language, where it has one. */
  tagHref: (name: string) => string | undefined;
  /** The music in this language as of the build's day: which releases are out, which tracks play. */
  catalogue: Catalogue;
  /** The build's day (YYYY-MM-DD, UTC), read once for the whole build. */
  today: string;
  /** The routes whose pages show no header (content/navigation.ts). */
  headerHiddenOn: readonly string[];
}

/**
 * The content without its links into a section it leaves out (Music with `tracks: []`, Writing in a
 * language with no posts of its own), nor to a CV's PDF the build does not make; the made PDF's
 * link leads to the language's own.
 */
function withoutLeftOut(
  content: LanguageContent,
  madePdf: string | undefined,
  posts: readonly Post[],
): LanguageContent {
  const noPdf = (href: string) => href === RESUME_PDF_PATH && !madePdf && content.owner.resumePath !== href;
  const noWriting = (href: string) => !posts.length && (href === WRITING_PATH || href.startsWith(`${WRITING_PATH}/`));
  const shown = (links: MenuLink[]) =>
    links
      .filter((link) => !leadsToLeftOut(link.href, content) && !noPdf(link.href) && !noWriting(link.href))
      .map((link) => (madePdf && link.href === RESUME_PDF_PATH ? { ...link, href: madePdf } : link));
  return {
    ...content,
    primaryLinks: shown(content.primaryLinks),
    secondaryLinks: shown(content.secondaryLinks),
    footerLinks: shown(content.footerLinks),
  };
}

/**
 * The checked site in each of its languages, composed when a language is first asked for: the
 * pages read it through contentIn/contentOfPage below; a test composes its own model.
 */
export function siteInLanguages(site: SiteModel) {
  const { content: records, today } = site;
  const first: LanguageContent = {
    owner: records.owner,
    home: records.home,
    about: records.about,
    projects: records.projects,
    music: records.music,
    services: records.services,
    contact: records.contact,
    resume: records.resume,
    site: siteSettings(records.owner, site.names),
    pageMeta: site.pageMeta,
    primaryLinks: site.primaryLinks,
    secondaryLinks: site.secondaryLinks,
    footerLinks: site.footerLinks,
    wording: records.wording ?? {},
  };
  /** The language served at the root. */
  const firstLanguage = first.site.lang;
  let pdfs: PdfLanguage[] | undefined;
  /** Each language and whether the build makes its CV's PDF (lib/resume/pdf.ts): worked out once, when first asked. */
  const resumePdfs = () => (pdfs ??= resumePdfLanguages(records, first.site.url));
  /** Every language of the site, the first first: its code and locale. */
  const siteLanguages = [
    first.site.locale,
    ...(records.translations ?? []).map((translation) => translation.locale),
  ].map((locale) => ({ code: languageCode(locale), locale }));
  const prepared = new Map<string, PageContent>();
  /** The site's content in one of its languages. */
  function contentIn(code: string): PageContent {
    let content = prepared.get(code);
    if (!content) {
      const translation = records.translations?.find((each) => languageCode(each.locale) === code);
      if (code !== firstLanguage && !translation) throw new Error(`The site has no language "${code}"`);
      const prefix = translation ? code : undefined;
      const localised = (path: string) => localPath(path, prefix);
      const posts = postsIn(site.posts, prefix);
      // The made PDF in this language, or the first language's where this one's cannot be set.
      const madePdf = records.owner.resumePath ? undefined : resumeHref(resumePdfs(), code);
      const local = withoutLeftOut(translation ? translated(first, translation) : first, madePdf, posts);
      const ui = interfaceText(languageOf(local.site.locale) ?? 'en', local.wording);
      const linkStyle = { newTab: ui.shell.newTab, local: localised };
      const cvPdf = madePdf ?? records.owner.resumePath;
      const tags = tagsOf(posts, local.projects);
      const tagged = new Set(tags.map((tag) => tag.slug));
      const tagHref = (name: string) => (tagged.has(tagSlug(name)) ? localised(tagPath(name)) : undefined);
      const catalogue = catalogueOf(local.music, today);
      content = {
        ...local,
        ui,
        lang: code,
        local: localised,
        linkStyle,
        posts,
        cvPdf,
        tags,
        tagHref,
        catalogue,
        today,
        headerHiddenOn: site.headerHiddenOn,
      };
      prepared.set(code, content);
    }
    return content;
  }
  return { firstLanguage, siteLanguages, resumePdfs, contentIn };
}

const languages = siteInLanguages(builtSite());

/** The language served at the root. */
export const firstLanguage = languages.firstLanguage;
/** Every language of the site, the first first: its code and locale. */
export const siteLanguages = languages.siteLanguages;
/** Each language and whether the build makes its CV's PDF (lib/resume/pdf.ts). */
export const resumePdfs = languages.resumePdfs;
/** The site's content in one of its languages. */
export const contentIn = languages.contentIn;

/** A page's or layout's parameters: `lang` under /[lang]/, none for the first language's pages. */
export type LanguageParams = Promise<{ lang?: string }>;

/**
 * The content for the page or layout whose parameters these are: in the language its address
 * names (/es/…), or the first. It only reads: the page passes what it gets down to what it renders.
 */
export async function contentOfPage(params?: LanguageParams): Promise<PageContent> {
  return contentIn((await params)?.lang ?? firstLanguage);
}
