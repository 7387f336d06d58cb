/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { ar } from '@/lib/i18n/dictionaries/ar';
import { en } from '@/lib/i18n/dictionaries/en';
import { ja } from '@/lib/i18n/dictionaries/ja';
import { withTexts } from '@/lib/content/translate';
import { parseResume } from '@/lib/resume/check';
import { cvModel, cvTexts, type CvSettings } from '@/lib/resume/model';
import { onPaper } from '@/lib/resume/pdfFonts';
import { pdfNotes, resumeHref, resumePdfLanguages } from '@/lib/resume/pdf';
import type { Resume } from '@/lib/resume/schema';
import { inOrder } from '@/e2e/pdfText';
import type { ResumeDocument } from './ResumePdf';

const root = path.join(__dirname, '..', '..');
let scratch: string;
/** The PDF renderer is ES modules only: it runs bundled, in a process of its own (scripts/test/render-cv-pdf.mts). */
beforeAll(async () => {
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  scratch = mkdtempSync(path.join(root, '.cache', 'cv-pdf-'));
  await build({
    entryPoints: [path.join(root, 'scripts/test/render-cv-pdf.mts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    outfile: path.join(scratch, 'render.mjs'),
    logLevel: 'error',
  });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let made = 0;
/** What an applicant-tracking system reads of the PDF of `input` (e2e/pdfText.ts). */
async function readPdf(input: Parameters<typeof ResumeDocument>[0]) {
  const file = path.join(scratch, `cv-${(made += 1)}.json`);
  writeFileSync(file, JSON.stringify(input));
  const { stdout } = await promisify(execFile)('node', [path.join(scratch, 'render.mjs'), file], { cwd: root });
  const read = JSON.parse(stdout) as { pages: number; text: string; embedded: number; names: string[] };
  return { ...read, text: read.text.replace(/\s+/g, ' ') };
}

const now = new Date('2026-11-27T12:00:00Z');
const owner = { name: 'Sam Fixture', role: 'Software Developer', locale: 'en_GB' as const };
const settings: CvSettings = { owner, siteUrl: 'https://sam.example', lang: 'en', words: en.resume, now };
/** The tests' site's CV: every part of the standard, every field of each. */
const everything = parseResume(
  readFileSync(path.join(__dirname, '../../e2e/sites/demo/content/resume.json'), 'utf8'),
).resume!;

const pdfOf = (resume: Resume, lang: string, words: typeof en) => {
  const cv = cvModel(resume, { ...settings, lang, words: words.resume });
  return readPdf({ cv, lang, title: `Sam Fixture: ${words.resume.title}` }).then((pdf) => ({ cv, pdf }));
};

/** A resume with some of its words in another language: a translation as an owner writes one. */
const inJapanese = withTexts(everything, {
  basics: { label: 'ソフトウェア開発者' },
  work: [{ position: 'シニアソフトウェア開発者', location: '東京' }],
});
const inArabic = withTexts(everything, {
  basics: { label: 'مطور برمجيات' },
  work: [{ position: 'مطور برمجيات أول', location: 'الرياض' }],
});

describe('the CV’s PDF', () => {
  it('draws every text of the same model the page draws, in the same order, on at most two pages', async () => {
    const { cv, pdf } = await pdfOf(everything, 'en', en);
    expect(inOrder(pdf.text, cvTexts(cv).map(onPaper))).toEqual({ ok: true });
    expect(pdf.pages).toBeLessThanOrEqual(2);
    expect(pdf.names.sort()).toEqual(['Inter-Bold', 'Inter-Regular', 'Inter-SemiBold']);
    expect(pdf.embedded).toBe(pdf.names.length);
  });

  it('in Japanese: its headings and words in Japanese script, from an embedded Japanese font', async () => {
    const { cv, pdf } = await pdfOf(inJapanese, 'ja', ja);
    expect(
      inOrder(
        pdf.text,
        cv.sections.map((section) => section.heading),
      ),
    ).toEqual({ ok: true });
    expect(pdf.text).toContain('シニアソフトウェア開発者');
    expect(pdf.text).toContain('2021年3月');
    expect(pdf.names).toEqual(expect.arrayContaining(['NotoSansJP-Regular', 'NotoSansJP-SemiBold']));
    expect(pdf.embedded).toBe(pdf.names.length);
  });

  it('in Arabic: set right to left, its headings drawn from an embedded Arabic font', async () => {
    const { cv, pdf } = await pdfOf(inArabic, 'ar', ar);
    // pdf.js reads a ligature's letters back in the order it draws them, and may part a word where
    // its letters do not join: compare the letters of each stretch of the heading's length.
    const letters = (word: string) => [...word].sort().join('');
    const text = [...pdf.text.replace(/ /g, '')];
    const drawn = (heading: string) => {
      const wanted = letters(heading.replace(/ /g, ''));
      return text.some((_, at) => letters(text.slice(at, at + wanted.length).join('')) === wanted);
    };
    expect(cv.sections.map((section) => section.heading).filter((heading) => !drawn(heading))).toEqual([]);
    expect(pdf.names).toEqual(expect.arrayContaining(['IBMPlexSansArabic-SemiBold', 'IBMPlexSansArabic-Bold']));
    expect(pdf.embedded).toBe(pdf.names.length);
  });

  it('is never drawn with a character no font has: that language has none, its link leads to the first’s', async () => {
    const inThai = withTexts(everything, { work: [{ position: 'นักพัฒนาซอฟต์แวร์' }] });
    await expect(pdfOf(inThai, 'en', en)).rejects.toThrow(/no font has: .*น/);
    const site = {
      owner: { ...owner, profiles: [], bio: [] } as never,
      about: {},
      resume: everything,
      translations: [
        { locale: 'ja_JP' as const, resume: { work: [{ position: 'シニア開発者' }] } },
        { locale: 'th_TH' as const, resume: { work: [{ position: 'นักพัฒนาซอฟต์แวร์' }] } },
      ],
    };
    const languages = resumePdfLanguages(site as never, 'https://sam.example');
    expect(languages.map(({ code, made: isMade }) => [code, isMade])).toEqual([
      ['en', true],
      ['ja', true],
      ['th', false],
    ]);
    expect(resumeHref(languages, 'ja')).toBe('/ja/resume.pdf');
    expect(resumeHref(languages, 'th')).toBe('/resume.pdf');
    expect(pdfNotes(languages, 'content/resume.json')).toEqual([
      expect.stringMatching(
        new RegExp(
          "^content/resume\\.json: the CV's PDF in th is not made: no font it embeds has .*น.* " +
            '\\(its Resume links lead to the en PDF\\)$',
        ),
      ),
    ]);
  });

  it('leaves out pictographs, which have no place on paper, rather than refusing the CV', async () => {
    const { pdf } = await pdfOf(withTexts(everything, { interests: [{ name: 'Synthesizers 🎹' }] }), 'en', en);
    expect(pdf.text).toContain('Synthesizers');
  });
});
