import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect, openRoute, trackRow, waitForMenuShown } from './fixtures';
import { anotherSite } from './anotherSite';
import { routes } from './routes';
import { contact, music, owner, projects } from './testSite';
import { slugOf } from '../lib/content/slug';
import { trackFile } from '../lib/content/audio';

/*
 * out/ as a self-hoster serves it: the nginx configuration docs/hosting.md gives
 * (scripts/hosting/nginx.conf) in a real nginx (scripts/test/test-nginx.mjs starts it). First
 * what each answer carries, then the core checks in the browser.
 */
const out = path.join(__dirname, '..', 'out');
const pages = [
  ...routes.map((route) => route.path as string),
  `/projects/${slugOf(projects[1]!)}`,
  `/music/${slugOf(music.tracks[2]!)}`,
];
const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "frame-ancestors 'none'",
};

test.describe('what nginx answers', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP answers are checked once');

  test('every page answers 200 without a trailing slash and 301 to it with one, never 404', async ({ request }) => {
    for (const page of pages) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(200);
      expect(response.headers()['content-type'], page).toMatch(/^text\/html/);
      if (page === '/') continue;
      const slashed = await request.get(`${page}/`, { maxRedirects: 0 });
      expect(slashed.status(), `${page}/`).toBe(301);
      expect(slashed.headers()['location'], `${page}/`).toBe(page);
    }
  });

  test('a post’s old address answers 301 to its page, with or without its closing slash', async ({ request }) => {
    for (const old of ['/posts/a-live-session/', '/posts/a-live-session']) {
      const response = await request.get(old, { maxRedirects: 0 });
      expect(response.status(), old).toBe(301);
      expect(response.headers()['location'], old).toBe('/writing/a-live-session');
    }
    // The server's own files are not the visitors'.
    for (const own of ['/_redirects.nginx', '/_redirects', '/_headers'])
      expect((await request.get(own, { maxRedirects: 0 })).status(), own).toBe(404);
  });

  test('an unknown path answers 404 with the site’s own 404 page', async ({ request }) => {
    for (const unknown of ['/no-such-page', '/projects/no-such-project', '/no/such/thing.html']) {
      const response = await request.get(unknown, { maxRedirects: 0 });
      expect(response.status(), unknown).toBe(404);
      expect(await response.text(), unknown).toBe(readFileSync(path.join(out, '404.html'), 'utf8'));
    }
  });

  test('pages carry the security headers and must be revalidated; hashed files are immutable and keep them', async ({
    request,
  }) => {
    for (const page of pages) {
      const headers = (await request.get(page)).headers();
      expect(headers, page).toMatchObject({
        ...securityHeaders,
        'cache-control': 'public, max-age=0, must-revalidate',
      });
    }
    const script = readFileSync(path.join(out, 'index.html'), 'utf8').match(/\/_next\/static\/[^"' ]+\.js/)![0];
    const picture = `/_img/${readdirSync(path.join(out, '_img'))[0]}`;
    for (const asset of [script, picture]) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers(), asset).toMatchObject({
        ...securityHeaders,
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
  });

  test('the manifest has its own type, and HTML, CSS and JavaScript go out compressed', async ({ request }) => {
    expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toBe('application/manifest+json');
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const stylesheet = html.match(/\/_next\/static\/[^"' ]+\.css/)![0];
    const script = html.match(/\/_next\/static\/[^"' ]+\.js/)![0];
    for (const url of ['/', '/projects', stylesheet, script]) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers()['content-encoding'], url).toBe('gzip');
    }
  });

  test(
    'the podcast feed and the playlist go out with types their apps know, compressed; ' +
      'a title with spaces is a file too',
    async ({ request }) => {
      const feed = await request.get('/music/feed.xml', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^(text|application)\/(rss\+)?xml\b/);
      expect(feed.headers()['content-encoding']).toBe('gzip');
      const playlist = await request.get('/music/playlist.m3u', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(playlist.status()).toBe(200);
      expect(playlist.headers()['content-type']).toBe('audio/x-mpegurl');
      expect(playlist.headers()['content-encoding']).toBe('gzip');
      // Its entries are URL-encoded file names ("Night%20Drive.mp3"): nginx finds each file.
      for (const url of (await playlist.text()).split('\n').filter((line) => /^https?:/.test(line))) {
        expect((await request.head(new URL(url).pathname)).status(), url).toBe(200);
      }
    },
  );

  test('the Bluesky DID answers as plain text at /.well-known/atproto-did', async ({ request }) => {
    const answer = await request.get('/.well-known/atproto-did');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe(owner.blueskyDid);
  });

  test('audio answers a range request with 206 and exactly those bytes', async ({ request }) => {
    const file = trackFile(music.tracks[2]!);
    const bytes = readFileSync(path.join(out, file));
    const response = await request.get(file, { headers: { Range: 'bytes=100-1123' } });
    expect(response.status()).toBe(206);
    expect(response.headers()['content-range']).toBe(`bytes 100-1123/${bytes.length}`);
    expect(response.headers()['content-type']).toBe('audio/mpeg');
    expect(Buffer.compare(await response.body(), bytes.subarray(100, 1124))).toBe(0);
  });
  test('an embed page may be framed by any site, and no other page', async ({ request }) => {
    const embed = await request.get(`/embed/track/${slugOf(music.tracks[0]!)}`, { maxRedirects: 0 });
    expect(embed.status()).toBe(200);
    expect(embed.headers()).toMatchObject({ ...securityHeaders, 'content-security-policy': 'frame-ancestors *' });
    const oembed = await request.get(`/embed/track/${slugOf(music.tracks[0]!)}/oembed.json`);
    expect(oembed.headers()['content-type']).toMatch(/^application\/json/);
    expect((await request.get('/music')).headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  });
});

const otherSite = anotherSite();

test.describe('the site on nginx, in the browser', () => {
  test('another site’s page shows a framed player, and a framed page of the site is refused', async ({
    page,
    baseURL,
  }) => {
    const embedPath = `/embed/track/${slugOf(music.tracks[0]!)}`;
    await otherSite.open(
      page,
      `<iframe src="${baseURL}${embedPath}" title="Player"></iframe>` +
        `<iframe src="${baseURL}/music" title="Music"></iframe>`,
    );
    await expect(page.frameLocator('iframe[title="Player"]').getByRole('slider')).toBeVisible();
    // Refused by its header: the browser shows its own error page in that frame, never the site's.
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
    expect(page.frames().some((frame) => frame.url().endsWith('/music'))).toBe(false);
  });

  test('every page renders its heading with nothing blocked by the policy', async ({ page }) => {
    // The fixtures fail the test on any CSP violation, page error or request off the server.
    for (const route of routes) {
      await openRoute(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    }
  });

  test('the menu opens and leads on; a track plays; Send without a mail service opens the mail app', async ({
    page,
  }) => {
    await openRoute(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await waitForMenuShown(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.heading);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Hello from nginx');
    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await page.getByRole('button', { name: contact.sendLabel }).click();
    expect(decodeURIComponent((await mailto).url())).toContain(
      `mailto:${owner.email}?subject=Message from Ada Lovelace`,
    );

    await page.getByRole('contentinfo').getByRole('link', { name: 'Music' }).click();
    await expect(page).toHaveURL('/music');
    const first = trackRow(page, music.tracks[0]!.title);
    await first.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0))
      .toBe(true);
  });

  test('a post’s audio file beside it plays, and its video card loads the player the page’s policy allows', async ({
    page,
  }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await openRoute(page, '/writing/a-live-session');
    const take = page.getByRole('figure').filter({ hasText: 'A live take of the session' });
    await take.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0))
      .toBe(true);
    await page.getByRole('link', { name: /^Play: The session on film/ }).click();
    // The fixtures fail the test on a frame the policy blocks.
    await expect(page.locator('iframe[title="The session on film (YouTube)"]')).toBeVisible();
  });
});
