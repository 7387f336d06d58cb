import { test, expect, openRoute, textInsideCorners } from './fixtures';
import { services } from './testSite';

test('the services page lists every service with its icon and a way to get in touch', async ({ page }) => {
  await openRoute(page, '/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services.heading);
  for (const service of services.items) {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.title }) });
    await expect(item).toContainText(service.desc);
    await expect(item.locator('svg')).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Tell me about your project' }).click();
  await expect(page).toHaveURL('/contact');
});

test(
  'the call to action keeps its words inside its rounded box when they wrap',
  { tag: '@layout' },
  async ({ page }) => {
    await openRoute(page, '/services');
    const button = page.getByRole('main').getByRole('link', { name: 'Tell me about your project' });
    const height = (await button.boundingBox())!.height;
    // As an owner's longer words would (content/wording.ts), on any screen.
    await button.evaluate((element) => (element.textContent = 'Tell me about your project: '.repeat(30)));
    expect((await button.boundingBox())!.height, 'the words wrap').toBeGreaterThan(1.5 * height);
    expect(await textInsideCorners(button)).toBe(true);
  },
);
