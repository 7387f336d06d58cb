import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { builtHead } from './builtPages';

/*
 * out/_headers, as Netlify and Cloudflare Pages read it, parsed by Netlify's own parser: every
 * rule valid, every path a real file, and each page's header policy never stricter than the
 * <meta> policy the page works under (two policies combine: a request must pass both).
 * Runs once (desktop project); it checks files.
 */
const out = path.join(__dirname, '..', 'out');

/** "script-src 'self' 'sha256-…'" → { 'script-src': Set(["'self'", "'sha256-…'"]) } */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, new Set(sources)]),
  );

/** The built file a header path names: "/" → index.html, "/projects" → projects.html. */
const fileFor = (url: string) =>
  path.join(out, url === '/' ? 'index.html' : url.endsWith('.html') ? url : `${url}.html`);

test.describe('the _headers file', () => {
  test.skip(({ isMobile }) => isMobile, 'checks files once');

  test(
    'parses without errors; every rule names real files; ' + 'no page is stricter in the header than in its meta tag',
    async () => {
      const { parseAllHeaders } = await import('netlify-headers-parser');
      // The package's declarations are generated from untyped JavaScript (headersFiles: never[],
      // netlifyConfigPath required); it takes a list of paths and no netlify.toml.
      const { headers, errors } = await parseAllHeaders({
        headersFiles: [path.join(out, '_headers')] as never[],
        netlifyConfigPath: undefined,
        minimal: true,
      });
      expect(errors).toEqual([]);
      expect(headers.length).toBeGreaterThan(3);

      const allFiles = readdirSync(out, { recursive: true, encoding: 'utf8' }).map(
        (file) => `/${file.split(path.sep).join('/')}`,
      );
      for (const { for: url, values } of headers) {
        if (url.endsWith('/*')) {
          const prefix = url.slice(0, -1);
          expect(
            allFiles.some((file) => file.startsWith(prefix)),
            `${url} matches a file`,
          ).toBe(true);
          continue;
        }
        expect(existsSync(fileFor(url)), `${url} is a page`).toBe(true);
        const headerPolicy = values['Content-Security-Policy'] as string | undefined;
        if (!headerPolicy) continue;
        const meta = builtHead(fileFor(url))
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content');
        expect(meta, `${url} has a meta policy`).toBeTruthy();
        const allowedByMeta = directives(meta!);
        for (const [name, sources] of directives(headerPolicy)) {
          const inMeta = allowedByMeta.get(name);
          // frame-ancestors only works as a header; every other directive allows at least what the page's meta allows.
          if (!inMeta) continue;
          for (const source of inMeta) expect(sources.has(source), `${url}: ${name} ${source}`).toBe(true);
        }
      }
    },
  );
});
