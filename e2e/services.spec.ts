import { test, expect, openRoute } from './fixtures';
import { services } from './sites/demo/content';

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
