import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, openRoute } from './fixtures';
import { readHead, out } from './builtPages';
import { inOrder, readPdf } from './pdfText';
import { about, owner, translations } from './testSite';
import { parseResume } from '../lib/resume/check';
import { formatDateRange } from '../lib/resume/dates';
import { cvTexts } from '../lib/resume/model';
import { cvOf } from '../lib/resume/pdf';
import { onPaper } from '../lib/resume/pdfFonts';
import { siteUrl } from '../lib/content/site';
import { withTexts } from '../lib/content/translate';

/** The tests' site's own CV (e2e/sites/demo/content/resume.json), in English and in its Spanish words. */
const resume = parseResume(readFileSync(path.join(__dirname, 'sites/demo/content/resume.json'), 'utf8')).resume!;
const spanishTranslation = translations.find((translation) => translation.locale.startsWith('es'))!;
const spanish = withTexts(resume, spanishTranslation.resume);
const work = resume.work!;
/** The CV as the page and the PDF draw it. */
const cv = cvOf({ owner, about, resume, siteUrl: siteUrl() });

test.describe('the CV on the About page', () => {
  test('shows every part and every entry in order, each job with its organisation, place and dates', async ({
    page,
  }) => {
    await openRoute(page, '/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Experience',
      'Education',
      'Projects',
      'Skills',
      'Languages',
      'Certificates',
      'Awards',
      'Publications',
      'Volunteering',
      'Interests',
      'References',
    ]);
    // Every text of every entry of every part, in the order the model (and so the PDF) has them.
    expect(inOrder((await main.textContent())!, cvTexts(cv, { durations: false }))).toEqual({
      ok: true,
    });
    const experience = main.getByRole('region', { name: 'Experience' });
    await expect(experience.getByRole('heading', { level: 3 })).toHaveText(work.map((job) => job.position));
    const entries = experience.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    for (const [index, job] of work.entries()) {
      const entry = entries.nth(index);
      await expect(entry).toContainText(job.name);
      if (job.location) await expect(entry).toContainText(job.location);
      await expect(entry).toContainText(formatDateRange(job.startDate, job.endDate, 'en', { present: 'present' })!);
      if (job.url)
        await expect(entry.getByRole('link', { name: new RegExp(`^${job.name}`) })).toHaveAttribute('href', job.url);
    }
    await expect(main.getByRole('region', { name: 'Skills' }).getByRole('listitem')).toContainText([
      ...resume.skills!.flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]),
    ]);
    // Who it is of, at its head: the portrait the resume names, and how to reach them.
    await expect(main.getByRole('img', { name: resume.basics!.name })).toBeVisible();
    await expect(main.getByRole('link', { name: resume.basics!.email })).toHaveAttribute(
      'href',
      `mailto:${resume.basics!.email}`,
    );
    await expect(main.getByRole('link', { name: /^Download the CV \(PDF\)/ })).toHaveAttribute('href', '/resume.pdf');
  });

  test('in another language: its headings, its dates and the translation’s words', async ({ page }) => {
    await openRoute(page, '/es/about');
    const experience = page.getByRole('region', { name: 'Experiencia' });
    await expect(experience.getByRole('heading', { level: 3 })).toHaveText(spanish.work!.map((job) => job.position));
    await expect(experience).toContainText('mar 2021 – actualidad');
    await expect(page.getByRole('link', { name: /^Descargar el currículum/ })).toHaveAttribute(
      'href',
      '/es/resume.pdf',
    );
    // The menu's Resume link, on every page of the language, opens the language's own PDF too.
    await expect(page.locator('#site-menu a[href$=".pdf"]')).toHaveAttribute('href', '/es/resume.pdf');
  });

  test('fits a 320 px screen, the longest organisation name included', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openRoute(page, '/about');
    const longest = [...work].sort((a, b) => b.name.length - a.name.length)[0]!.name;
    await expect(page.getByText(longest)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('printed, the page is the CV: no menu, header, player bar, footer or slideshow; links show addresses', async ({
    page,
  }) => {
    await openRoute(page, '/about');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'Experience' })).toBeVisible();
    await expect(page.locator('header')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: /slideshow/ })).toBeHidden();
    await expect(page.getByRole('link', { name: /Download the CV/ })).toBeHidden();
    const job = work.find((entry) => entry.url)!;
    const after = await page
      .getByRole('link', { name: new RegExp(`^${job.name}`) })
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(after).toBe(`" (${job.url})"`);
    // Nothing moves on paper.
    const moving = await page.evaluate(
      () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
    );
    expect(moving).toBe(0);
  });
});

test.describe('the CV in files', () => {
  test('tells search engines the owner’s work, studies, skills, languages and certificates', () => {
    const person = readHead('/about').jsonLd.find((item) => item['@type'] === 'ProfilePage')!
      .mainEntity as unknown as Record<string, unknown>;
    const current = work.filter((job) => !job.endDate);
    expect(person.worksFor).toEqual(
      current.map((job) => expect.objectContaining({ '@type': 'Organization', name: job.name })),
    );
    expect(person.hasOccupation).toEqual(
      work.map((job) => expect.objectContaining({ '@type': 'Role', roleName: job.position, startDate: job.startDate })),
    );
    expect(person.alumniOf).toEqual(
      resume.education!.map((study) => expect.objectContaining({ name: study.institution })),
    );
    expect(person.knowsAbout).toEqual(expect.arrayContaining(resume.skills!.flatMap((skill) => skill.keywords ?? [])));
    expect(person.knowsLanguage).toEqual(resume.languages!.map((language) => language.language));
    expect(person.hasCredential).toEqual(
      resume.certificates!.map((certificate) => expect.objectContaining({ name: certificate.name })),
    );
  });

  for (const [lang, drawn] of [
    ['en', cv],
    [
      'es',
      cvOf({
        owner: { ...withTexts(owner, spanishTranslation.owner), locale: spanishTranslation.locale },
        about,
        resume: spanish,
        wording: spanishTranslation.wording,
        siteUrl: siteUrl(),
      }),
    ],
  ] as const) {
    test(`the PDF (${lang}): every entry of every part in order, dates in its language, fonts embedded`, async () => {
      const pdf = await readPdf(path.join(out, lang === 'en' ? '' : lang, 'resume.pdf'));
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(2);
      expect(pdf.names.length).toBeGreaterThan(0);
      expect(pdf.embedded).toBe(pdf.names.length);
      // Lines a long name wraps over read as one with a line break: compare words, not layout.
      const expected = cvTexts(drawn, { durations: false }).map(onPaper);
      expect(inOrder(pdf.text, expected)).toEqual({ ok: true });
    });
  }
});
