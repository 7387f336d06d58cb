import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, openRoute } from './fixtures';
import { routes } from './routes';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every WCAG 2.x A/AA rule, plus "label in name" (WCAG 2.5.3), which axe ships as experimental
 * and so leaves out unless asked: a voice-control user says what a control shows.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(WCAG_22_AA);

for (const route of routes) {
  test(`${route.path} has no WCAG 2.2 AA violations, menu closed and open`, async ({ page }) => {
    await openRoute(page, route.path);
    // Past the home intro and the entrance animations: axe judges what a visitor sees.
    await page.waitForTimeout(1800);
    const closed = await axe(page).analyze();
    expect(closed.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    if (await toggle.isVisible()) {
      await toggle.click();
      await page.waitForTimeout(1600);
      const open = await axe(page).analyze();
      expect(open.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
