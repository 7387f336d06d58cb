import { test, expect, openRoute, waitForMenuShown, waitForStill } from './fixtures';
import { routes } from './routes';
import { axe, violationsOf } from './axe';

for (const route of routes) {
  test(`${route.path} has no WCAG 2.2 AA violations, menu closed and open`, async ({ page }) => {
    await openRoute(page, route.path);
    // Past the home intro and the entrance animations: axe judges what a visitor sees.
    await waitForStill(page);
    const closed = await axe(page).analyze();
    expect(violationsOf(closed)).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    if (await toggle.isVisible()) {
      await toggle.click();
      await waitForMenuShown(page);
      const open = await axe(page).analyze();
      expect(violationsOf(open)).toEqual([]);
    }
  });
}
