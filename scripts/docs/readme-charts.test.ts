/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const script = path.join(__dirname, 'readme-charts.mjs');

/**
 * Runs the chart script, in its own Node process (vega is ESM-only, which jest cannot load), on
 * these benchmark files.
 */
async function drawCharts(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'readme-charts-'));
  const cache = path.join(dir, 'cache');
  const out = path.join(dir, 'charts');
  mkdirSync(cache);
  for (const [name, json] of Object.entries(files)) writeFileSync(path.join(cache, name), JSON.stringify(json));
  const { stdout } = await run(process.execPath, [script, '--cache', cache, '--out', out]);
  const svg = (name: string) => readFileSync(path.join(out, name), 'utf8');
  return { stdout, out, svg };
}

/** The texts an SVG shows. */
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

const profile = (name: string, latency: number, bitsPerSecond: number) => ({
  name,
  conditions: { offline: false, latency, downloadThroughput: bitsPerSecond / 8, uploadThroughput: bitsPerSecond / 8 },
});

/**
 * bench:network's file with three builds, one named by `label` (as a later version of it may
 * write), the rest by `name`.
 */
const network = {
  runs: 3,
  cpuSlowdown: 4,
  profiles: [
    profile('unthrottled', 0, -8),
    profile('1.6 Mbit/s down, 750 kbit/s up, 150 ms', 150, 1.6e6),
    profile('400 kbit/s down, 400 kbit/s up, 300 ms', 300, 400e3),
  ],
  builds: [{ name: 'shipped' }, { label: 'paint first' }, { name: 'without deferral' }],
  rows: [
    ...['unthrottled', '1.6 Mbit/s down, 750 kbit/s up, 150 ms', '400 kbit/s down, 400 kbit/s up, 300 ms'].flatMap(
      (name, link) =>
        ['shipped', 'paint first', 'without deferral'].map((build, index) => ({
          profile: name,
          route: '/',
          build,
          lcp: 100 * (link + 1) + 10 * index + 1,
          hydrated: 1000 * (link + 1) + 10 * index + 2,
          tap: null,
        })),
    ),
    // Another route: not drawn.
    { profile: 'unthrottled', route: '/music', build: 'shipped', lcp: 9876, hydrated: 9875 },
  ],
};

const audit = {
  lighthouse: '13.5.0',
  formFactor: 'mobile',
  throttling: 'simulate',
  runs: 5,
  schemes: ['light', 'dark'],
  rows: [
    { route: '/', scheme: 'light', performance: 99, lcp: 907, tbt: 119, cls: 0, ...allHundred() },
    { route: '/music/a-track', scheme: 'light', performance: 87, lcp: 1234, tbt: 56, cls: 0, ...allHundred() },
    { route: '/', scheme: 'dark', performance: 98, lcp: 911, tbt: 131, cls: 0, ...allHundred() },
    { route: '/music/a-track', scheme: 'dark', performance: 86, lcp: 1240, tbt: 61, cls: 0, ...allHundred() },
  ],
};

function allHundred() {
  return { accessibility: 100, bestPractices: 100, seo: 100 };
}

const scale = {
  runs: 3,
  builds: [{ name: '1×' }, { name: '10×' }],
  rows: [
    { route: '/', '1×': { js: 146487, bytes: 217234 }, '10×': { js: 146758, bytes: 227972 } },
    { route: '/music', '1×': { js: 160973, bytes: 219955 }, '10×': { js: 161178, bytes: 229376 } },
  ],
};

describe('readme-charts', () => {
  it(
    'draws each benchmark with every bar labelled by its value and unit, ' + 'every build, link and page named',
    async () => {
      const { svg, out } = await drawCharts({
        'bench-network.json': network,
        'audit.json': audit,
        'bench-scale.json': scale,
      });
      expect(readdirSync(out).sort()).toEqual(['bench-network.svg', 'bench-scale.svg', 'lighthouse.svg']);

      const networkTexts = textsOf(svg('bench-network.svg'));
      expect(networkTexts).toEqual(
        expect.arrayContaining([
          'shipped',
          'paint first',
          'without deferral',
          'unthrottled',
          '1.6 Mbit/s, 150 ms',
          '400 kbit/s, 300 ms',
          'Largest paint (LCP)',
          'Code ran',
          // 3 links × 3 builds × 2 measures, each its own label.
          ...[0, 1, 2].flatMap((link) =>
            [0, 1, 2].flatMap((build) => [
              `${(0.1 * (link + 1) + 0.01 * build).toFixed(2)} s`,
              `${(link + 1 + 0.01 * build).toFixed(2)} s`,
            ]),
          ),
        ]),
      );
      expect(networkTexts.filter((text) => / s$/.test(text))).toHaveLength(18);
      expect(networkTexts).not.toContain('9.88 s');

      const lighthouseTexts = textsOf(svg('lighthouse.svg'));
      expect(lighthouseTexts).toEqual(
        expect.arrayContaining([
          '/',
          '/music/a-track',
          '99 / 100',
          '87 / 100',
          '907 ms',
          '1234 ms',
          '119 ms',
          '56 ms',
          // The dark system's bars beside the light one's, a legend naming each.
          '98 / 100',
          '1240 ms',
          '131 ms',
          'light system',
          'dark system',
          'Performance score',
        ]),
      );

      const scaleTexts = textsOf(svg('bench-scale.svg'));
      expect(scaleTexts).toEqual(
        expect.arrayContaining([
          '/',
          '/music',
          '1× content',
          '10× content',
          '143.1 KB',
          '143.3 KB',
          '212.1 KB',
          '222.6 KB',
          '157.2 KB',
          '157.4 KB',
          '214.8 KB',
          '224.0 KB',
        ]),
      );

      // A solid card under everything, for GitHub's light and dark themes alike.
      for (const name of ['bench-network.svg', 'lighthouse.svg', 'bench-scale.svg'])
        expect(svg(name)).toMatch(/^<svg[^>]*>\s*<rect width="\d+" height="\d+" fill="#ffffff"/);
    },
    30_000,
  );

  it('leaves the chart of a benchmark not run alone, and fails when there is none', async () => {
    const { stdout, out } = await drawCharts({ 'audit.json': audit });
    expect(readdirSync(out)).toEqual(['lighthouse.svg']);
    expect(stdout).toContain('bench-network.svg: left as it is');
    await expect(drawCharts({})).rejects.toThrow('No benchmark output');
  }, 30_000);
});
