import { test, expect, waitForCode, waitForMenuShown } from './fixtures';
import { music, projects, translations } from './testSite';
import { slugOf } from '../lib/content/slug';
import { trackFile } from '../lib/content/audio';
import { urlPath } from '../components/music/trackText';
import { allPaths, languagesOf, routes } from './routes';
import { languageCode } from '../lib/content/locale';

/** Runs only against the build under /portfolio (playwright.base-path.config.ts). */
const prefix = '/portfolio';

test('every route, picture, script and file loads under the sub-path', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  for (const route of routes) {
    const response = await page.goto(`${prefix}${route.path === '/' ? '/' : route.path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);

  const head = await page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    image: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
  }));
  expect(new URL(head.canonical!).pathname).toBe(`${prefix}/music`);
  expect(new URL(head.image!).pathname).toBe(`${prefix}/og/music.png`);
  // The favicon travels inside the page; the manifest's icon files are under the sub-path.
  expect(head.icon).toMatch(/^data:image\/svg\+xml,/);
  const manifest = (await (await page.request.get(head.manifest!)).json()) as { icons: { src: string }[] };
  const iconFiles = manifest.icons.map((icon) => icon.src).filter((src) => !src.startsWith('data:'));
  expect(iconFiles.length).toBeGreaterThan(0);
  for (const url of [new URL(head.image!).pathname, head.manifest!, ...iconFiles]) {
    expect(url.startsWith(prefix), url).toBe(true);
    expect((await page.request.get(url)).status(), url).toBe(200);
  }
});

test('the menu, page transitions, resume, player and sitemap respect the sub-path', async ({ page }) => {
  await page.goto(`${prefix}/`);
  await waitForCode(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await waitForMenuShown(page);
  await expect(menu.getByRole('link', { name: /^Resume/ })).toHaveAttribute('href', `${prefix}/resume.pdf`);
  const pdf = await page.request.get(`${prefix}/resume.pdf`);
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await menu.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(`${prefix}/projects`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Music' }).click();
  await expect(page).toHaveURL(`${prefix}/music`);
  await page.getByRole('group', { name: 'Audio player' }).first().getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const audio = document.querySelector('audio')!;
        return { playing: !audio.paused, src: new URL(audio.src).pathname };
      }),
    )
    .toEqual({ playing: true, src: `${prefix}${urlPath(trackFile(music.tracks[0]!))}` });

  const sitemap = await (await page.request.get(`${prefix}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.every((path) => path.startsWith(prefix))).toBe(true);
  // Every page in every language of the tests' site (a post in those it is written in).
  const languages = ['en', ...translations.map((translation) => languageCode(translation.locale))];
  expect(paths).toHaveLength(allPaths.reduce((count, page) => count + languagesOf(page, languages).length, 0));
  // Every project's and track's own page is there, under the sub-path.
  for (const path of paths) expect((await page.request.get(path)).status(), path).toBe(200);

  // The language switcher stays under the sub-path, and on the same page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(`${prefix}/es/music`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a project’s and a track’s own addresses carry the sub-path', async ({ page }) => {
  const project = projects[1]!;
  await page.goto(`${prefix}/projects`);
  await waitForCode(page);
  const link = page.getByRole('main').getByRole('listitem').getByRole('link', { name: project.title, exact: true });
  await expect(link).toHaveAttribute('href', `${prefix}/projects/${slugOf(project)}`);
  await link.click();
  await expect(page).toHaveURL(`${prefix}/projects/${slugOf(project)}`);
  await expect(page.getByRole('article', { name: project.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: project.title })).toBeVisible();

  const track = music.tracks[3]!;
  await page.goto(`${prefix}/music/${slugOf(track)}`);
  await waitForCode(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'Shared track' })).toContainText(track.title);
  const og = await page.locator('meta[property="og:url"]').getAttribute('content');
  expect(new URL(og!).pathname).toBe(`${prefix}/music/${slugOf(track)}`);
});

test('an unknown path under the sub-path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto(`${prefix}/no-such-page`);
  expect(response?.status()).toBe(404);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(`${prefix}`);
});
