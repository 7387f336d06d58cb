/** @jest-environment node */
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

jest.mock('node:fs', () => ({ existsSync: jest.fn() }));
jest.mock('@playwright/test', () => ({ chromium: { executablePath: () => '/playwright/chromium-1234/chrome' } }));

/** The machine has exactly these files. */
const machineWith = (...files: string[]) =>
  jest.mocked(existsSync).mockImplementation((file) => files.includes(String(file)));

describe('which Chromium a script drives', () => {
  const chromePath = process.env.CHROME_PATH;
  beforeEach(() => delete process.env.CHROME_PATH);
  afterAll(() => {
    if (chromePath === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = chromePath;
  });

  test('on Debian with both packages, the tests get the headless shell and everything else the full browser', () => {
    machineWith('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(findChromium({ headlessShell: true })).toEqual({
      executablePath: '/usr/bin/chromium-headless-shell',
      found: true,
    });
    expect(findChromium()).toEqual({ executablePath: '/usr/bin/chromium', found: true });
  });

  test('without the headless shell, the tests fall back to the full browser', () => {
    machineWith('/usr/bin/chromium');
    expect(findChromium({ headlessShell: true })).toEqual({ executablePath: '/usr/bin/chromium', found: true });
  });

  test(
    "Playwright's own browser, where installed, comes before the system's: " + 'Playwright picks its shell itself',
    () => {
      machineWith('/playwright/chromium-1234/chrome', '/usr/bin/chromium-headless-shell');
      expect(findChromium({ headlessShell: true })).toEqual({ executablePath: undefined, found: true });
    },
  );

  test('CHROME_PATH comes first, for the tests too', () => {
    machineWith('/opt/chrome/chrome', '/usr/bin/chromium-headless-shell');
    process.env.CHROME_PATH = '/opt/chrome/chrome';
    expect(findChromium({ headlessShell: true })).toEqual({ executablePath: '/opt/chrome/chrome', found: true });
  });

  test('with no browser at all, nothing is found', () => {
    machineWith();
    expect(findChromium({ headlessShell: true })).toEqual({ executablePath: undefined, found: false });
  });
});
