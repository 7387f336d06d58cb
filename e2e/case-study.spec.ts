import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, openRoute } from './fixtures';
import { axe, violationsOf } from './axe';
import { builtDocument, htmlFile, out, type StructuredData } from './builtPages';
import { shownPictures } from './pictures';

/** The tests' site's case study: e2e/sites/demo/content/projects/retention-curve.md (and its Spanish one). */
const PAGE = '/projects/retention-curve';
const TITLE = 'Retention Curve';
const caseStudy = (page: import('@playwright/test').Page) =>
  page.getByRole('article', { name: TITLE }).getByRole('region', { name: 'Case study' });

/** What the highlighter's code would carry into a script: its name, its theme's, its grammar engine's calls. */
const HIGHLIGHTER = /shiki|github-light-default|codeToHtml|tokenizeLine/;

test.describe('the built pages (files)', () => {
  test('colour the code in the HTML itself, each block named by its language', () => {
    const document = builtDocument(htmlFile(PAGE));
    const blocks = [...document.querySelectorAll('figure.code')];
    expect(blocks.map((block) => block.querySelector('figcaption')?.textContent)).toEqual(['TypeScript', 'CSS']);
    // Each token's colour is a class of its own (components/text/longForm.module.css draws them).
    const colours = new Set(
      [...blocks[0]!.querySelectorAll('pre.shiki span[class^="t-"]')].map((span) => span.className),
    );
    expect(colours.size, 'keywords, names and types in colours of their own').toBeGreaterThanOrEqual(3);
    expect(document.querySelectorAll('section[aria-labelledby="case-study"] [style]')).toHaveLength(0);
  });

  test('name the case study and its main headings in the project’s structured data', () => {
    const document = builtDocument(htmlFile(PAGE));
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!) as StructuredData & { hasPart?: StructuredData })
      .find((each) => each['@type'] === 'SoftwareSourceCode')!;
    expect(data.hasPart).toMatchObject({
      '@type': 'Article',
      headline: `Case study: ${TITLE}`,
      hasPart: [
        { '@type': 'WebPageElement', name: 'Why a timeline' },
        { '@type': 'WebPageElement', name: 'How it is built' },
      ],
    });
  });

  test('show a language its own case study, and the first language’s where it has none', () => {
    const spanish = builtDocument(htmlFile(`/es${PAGE}`)).querySelector('section[aria-labelledby="case-study"]')!;
    expect(spanish.querySelector('h3')!.textContent).toBe('Caso de estudio');
    expect(spanish.querySelector('h4')!.textContent).toBe('Por qué una línea de tiempo');
    const german = builtDocument(htmlFile(`/de${PAGE}`)).querySelector('section[aria-labelledby="case-study"]')!;
    expect(german.querySelector('h3')!.textContent).toBe('Fallstudie');
    expect(german.querySelector('h4')!.textContent).toBe('Why a timeline');
    expect(german.getAttribute('lang'), 'the English text is marked as English').toBe('en');
  });

  test('carry no highlighter code in any script', () => {
    const scripts = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? scripts(path.join(dir, entry.name))
          : entry.name.endsWith('.js')
            ? [path.join(dir, entry.name)]
            : [],
      );
    const carrying = scripts(path.join(out, '_next')).filter((file) => HIGHLIGHTER.test(readFileSync(file, 'utf8')));
    expect(carrying).toEqual([]);
  });
});

test('a project’s case study shows under it: headings in the outline, pictures whole, code coloured', async ({
  page,
}) => {
  await openRoute(page, PAGE);
  const study = caseStudy(page);
  await expect(study.getByRole('heading', { level: 3, name: 'Case study' })).toBeVisible();
  await expect(study.getByRole('heading', { level: 4, name: 'Why a timeline' })).toBeVisible();
  await expect(study.getByRole('heading', { level: 4, name: 'How it is built' })).toBeVisible();
  await expect(study.getByRole('heading', { level: 5, name: 'The merge' })).toBeVisible();
  // Each heading links to itself.
  await expect(study.getByRole('link', { name: 'Why a timeline' })).toHaveAttribute('href', '#why-a-timeline');
  await expect(study.getByRole('table')).toContainText('FIX2');

  const picture = study.getByRole('img', { name: 'A timeline of rate codes drawn as coloured bars' });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await shownPictures(page)).toContainEqual({
    alt: 'A timeline of rate codes drawn as coloured bars',
    fill: false,
    whole: true,
  });

  // The keyword is drawn in another colour than the code's own text.
  const code = study.getByRole('figure', { name: 'TypeScript' });
  const [text, keyword] = await code.evaluate((figure) => [
    getComputedStyle(figure.querySelector('pre')!).color,
    getComputedStyle(figure.querySelector('pre span.line span')!).color,
  ]);
  expect(keyword).not.toBe(text);

  // No script the page loaded carries the highlighter.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
  expect(loaded.length).toBeGreaterThan(0);
  for (const url of loaded) expect(HIGHLIGHTER.test(await (await page.request.get(url)).text()), url).toBe(false);
});

test('"Read the case study" on /projects leads to it', async ({ page }) => {
  await openRoute(page, '/projects');
  await page.getByRole('link', { name: `Read the case study of ${TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#case-study$`));
  await expect(caseStudy(page).getByRole('heading', { name: 'Case study' })).toBeInViewport();
});

test('a project’s page with its case study passes axe', async ({ page }) => {
  await openRoute(page, PAGE);
  expect(violationsOf(await axe(page).analyze())).toEqual([]);
});

test('at 320 px a long code line scrolls inside its block, never the page @layout', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openRoute(page, PAGE);
  const pre = caseStudy(page).getByRole('figure', { name: 'TypeScript' }).locator('pre');
  await pre.scrollIntoViewIfNeeded();
  expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth), 'the block scrolls').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
