import { test, expect, openRoute, recordLayoutShifts, shownOpacity, waitForStill } from './fixtures';
import { routes } from './routes';
import { about, music, owner, projects } from './testSite';
import { slugOf } from '../lib/content/slug';

for (const route of routes) {
  test(`${route.path} answers 200 with its own heading`, async ({ page }) => {
    const response = await openRoute(page, route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  });
}

test('moving between pages moves nothing that shows: the footer fades out and in with the page', async ({ page }) => {
  const shifts = await recordLayoutShifts(page);
  await openRoute(page, '/');
  // Long and short pages in turn, so that the footer has somewhere else to be on each.
  for (const [name, route] of [
    ['Services', routes[3]],
    ['Projects', routes[1]],
    ['About me', routes[4]],
    ['Music', routes[5]],
    ['Contact', routes[2]],
  ] as const) {
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await waitForStill(page);
    expect(await shownOpacity(page.getByRole('contentinfo')), `the footer on ${route.path}`).toBe(1);
    // Right after the click a change is the visitor's own doing; the new page comes in 0.7 s later.
    expect(
      (await shifts(clicked)).filter((shift) => !shift.afterInput),
      `to ${route.path}`,
    ).toEqual([]);
  }
});

test('an unknown path answers 404 with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is off the record');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[0].heading);
});

test('reloading a deep link keeps the page', async ({ page }) => {
  await openRoute(page, '/projects');
  await page.reload();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
});

test('no route requests anything from another host', async ({ page, offsite }) => {
  for (const route of routes) await openRoute(page, route.path);
  expect(offsite).toEqual([]);
});

test('the content is in the HTML and visible without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain links navigate and every page still gives its content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL('/projects');
    // Every project is there, each with its first picture.
    for (const project of projects) {
      await expect(page.getByRole('heading', { name: project.title, level: 2 })).toBeVisible();
      await expect(page.getByText(project.desc)).toBeVisible();
      await expect(page.getByRole('img', { name: project.img[0]!.alt })).toBeVisible();
    }

    // Each project's title leads to its own page, which shows its content too.
    const chosen = projects.at(-1)!;
    await page.getByRole('main').getByRole('listitem').getByRole('link', { name: chosen.title, exact: true }).click();
    await expect(page).toHaveURL(`/projects/${slugOf(chosen)}`);
    await expect(page.getByRole('heading', { name: chosen.title, level: 2 })).toBeVisible();
    await expect(page.getByText(chosen.desc)).toBeVisible();

    await footer.getByRole('link', { name: 'Music' }).click();
    await expect(page).toHaveURL('/music');
    // The browser's own players stand in for the scripted ones.
    await expect(page.locator('audio[controls]')).toHaveCount(music.tracks.length);
    await expect(page.locator('audio[controls]').first()).toBeVisible();
    // Each track's title leads to its own page: the same list, that track marked.
    const track = music.tracks[2]!;
    await page.getByRole('link', { name: track.title, exact: true }).click();
    await expect(page).toHaveURL(`/music/${slugOf(track)}`);
    await expect(page.locator('audio[controls]')).toHaveCount(music.tracks.length);
    await expect(page.getByRole('listitem').filter({ hasText: 'Shared track' })).toContainText(track.title);

    await footer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('main').getByRole('link', { name: owner.email }).first()).toHaveAttribute(
      'href',
      `mailto:${owner.email}`,
    );
    await expect(page.getByText(/Sending opens your e-mail app/)).toBeVisible();
    await expect(page.locator('form')).toHaveAttribute('action', `mailto:${owner.email}`);

    await footer.getByRole('link', { name: 'About me' }).click();
    await expect(page.getByText(`born in ${owner.birthplace}`)).toBeVisible();
    await expect(page.getByRole('img', { name: about.slides[0]!.alt })).toBeVisible();
  });
});
