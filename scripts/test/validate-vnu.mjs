#!/usr/bin/env node
/**
 * Wraps vnu-jar (the W3C Nu HTML Checker, run through the package's own `vnu.check`).
 * Checks every built page (out/**\/*.html) with the reference validator, beside html-validate:
 * it applies the HTML standard's own rules (srcset and sizes, content models) as the W3C's
 * checker does. Errors and warnings fail, except the ones listed below, each with why it
 * cannot apply to the site as served. Info messages are left out: they only note that React
 * writes void elements as `<meta … />`, which is valid. Needs Java (scripts/test/ensure-java.mjs).
 *   node scripts/test/validate-vnu.mjs [out]
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { htmlFiles } from '../lib/html-files.mjs';

const { vnu } = createRequire(import.meta.url)('vnu-jar');
const { positionals } = parseArgs({ allowPositionals: true });
const out = path.resolve(positionals[0] ?? 'out');

/**
 * Messages that say nothing about the site as served: matched on the message (and, where given,
 * on the part of the source it points at), with the reason.
 */
const knownMessages = [
  {
    // The checker reads each page from a file, so the page's origin is file:, which `'self'`
    // never matches: every same-site stylesheet, script, picture and track (a path from "/")
    // reads as blocked. Served over http(s) they are the site's own, and the end-to-end tests
    // fail on any CSP violation a real browser reports. A blocked address elsewhere still fails.
    message: new RegExp(
      String.raw`^Resource violates Content Security Policy \(meta tag\): ` +
        String.raw`[a-z ]+ “\/[^”]*” blocked by “[a-z-]+” directive\.$`,
    ),
    why: "same-site resources checked from file:, which 'self' cannot match",
  },
  {
    // The checker's CSS module predates container queries (Baseline since 2023): it calls a
    // container unit (cqw, cqh) an unknown dimension. Only those: any other unknown unit fails.
    message: /^CSS: “[a-z-]+”: Unknown dimension\.$/,
    pointsAt: /^[\d.]+cq(w|h|i|b|min|max)$/,
    why: 'container query units, which the checker does not know',
  },
  {
    message: /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
    why: 'the container query property, which the checker does not know',
  },
  {
    // The same module knows neither container queries nor registered custom properties (@property,
    // Baseline since 2024, which lets a frame's shape be animated). Only those two at-rules.
    message: /^CSS: Unrecognized at-rule “@(container|property)”\.?$/,
    why: 'container queries and registered custom properties, which the checker does not know',
  },
];

/** The part of the source a message points at. */
const pointedAt = (message) =>
  message.extract?.slice(message.hiliteStart, message.hiliteStart + message.hiliteLength) ?? '';
const isKnown = (message) =>
  knownMessages.some(
    (known) => known.message.test(message.message) && (!known.pointsAt || known.pointsAt.test(pointedAt(message))),
  );

if (!existsSync(out)) {
  console.error(`validate:vnu: ${path.relative('.', out)} does not exist: run npm run build first`);
  process.exit(1);
}
const files = [];
for await (const file of htmlFiles(out)) files.push(file);
files.sort();

// One Java process for every page; it reports each message with the file it is in.
const report = await vnu.check(['--format', 'json', '--skip-info-messages', '--exit-zero-always', ...files]);
const { messages } = JSON.parse(report.slice(report.indexOf('{')));

const pages = new Map(files.map((file) => [file, { errors: [], warnings: [], known: 0 }]));
const unplaced = [];
for (const message of messages) {
  const file = message.url?.startsWith('file:') ? fileURLToPath(message.url) : undefined;
  const page = pages.get(file);
  if (!page || (message.type !== 'error' && message.type !== 'info')) {
    // A page the checker could not read, or a message about none of them: never a pass.
    unplaced.push(message);
  } else if (isKnown(message)) page.known++;
  else if (message.type === 'error') page.errors.push(message);
  else page.warnings.push(message);
}

const where = (message) => `${message.lastLine ?? message.firstLine ?? '?'}.${message.firstColumn ?? '?'}`;
let failed = unplaced.length;
for (const [file, { errors, warnings, known }] of pages) {
  const name = path.relative('.', file);
  console.log(
    `vnu ${name}: ${errors.length} errors, ${warnings.length} warnings` +
      `${known ? ` (+${known} known, listed in this script)` : ''}`,
  );
  for (const message of [...errors, ...warnings])
    console.log(`  ${name}:${where(message)} ${message.type === 'error' ? 'error' : 'warning'}: ${message.message}`);
  failed += errors.length + warnings.length;
}
for (const message of unplaced) console.log(`  ${message.url ?? '(no file)'}: ${message.type}: ${message.message}`);

if (failed) {
  console.error(`validate:vnu: ${failed} problems in ${files.length} pages`);
  process.exit(1);
}
console.log(`validate:vnu: ${files.length} pages, no errors or unlisted warnings`);
