import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, openRoute, waitForStill } from './fixtures';
import { music, projects } from './testSite';

/**
 * The first thirty seconds: from Home, the owner's present, their work, their latest track and
 * their writing, each one tap away; About's way to the CV; Projects' way to a case study. In a
 * phone's window and a desktop's (the file is a layout spec: the first screen is the point).
 */
const resume = JSON.parse(readFileSync(path.join(__dirname, 'sites', 'demo', 'content', 'resume.json'), 'utf8')) as {
  work: { name: string; position: string; endDate?: string }[];
};
const job = resume.work.find((entry) => !entry.endDate)!;
/** The tests' site's newest track: it has loose tracks only. */
const newest = [...music.tracks].sort((a, b) => (b.released ?? '').localeCompare(a.released ?? ''))[0]!;

/** Whether the whole of `locator` is inside the window as it is, unscrolled. */
async function inFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const { height } = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

async function openHome(page: Page) {
  await openRoute(page, '/');
  // The intro overlay of a first visit has parted.
  await waitForStill(page);
}

test('the owner’s current role and employer are in the first screen', async ({ page }) => {
  await openHome(page);
  const present = page.getByText(`${job.position} at ${job.name}`);
  await expect(present).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await inFirstScreen(page, present)).toBe(true);
});

test('one tap on a selected project opens its case study', async ({ page }) => {
  await openHome(page);
  const work = page.getByRole('region', { name: 'Selected work' });
  await expect(work.getByRole('heading', { level: 3 })).toHaveText(projects.slice(0, 3).map((each) => each.title));
  await work.getByRole('link', { name: projects[0]!.title, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/retention-curve#case-study$/);
  await expect(page.getByRole('heading', { name: 'Case study', exact: true })).toBeInViewport();
});

test('one tap plays the latest track on Home, and Now playing shows it on the next page', async ({ page }) => {
  await openHome(page);
  const latest = page.getByRole('region', { name: 'Latest track' });
  await expect(latest.getByRole('link', { name: newest.title, exact: true })).toBeVisible();
  await latest.getByRole('button', { name: `Play ${newest.title}`, exact: true }).click();
  // It sounds, and moves on, with the visitor still on Home.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('audio')].some((audio) => audio.currentTime > 0.3)))
    .toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(latest.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About me' }).click();
  await expect(page).toHaveURL(/\/about$/);
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar.getByRole('link', { name: newest.title })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
});

test('a post’s link on Home opens the post', async ({ page }) => {
  await openHome(page);
  const writing = page.getByRole('region', { name: 'Latest writing' });
  const first = writing.getByRole('listitem').first().getByRole('link');
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
});

test('About’s “Experience” link brings the CV’s experience into view', async ({ page }) => {
  await openRoute(page, '/about');
  const links = page.getByRole('navigation', { name: 'CV', exact: true });
  await expect(links.getByRole('link', { name: 'Experience', exact: true })).toBeInViewport();
  await links.getByRole('link', { name: 'Experience', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Experience', level: 2 })).toBeInViewport();
});

test('on Projects, a project’s case-study link is in the first screen', async ({ page }) => {
  await openRoute(page, '/projects');
  const link = page.getByRole('link', { name: /^Read the case study/ }).first();
  await expect(link).toBeVisible();
  expect(await inFirstScreen(page, link)).toBe(true);
});
