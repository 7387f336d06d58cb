import { test, expect, openRoute, waitForMenuShown } from './fixtures';
import { owner } from './testSite';
import type { Page } from '@playwright/test';

const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

/** Where the top of the app (its header) sits, and the window height. */
async function appOffset(page: Page) {
  return page.evaluate(() => ({
    top: document.querySelector('header')!.getBoundingClientRect().top,
    height: window.innerHeight,
  }));
}

test.beforeEach(async ({ page }) => {
  await openRoute(page, '/');
});

test('the hamburger opens the menu with every link', async ({ page }) => {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const menu = menuDialog(page);
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

  const link = (name: string | RegExp) => menu.getByRole('link', { name });
  await expect(link('Projects')).toHaveAttribute('href', '/projects');
  await expect(link('Contact')).toHaveAttribute('href', '/contact');
  await expect(link('About me')).toHaveAttribute('href', '/about');
  await expect(link('Get in touch')).toHaveAttribute('href', '/contact');
  // The CV the build makes from the site's resume.json (it names no PDF of its own).
  await expect(link(/^Resume/)).toHaveAttribute('href', '/resume.pdf');
  await expect(link(/^Resume/)).toHaveAttribute('target', '_blank');
  await expect(link(/^Resume/)).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link(owner.email!)).toHaveAttribute('href', `mailto:${owner.email}`);
  // Every profile, in the content's order, each marked as the owner's own (rel="me").
  const profiles = menu.locator('a[rel~="me"]');
  await expect(profiles).toHaveCount(owner.profiles!.length);
  for (const [index, { name, url }] of owner.profiles!.entries()) {
    await expect(profiles.nth(index)).toHaveAccessibleName(`${name} (opens in a new tab)`);
    await expect(profiles.nth(index)).toHaveAttribute('href', url);
    await expect(profiles.nth(index)).toHaveAttribute('target', '_blank');
    await expect(profiles.nth(index)).toHaveAttribute('rel', 'me noopener noreferrer');
  }
});

test.describe('on a 320 px phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone width');
  test.use({ viewport: { width: 320, height: 640 } });

  test('a name long enough to wrap leaves the menu button its full size, clear of the name', async ({ page }) => {
    const name = page.getByRole('banner').getByRole('link', { name: owner.name });
    await name.evaluate((link) => (link.textContent = 'Maximiliane Alexandra von Hohenzollern-Sigmaringen'));
    const [button, text] = [
      (await toggle(page).boundingBox())!,
      (await page.getByRole('banner').getByRole('link').boundingBox())!,
    ];
    expect(text.height, 'the name wraps').toBeGreaterThan(60);
    expect([button.width, button.height]).toEqual([48, 48]);
    expect(button.x - (text.x + text.width)).toBeGreaterThanOrEqual(16);
  });
});

test('the footer shows the e-mail address and every profile, with its icon, marked rel="me"', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: `E-mail ${owner.email}` })).toHaveAttribute(
    'href',
    `mailto:${owner.email}`,
  );
  const profiles = footer.locator('a[rel~="me"]');
  await expect(profiles).toHaveCount(owner.profiles!.length);
  for (const [index, { name, url }] of owner.profiles!.entries()) {
    await expect(profiles.nth(index)).toHaveAccessibleName(`${name} (opens in a new tab)`);
    await expect(profiles.nth(index)).toHaveAttribute('href', url);
    await expect(profiles.nth(index).locator('svg')).toBeVisible();
  }
});

test('the keyboard opens the menu and Escape closes it, returning focus', async ({ page }) => {
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(menuDialog(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // Tab stays in the menu: the app behind it is inert.
  await page.keyboard.press('Tab');
  await expect(menuDialog(page).getByRole('link', { name: 'Projects' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
  await expect(menuDialog(page)).toBeHidden();
});

test(
  'opening pushes the app down (70% of the window on a phone, 50% on a desktop) and locks scroll; ' +
    'closing reverses it',
  async ({ page }, testInfo) => {
    await toggle(page).click();
    // The push takes 1 s (MENU_SLIDE_MS) and ends at that share of the window's height.
    const share = testInfo.project.name === 'phone' ? 0.7 : 0.5;
    await expect
      .poll(async () => {
        const { top, height } = await appOffset(page);
        return Math.abs(top - height * share);
      })
      .toBeLessThanOrEqual(1);
    await waitForMenuShown(page);

    const before = await page.evaluate(() => window.scrollY);
    // The wheel has been handled once its event has reached the page and a frame has been drawn after it.
    const wheeled = page.evaluate(
      () =>
        new Promise((resolve) =>
          addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), {
            once: true,
            capture: true,
          }),
        ),
    );
    await page.mouse.wheel(0, 600);
    await wheeled;
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(toggle(page)).toBeFocused();
    await expect.poll(async () => (await appOffset(page)).top).toBe(0);
    await expect(menuDialog(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  },
);

test(
  'the links rise in one after another, and however many there are, ' + 'the last is in place 1.56 s after opening',
  async ({ page }) => {
    // Each link's entrance, read from its own animation as soon as it exists, watched from before
    // the click: [start, end] in ms after the menu opened.
    type Watched = Window & { menuEntrances?: [number, number][] };
    await page.evaluate(() => {
      const items = Array.from(document.querySelectorAll('#site-menu li'));
      const seen = new Map<Element, [number, number]>();
      const read = () => {
        for (const item of items) {
          const timing = item.getAnimations()[0]?.effect?.getComputedTiming();
          if (timing && !seen.has(item)) seen.set(item, [Number(timing.delay), Number(timing.endTime)]);
        }
        if (seen.size === items.length) (window as Watched).menuEntrances = items.map((item) => seen.get(item)!);
        else requestAnimationFrame(read);
      };
      read();
    });
    await toggle(page).click();
    const timings = (await (await page.waitForFunction(() => (window as Watched).menuEntrances)).jsonValue())!;
    // The tests' site has more links than fit 80 ms apart in the spread: the steps close up.
    expect(timings.length).toBeGreaterThan(8);
    const starts = timings.map(([start]) => start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
    // The menu's state delay of 500 ms, a spread of at most 560 ms, then each link's 500 ms rise.
    expect(starts[0]).toBeCloseTo(500, 0);
    expect(Math.max(...timings.map(([, end]) => end))).toBeLessThanOrEqual(1560 + 1);
  },
);

test('the revealed menu is not covered when the page was scrolled', async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 400 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await toggle(page).click();
  await waitForMenuShown(page);
  // The close button sits in the top bar of the menu; it must be the topmost element there.
  const closeButton = page.getByRole('button', { name: 'Close menu' });
  await closeButton.click({ trial: true });
  await closeButton.click();
  await expect(menuDialog(page)).toBeHidden();
});

test('navigating from the menu closes it', async ({ page }) => {
  await toggle(page).click();
  await menuDialog(page).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuDialog(page)).toBeHidden();
});

test('the browser back button closes an open menu', async ({ page }) => {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
  await toggle(page).click();
  await expect(menuDialog(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(menuDialog(page)).toBeHidden();
});

test('a new page starts at its top, even when the link was at the bottom of the last one', async ({ page }) => {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();
});
