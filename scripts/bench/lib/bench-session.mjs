/**
 * What the benchmarks that compare builds share: each build served on its own port, one
 * Playwright Chromium for first loads and one Chrome for Lighthouse, and a close for all of it.
 */
import { chromium } from '@playwright/test';
import { findChromium, quietChromium } from '../../lib/find-chromium.mjs';
import { startStaticServer } from '../../lib/static-server.mjs';
import { launchAuditChrome } from '../../lib/lighthouse.mjs';

/** @param {{ dir: string, port: number }[]} builds */
export async function openBenchSession(builds) {
  const servers = await Promise.all(builds.map((build) => startStaticServer(build.dir, build.port)));
  const browser = await chromium.launch({
    executablePath: findChromium().executablePath,
    args: quietChromium,
  });
  const chrome = await launchAuditChrome();
  return {
    servers,
    browser,
    chrome,
    async close() {
      await browser.close();
      await chrome.kill();
      for (const server of servers) server.stop();
    },
  };
}
