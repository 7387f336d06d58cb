import { test, expect, openRoute } from './fixtures';
import { routes } from './routes';

for (const route of routes) {
  test(`${route.path} answers 200 with its own heading`, async ({ page }) => {
    const response = await openRoute(page, route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  });
}

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
