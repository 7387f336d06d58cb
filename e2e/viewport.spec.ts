import { test, expect, openRoute } from './fixtures';

test('--vh is 1% of the window height, updated 1 s after the last resize', async ({ page }) => {
  await openRoute(page, '/');
  const vh = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--vh'));
  const initial = await page.evaluate(() => window.innerHeight * 0.01);
  expect(await vh()).toBe(`${initial}px`);

  await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 });
  await page.waitForTimeout(500);
  expect(await vh(), 'not yet: the update waits for 1000 ms of calm').toBe(`${initial}px`);
  await page.waitForTimeout(700);
  expect(await vh()).toBe('6px');
});
