#!/usr/bin/env node
/**
 * Wraps vega-lite and vega (scripts/docs/charts.mjs); the figures come from the benchmarks' own JSON.
 * The benchmark charts of docs/performance.md, as SVG in docs/charts/, from what the benchmarks
 * last wrote to .cache/: bench-network.json (npm run bench:network), audit.json (npm run audit) and
 * bench-scale.json (npm run bench:scale). A benchmark that has not been run keeps its chart
 * as it is; with none of them there, nothing is drawn and it says so.
 *   npm run readme:charts [-- --cache .cache --out docs/charts]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouseChart, networkChart, renderSvg, scaleChart } from './charts.mjs';

const { values } = parseArgs({
  options: { cache: { type: 'string', default: '.cache' }, out: { type: 'string', default: 'docs/charts' } },
});
const CACHE = values.cache;
const OUT_DIR = values.out;

const CHARTS = [
  { source: 'bench-network.json', command: 'npm run bench:network', chart: 'bench-network.svg', spec: networkChart },
  { source: 'audit.json', command: 'npm run audit', chart: 'lighthouse.svg', spec: lighthouseChart },
  { source: 'bench-scale.json', command: 'npm run bench:scale', chart: 'bench-scale.svg', spec: scaleChart },
];

mkdirSync(OUT_DIR, { recursive: true });
let drawn = 0;
for (const { source, command, chart, spec } of CHARTS) {
  const input = path.join(CACHE, source);
  if (!existsSync(input)) {
    console.log(`${chart}: left as it is, no ${input} (${command} writes it)`);
    continue;
  }
  const svg = await renderSvg(spec(JSON.parse(readFileSync(input, 'utf8'))));
  const file = path.join(OUT_DIR, chart);
  writeFileSync(file, `${svg}\n`);
  console.log(`${file}  ${(Buffer.byteLength(svg) / 1000).toFixed(1)} KB  from ${input}`);
  drawn++;
}
if (!drawn) {
  console.error(`No benchmark output in ${CACHE}/: run a benchmark first`);
  process.exit(1);
}
