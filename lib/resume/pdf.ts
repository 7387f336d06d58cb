/**
 * The CV's PDF the build makes from content/resume.json (components/resume/ResumePdf.tsx): at
 * /resume.pdf, and under each other language's code (/es/resume.pdf). An owner's own PDF
 * (owner.resumePath) wins: with one, the build makes none. A language whose CV has a character no
 * font of the PDF has (lib/resume/pdfFonts.ts) gets no PDF of its own: its Resume link leads to the
 * first language's, and the content check says so.
 */
import type { AboutContent, Owner, Translation } from '../content/schema';
import { withTexts } from '../content/translate';
import { interfaceText, languageOf, type Wording } from '../i18n/dictionaries';
import { cvModel, cvTexts, type CvModel } from './model';
import { facesFor } from './pdfFonts';
import type { Resume } from './schema';
import { languageCode } from '../content/locale';

/** Where the made PDF is published, in the first language. */
export const RESUME_PDF_PATH = '/resume.pdf';

/** Whether the build makes the CV's PDF: a resume, and no PDF of the owner's own. */
export const makesResumePdf = ({ owner, resume }: { owner: Pick<Owner, 'resumePath'>; resume?: Resume }) =>
  Boolean(resume) && !owner.resumePath;

/** What the PDF of one language needs: the CV in that language and the site's settings for it. */
export interface CvSource {
  owner: Owner;
  about: Pick<AboutContent, 'cvParts'>;
  resume: Resume;
  wording?: Wording;
  siteUrl: string;
  now?: Date;
  /** A tag's page on the site, where it has one (a skill's keywords link there). */
  tagHref?: (name: string) => string | undefined;
}

/** The language's code ("sv") of a locale, and the site's words in it (English for a language it has none in). */
const wordsOf = (locale: string, wording?: Wording) => interfaceText(languageOf(locale) ?? 'en', wording);

/** The CV in the language of `source.owner.locale`, as the page and the PDF draw it. */
export const cvOf = ({ owner, about, resume, wording, siteUrl, now, tagHref }: CvSource): CvModel =>
  cvModel(resume, {
    owner,
    siteUrl,
    lang: languageCode(owner.locale),
    words: wordsOf(owner.locale, wording).resume,
    parts: about.cvParts,
    now,
    tagHref,
  });

/** The marks the PDF draws itself, beside the CV's words: quotation marks, bullets, separators. */
const PDF_MARKS = '“”•·–:,';

/** The faces the PDF of `cv` is set in, in `lang`, or the characters none of them has. */
export const cvFaces = (cv: CvModel, lang: string) => facesFor([...cvTexts(cv), PDF_MARKS], lang);

/** The characters of the language's CV that no font of the PDF has: none, and its PDF can be made. */
export function unsetCharacters(source: CvSource): string[] {
  return cvFaces(cvOf(source), languageCode(source.owner.locale)).missing;
}

/** The site's content that decides which languages get a made PDF. */
export interface PdfSite {
  owner: Owner;
  about: Pick<AboutContent, 'cvParts'>;
  resume?: Resume;
  wording?: Wording;
  translations?: Translation[];
}

export interface PdfLanguage {
  /** The language's code: "en", "es". */
  code: string;
  /** Whether the build makes its PDF. */
  made: boolean;
  /** The characters that keep it from being made (no font has them). */
  missing: string[];
}

/**
 * Each language of the site, the first first, and whether the build makes its CV's PDF: none
 * without a resume or with the owner's own PDF; else each language whose every character a font
 * of the PDF has.
 */
export function resumePdfLanguages(site: PdfSite, siteUrl: string): PdfLanguage[] {
  const { owner, about, resume, wording, translations = [] } = site;
  const sources = [
    { owner, about, resume, wording },
    ...translations.map((translation) => ({
      owner: { ...withTexts(owner, translation.owner), locale: translation.locale },
      about: withTexts(about, translation.about),
      resume: resume && withTexts(resume, translation.resume),
      wording: translation.wording,
    })),
  ];
  return sources.map((source) => {
    const code = languageCode(source.owner.locale);
    if (!source.resume || !makesResumePdf(site)) return { code, made: false, missing: [] };
    const missing = unsetCharacters({ ...source, resume: source.resume, siteUrl });
    return { code, made: missing.length === 0, missing };
  });
}

/**
 * Where a language's Resume link leads, the base path aside: its own made PDF, else the first
 * language's, else the owner's own PDF; undefined when there is none to lead to.
 */
export function resumeHref(languages: readonly PdfLanguage[], code: string, ownPdf?: string): string | undefined {
  if (ownPdf) return ownPdf;
  const [first] = languages;
  if (languages.find((language) => language.code === code)?.made)
    return code === first?.code ? RESUME_PDF_PATH : `/${code}${RESUME_PDF_PATH}`;
  return first?.made ? RESUME_PDF_PATH : undefined;
}

/** The content check's note for each language whose PDF is not made for want of a font, one line each. */
export function pdfNotes(languages: readonly PdfLanguage[], file: string): string[] {
  const [first] = languages;
  return languages
    .filter(({ missing }) => missing.length)
    .map(({ code, missing }) => {
      const shown = missing.slice(0, 8).join(' ') + (missing.length > 8 ? ` and ${missing.length - 8} more` : '');
      const instead =
        code !== first?.code && first?.made
          ? `its Resume links lead to the ${first.code} PDF`
          : `its pages have no Resume link`;
      return `${file}: the CV's PDF in ${code} is not made: no font it embeds has ${shown} (${instead})`;
    });
}
