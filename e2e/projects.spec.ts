import { test, expect, openRoute, textInsideCorners, waitForCode } from './fixtures';
import { projects } from './testSite';
import { slugOf } from '../lib/content/slug';
import { frameBands, shownPicturesLoaded } from './pictures';
import type { Locator, Page } from '@playwright/test';

/** A project's title in the list: a link to its own page. */
const titleLink = (page: Page, title: string) =>
  page.getByRole('main').getByRole('listitem').getByRole('link', { name: title, exact: true });
const panel = (page: Page, title: string) => page.getByRole('article', { name: title });
const shownAlt = (page: Page, title: string) => panel(page, title).locator('img:visible');
const [first, second, third] = projects as [(typeof projects)[0], (typeof projects)[0], (typeof projects)[0]];
const pathOf = (project: (typeof projects)[0]) => `/projects/${slugOf(project)}`;

test('lists every project title as a link to its own page, the first one selected', async ({ page }) => {
  await openRoute(page, '/projects');
  for (const project of projects) await expect(titleLink(page, project.title)).toHaveAttribute('href', pathOf(project));
  await expect(titleLink(page, first.title)).toHaveAttribute('aria-current', 'page');
  await expect(panel(page, first.title)).toContainText(first.desc);
});

test('a title that wraps in the list keeps its letters inside its rounded box', async ({ page }) => {
  await openRoute(page, '/projects');
  const height = (await titleLink(page, first.title).boundingBox())!.height;
  const long =
    'Echtzeitfahrgastinformationssystem für die Hohenzollern-Sigmaringen-Verkehrsbetriebe und den ' +
    'Bodensee-Oberschwaben-Verkehrsverbund';
  await titleLink(page, first.title).evaluate((element, title) => (element.textContent = title), long);
  const link = titleLink(page, long);
  expect((await link.boundingBox())!.height, 'the title wraps').toBeGreaterThan(1.5 * height);
  expect(await textInsideCorners(link)).toBe(true);
});

test('selecting a title shows that project from its first picture; the arrows wrap', async ({ page }) => {
  await openRoute(page, '/projects');

  // Move the first project to its second picture, then wrap backwards past the start.
  await page.getByRole('button', { name: `Next picture of ${first.title}` }).click();
  await expect(shownAlt(page, first.title)).toHaveAttribute('alt', first.img[1]!.alt);
  await page.getByRole('button', { name: `Previous picture of ${first.title}` }).click();
  await page.getByRole('button', { name: `Previous picture of ${first.title}` }).click();
  await expect(shownAlt(page, first.title)).toHaveAttribute('alt', first.img.at(-1)!.alt);
  await page.getByRole('button', { name: `Next picture of ${first.title}` }).click();
  await expect(shownAlt(page, first.title)).toHaveAttribute('alt', first.img[0]!.alt);
  await page.getByRole('button', { name: `Next picture of ${first.title}` }).click();

  await titleLink(page, second.title).click();
  await expect(titleLink(page, second.title)).toHaveAttribute('aria-current', 'page');
  await expect(titleLink(page, first.title)).not.toHaveAttribute('aria-current');
  await expect(panel(page, second.title)).toContainText(second.desc);
  await expect(panel(page, first.title)).toBeHidden();
  await expect(shownAlt(page, second.title)).toHaveAttribute('alt', second.img[0]!.alt);
  // A project already in view is shown where it is: the page does not scroll to it.
  expect(await page.evaluate(() => scrollY)).toBe(0);

  // Back to the first project: it starts again from its first picture.
  await titleLink(page, first.title).click();
  await expect(shownAlt(page, first.title)).toHaveAttribute('alt', first.img[0]!.alt);
});

test('the keyboard works throughout and the picture area keeps its size', async ({ page }) => {
  await openRoute(page, '/projects');
  const last = projects.at(-1)!;
  await titleLink(page, last.title).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page, last.title)).toBeVisible();
  const next = page.getByRole('button', { name: `Next picture of ${last.title}` });
  await next.focus();
  const box = await panel(page, last.title).locator('img:visible').boundingBox();
  await page.keyboard.press('Space');
  await expect(shownAlt(page, last.title)).toHaveAttribute('alt', last.img[1]!.alt);
  expect(await panel(page, last.title).locator('img:visible').boundingBox()).toEqual(box);
});

/** Where a thing ends, from the top of the viewport: only compared with other boxes taken at the same scroll. */
async function bottomOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
}

