import { test, expect, openRoute } from './fixtures';

test('--vh is 1% of the window height, updated 1 s after the last resize', async ({ page }) => {
  // The page's timers run on a clock the test moves: 1000 ms is the page's, whatever the machine's speed.
  await page.clock.install();
  await openRoute(page, '/');
  const vh = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--vh'));
  const initial = await page.evaluate(() => window.innerHeight * 0.01);
  expect(await vh()).toBe(`${initial}px`);

  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // The clock moves only once the page has had its resize event (the new height alone can come first).
  const resized = page.evaluate(
    () => new Promise<void>((resolve) => addEventListener('resize', () => resolve(), { once: true })),
  );
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 });
  await resized;
  expect(await page.evaluate(() => window.innerHeight)).toBe(600);
  await page.clock.runFor(900);
  expect(await vh(), 'not yet: the update waits for 1000 ms of calm').toBe(`${initial}px`);
  await page.clock.runFor(200);
  expect(await vh()).toBe('6px');
});
