import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * Another site, to frame this one's pages: a server of its own at another local port, started
 * for the spec file that calls this (a page the test fulfilled itself would count as a public
 * site, which Chromium does not let frame a local one). `open` shows a page of it holding `body`.
 */
export function anotherSite() {
  let server: Server;
  let origin = '';
  let body = '';
  test.beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Another site</title>${body}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    async open(page: Page, html: string) {
      body = html;
      // The tests' guard stops requests off the site's own server; this one is the test's own.
      await page.route(`${origin}/**`, (route) => route.continue());
      await page.goto(`${origin}/post`);
    },
  };
}
