import { test, expect, openRoute } from './fixtures';
import { projects } from '../content';
import type { Page } from '@playwright/test';

const titleButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const panel = (page: Page, title: string) => page.getByRole('article', { name: title });
const shownAlt = (page: Page, title: string) => panel(page, title).locator('img:visible');

test('lists every project title as a button, the first one selected', async ({ page }) => {
  await openRoute(page, '/projects');
  for (const project of projects) await expect(titleButton(page, project.title)).toBeVisible();
  await expect(titleButton(page, projects[0]!.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(page, projects[0]!.title)).toContainText(projects[0]!.desc);
});

test('selecting a title shows that project from its first picture; the arrows wrap', async ({ page }) => {
  await openRoute(page, '/projects');
  const [first, second] = projects as [(typeof projects)[0], (typeof projects)[0]];

  // Move the first project to its second picture, then wrap backwards past the start.
  await page.getByRole('button', { name: `Next picture of ${first.title}` }).click();
  await expect(shownAlt(page, first.title)).toHaveAttribute('alt', first.img[1]!.alt);
  await page.getByRole('button', { name: `Previous picture of ${first.title}` }).click();
  await page.getByRole('button', { name: `Previous picture of ${first.title}` }).click();
  await expect(shownAlt(page, first.title)).toHaveAttribute('alt', first.img.at(-1)!.alt);
  await page.getByRole('button', { name: `Next picture of ${first.title}` }).click();
  await expect(shownAlt(page, first.title)).toHaveAttribute('alt', first.img[0]!.alt);
  await page.getByRole('button', { name: `Next picture of ${first.title}` }).click();

  await titleButton(page, second.title).click();
  await expect(titleButton(page, second.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(titleButton(page, first.title)).toHaveAttribute('aria-pressed', 'false');
  await expect(panel(page, second.title)).toContainText(second.desc);
  await expect(panel(page, first.title)).toBeHidden();
  await expect(shownAlt(page, second.title)).toHaveAttribute('alt', second.img[0]!.alt);

  // Back to the first project: it starts again from its first picture.
  await titleButton(page, first.title).click();
  await expect(shownAlt(page, first.title)).toHaveAttribute('alt', first.img[0]!.alt);
});

test('the keyboard works throughout and the picture area keeps its size', async ({ page }) => {
  await openRoute(page, '/projects');
  const last = projects.at(-1)!;
  await titleButton(page, last.title).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page, last.title)).toBeVisible();
  const next = page.getByRole('button', { name: `Next picture of ${last.title}` });
  await next.focus();
  const box = await panel(page, last.title).locator('img:visible').boundingBox();
  await page.keyboard.press('Space');
  await expect(shownAlt(page, last.title)).toHaveAttribute('alt', last.img[1]!.alt);
  expect(await panel(page, last.title).locator('img:visible').boundingBox()).toEqual(box);
});
