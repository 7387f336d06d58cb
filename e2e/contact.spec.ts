import { test, expect, openRoute } from './fixtures';
import { contact, owner } from './testSite';
import type { Page, Route } from '@playwright/test';

const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
const config = {
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
  blockHeadless: false,
};
const typed = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'I heard your track and would like to collaborate.',
};

const field = (page: Page, name: 'Name' | 'Email' | 'Message') =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillForm(page: Page, values = typed) {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Message').fill(values.message);
}

async function expectTyped(page: Page) {
  await expect(field(page, 'Name')).toHaveValue(typed.name);
  await expect(field(page, 'Email')).toHaveValue(typed.email);
  await expect(field(page, 'Message')).toHaveValue(typed.message);
}

test.describe('with the e-mail service configured', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((value) => {
      window.__contactEmailConfig = value;
    }, config);
  });

  test('sends the typed values, clears the form and thanks for 5 s', async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route(SEND_URL, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await openRoute(page, '/contact');
    await expect(page.getByText(/Sending opens your e-mail app/)).toBeHidden();
    await fillForm(page);
    // The page's own clock times the note, from the moment it is shown to the moment it goes:
    // a test that noticed either late on a busy machine would read another length.
    await page.getByRole('status', { includeHidden: true }).evaluate((status) => {
      const shown: number[] = [];
      const gone: number[] = [];
      Object.assign(window, { thanksShown: shown, thanksGone: gone });
      new MutationObserver(() => (status.textContent?.trim() ? shown : gone).push(performance.now())).observe(status, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.getByRole('button', { name: contact.sendLabel }).click();

    await expect(page.getByRole('status')).toHaveText(contact.thanks);
    for (const name of ['Name', 'Email', 'Message'] as const) await expect(field(page, name)).toHaveValue('');
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toMatchObject({
      lib_version: expect.any(String),
      user_id: config.publicKey,
      service_id: config.serviceId,
      template_id: config.templateId,
      template_params: typed,
    });

    await expect(page.getByText(contact.thanks)).toBeHidden({ timeout: 7000 });
    const { shown, gone } = await page.evaluate(() => {
      const times = window as unknown as { thanksShown: number[]; thanksGone: number[] };
      return { shown: times.thanksShown, gone: times.thanksGone };
    });
    expect(shown.length).toBeGreaterThan(0);
    expect(gone.at(-1)! - shown[0]!).toBeGreaterThanOrEqual(4990);
  });

  for (const [failure, answer] of [
    ['a 500 answer', (route: Route) => route.fulfill({ status: 500, body: 'Internal error' })],
    ['an aborted request', (route: Route) => route.abort('failed')],
  ] as const) {
    test(`${failure} puts the message back with an error and a working Retry`, async ({ page }) => {
      let calls = 0;
      await page.route(SEND_URL, async (route) => {
        calls++;
        if (calls === 1) await answer(route);
        else await route.fulfill({ status: 200, body: 'OK' });
      });
      await openRoute(page, '/contact');
      await fillForm(page);
      await page.getByRole('button', { name: contact.sendLabel }).click();

      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText('could not be sent');
      await expect(page.getByText(contact.thanks)).toBeHidden();
      await expectTyped(page);
      await expect(alert.getByRole('link', { name: 'Send it with your e-mail app instead' })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${owner.email}\\?subject=Message%20from%20Ada%20Lovelace&body=I%20heard`),
      );

      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('status')).toHaveText(contact.thanks);
      await expect(alert).toBeHidden();
      await expect.poll(() => calls).toBe(2);
    });
  }

  test('a second message within 10 s is refused with a clear message', async ({ page }) => {
    let calls = 0;
    await page.route(SEND_URL, async (route) => {
      calls++;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await openRoute(page, '/contact');
    await fillForm(page);
    await page.getByRole('button', { name: contact.sendLabel }).click();
    await expect(page.getByRole('status')).toHaveText(contact.thanks);
    await fillForm(page);
    await page.getByRole('button', { name: contact.sendLabel }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Please wait 10 seconds');
    await expectTyped(page);
    expect(calls).toBe(1);
  });
});

test('with no e-mail service set up, sending opens the mail app with the message', async ({ page }) => {
  await openRoute(page, '/contact');
  await expect(page.getByText(/Sending opens your e-mail app/)).toBeVisible();
  await fillForm(page);
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await page.getByRole('button', { name: contact.sendLabel }).click();
  const url = decodeURIComponent((await mailto).url());
  expect(url).toContain(`mailto:${owner.email}?subject=Message from ${typed.name}`);
  expect(url).toContain(typed.message);
  expect(url).toContain(typed.email);
  await expect(page.getByRole('status')).toContainText('Your e-mail app should now open');
});

test('empty and white-space-only fields are refused with messages', async ({ page }) => {
  const sent: string[] = [];
  await page.route(SEND_URL, (route) => {
    sent.push(route.request().url());
    return route.abort();
  });
  await openRoute(page, '/contact');
  await page.getByRole('button', { name: contact.sendLabel }).click();
  // The browser's own required-field check stops the empty form.
  const nameField = field(page, 'Name');
  expect(await nameField.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(await nameField.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');

  await fillForm(page, { ...typed, message: '    ' });
  await page.getByRole('button', { name: contact.sendLabel }).click();
  await expect(page.getByText('Please write a message, not just spaces.')).toBeVisible();
  await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Message')).toBeFocused();

  await field(page, 'Email').fill('not-an-address');
  await page.getByRole('button', { name: contact.sendLabel }).click();
  expect(await field(page, 'Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  expect(sent).toEqual([]);
});

test('each field runs the way what is typed in it reads: Arabic right to left on an English page', async ({ page }) => {
  await openRoute(page, '/contact');
  const direction = (name: 'Name' | 'Email' | 'Message') =>
    field(page, name).evaluate((el) => getComputedStyle(el).direction);
  await field(page, 'Name').fill('ليلى حداد');
  await field(page, 'Message').fill('مرحبًا، سمعت مقطوعتك.');
  await field(page, 'Email').fill('laila@example.com');
  expect([await direction('Name'), await direction('Message'), await direction('Email')]).toEqual([
    'rtl',
    'rtl',
    'ltr',
  ]);
});
