import { test, expect, openRoute } from './fixtures';
import { variantsOf } from './pictures';
import { contact, home } from './testSite';

test(
  'a picture that fails to load says so, and the rest of the page works',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    // The first home picture, in every size and format (its variants share the name the build gave them).
    const first = home.tiles[0]!.img[0]!;
    await page.route(`**${variantsOf(first.src)}-*`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await openRoute(page, '/');
    const tile = testInfo.project.name === 'phone' ? 'the gallery' : 'gallery tile 1';
    const button = page.getByRole('button', { name: `Show the next picture in ${tile}` });
    await expect(button.getByText(`Picture unavailable: ${first.alt}`)).toBeVisible();
    await button.click();
    await expect(button.locator('img:visible')).toHaveAttribute(
      'alt',
      testInfo.project.name === 'phone' ? home.phoneGallery[1]!.img.alt : home.tiles[0]!.img[1]!.alt,
    );
    await expect(button.getByText('Picture unavailable')).toBeHidden();
  },
);

test('on a slow network the page shows its content and a slow send keeps the message safe', async ({ page }) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  // About "Slow 3G": 400 ms round trip, 50 KB/s.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await page.addInitScript(() => {
    window.__contactEmailConfig = {
      serviceId: 'service_test',
      templateId: 'template_test',
      publicKey: 'public_test',
      blockHeadless: false,
    };
  });
  let answer: () => void = () => {};
  await page.route('https://api.emailjs.com/api/v1.0/email/send', async (route) => {
    await new Promise<void>((resolve) => (answer = resolve));
    await route.fulfill({ status: 200, body: 'OK' });
  });

  await page.goto('/contact', { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.heading);
  await page.waitForLoadState('load', { timeout: 60_000 });
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ada');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Hello over a slow line');
  // The code arrives after the first view (focusing a field asks for it at once); until then
  // Send would hand the message to the mail app. It is ready when that note goes, and what
  // was typed meanwhile is still there.
  await expect(page.getByText('Sending opens your e-mail app')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Hello over a slow line');
  const request = page.waitForRequest('https://api.emailjs.com/api/v1.0/email/send', { timeout: 60_000 });
  await page.getByRole('button', { name: contact.sendLabel }).click();

  await expect(page.getByRole('status')).toHaveText(contact.thanks);
  // While the e-mail service is slow to answer, there is no second send.
  const sending = page.getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  await request;
  await expect(sending).toBeDisabled();
  answer();
  await expect(page.getByRole('button', { name: contact.sendLabel })).toBeEnabled({ timeout: 30_000 });
});