test(
  'each project’s arrows sit right under its heading and its picture right under them, ' +
    'in a frame of its own shape: no empty band',
  async ({ page }) => {
    await openRoute(page, '/projects');
    for (const project of projects) {
      await titleLink(page, project.title).click();
      await expect(panel(page, project.title)).toBeVisible();
      // On a phone the Share button may wrap under the heading: what follows comes after both.
      let above = Math.max(
        await bottomOf(panel(page, project.title).getByRole('heading', { level: 2 })),
        await bottomOf(panel(page, project.title).getByRole('button', { name: /^Share/ })),
      );
      // A project with one picture has no arrows.
      const next = page.getByRole('button', { name: `Next picture of ${project.title}` });
      if (project.img.length > 1) {
        expect((await next.boundingBox())!.y - above, project.title).toBeLessThanOrEqual(40);
        above = await bottomOf(next);
      }
      const picture = (await shownAlt(page, project.title).boundingBox())!;
      expect(picture.y - above, project.title).toBeLessThanOrEqual(40);
      expect(picture.height, project.title).toBeGreaterThan(100);
      for (const [step, { alt }] of project.img.entries()) {
        await expect(shownAlt(page, project.title)).toHaveAttribute('alt', alt);
        await expect.poll(() => shownPicturesLoaded(page)).toBe(true);
        const [shown, ...others] = await frameBands(page);
        expect({ alt: shown?.alt, others: others.length }, project.title).toEqual({ alt, others: 0 });
        expect(shown!.band, `${project.title}, picture ${step + 1}: px of frame beside it`).toBeLessThanOrEqual(2);
        if (project.img.length > 1) await next.click();
      }
    }
  },
);

test('a project’s own address opens the page with it selected, its picture first', async ({ page }) => {
  const response = await openRoute(page, pathOf(second));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
  await expect(titleLink(page, second.title)).toHaveAttribute('aria-current', 'page');
  await expect(panel(page, second.title)).toBeVisible();
  await expect(panel(page, first.title)).toBeHidden();
  await expect(shownAlt(page, second.title)).toHaveAttribute('loading', 'eager');
});

test('selecting moves the address without leaving the page; back, forward and reload follow', async ({ page }) => {
  await openRoute(page, '/projects');
  // The page that is on screen stays: no transition, no reload.
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.setAttribute('data-still-here', ''));
  await titleLink(page, second.title).click();
  await expect(page).toHaveURL(pathOf(second));
  await titleLink(page, third.title).click();
  await expect(page).toHaveURL(pathOf(third));
  await expect(panel(page, third.title)).toBeVisible();
  await expect(page.locator('h1[data-still-here]')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(pathOf(second));
  await expect(titleLink(page, second.title)).toHaveAttribute('aria-current', 'page');
  await expect(panel(page, second.title)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/projects');
  await expect(panel(page, first.title)).toBeVisible();
  await page.goForward();
  await expect(panel(page, second.title)).toBeVisible();
  await expect(page.locator('h1[data-still-here]')).toHaveCount(1);

  await page.reload();
  await waitForCode(page);
  await expect(titleLink(page, second.title)).toHaveAttribute('aria-current', 'page');
  await expect(panel(page, second.title)).toBeVisible();
});

test('Share copies the project’s link and says so', async ({ page, context, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'clipboard checked once');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, pathOf(second));
  await panel(page, second.title)
    .getByRole('button', { name: `Share ${second.title}` })
    .click();
  await expect(panel(page, second.title).getByRole('status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The site's public address (SITE_URL), with the project's own path.
  expect(new URL(copied).pathname).toBe(pathOf(second));
  expect(baseURL).toBeTruthy();
});

test(
  'each project shows what it is built with, its year and the owner’s part, ' +
    'and links to it running and to its code',
  async ({ page }) => {
    for (const project of projects) {
      await openRoute(page, `/projects/${slugOf(project)}`);
      const shown = panel(page, project.title);
      // The facts' list of tags comes first; a case study under them may have lists of its own.
      const stack = shown.getByRole('list').first();
      if (project.stack) {
        await expect(shown.getByText('Built with:')).toBeAttached();
        await expect(stack.getByRole('listitem')).toHaveText(project.stack);
      } else {
        await expect(stack).toHaveCount(0);
      }
      for (const fact of [project.year, project.role])
        if (fact !== undefined) await expect(shown.getByText(String(fact), { exact: false }).first()).toBeVisible();
      for (const [label, url] of [
        ['Live site', project.liveUrl],
        ['Source code', project.codeUrl],
      ] as const) {
        const link = shown.getByRole('link', { name: `${label} of ${project.title} (opens in a new tab)` });
        if (!url) {
          await expect(link).toHaveCount(0);
          continue;
        }
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  },
);
