/**
 * Each page says its own language and the direction it is written in. The root layout, which
 * every page shares (so the music plays on from one language to another), writes the first
 * language's `lang` and `dir`; the pages of the site's other languages (out/es.html, out/es/…)
 * get theirs here, after the build. In the browser, each language's layout says them again
 * when a visitor moves between languages.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

const require = createRequire(import.meta.url);
const { siteLanguageCodes } = require('./lib/site-languages.cjs');
const { textDirection } = require('tsx/cjs/api').require('../components/i18n/format.ts', import.meta.url);

const out = path.resolve(process.argv[2] ?? 'out');
const [first, ...others] = siteLanguageCodes(process.env.SITE_DIR);

let rewritten = 0;
for (const code of others) {
  const files = [path.join(out, `${code}.html`)];
  for await (const file of htmlFiles(path.join(out, code))) files.push(file);
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const opening = `<html lang="${first}" dir="${textDirection(first)}"`;
    if (!html.includes(opening)) throw new Error(`${path.relative(out, file)}: no ${opening} to give its language`);
    await writeFile(file, html.replace(opening, `<html lang="${code}" dir="${textDirection(code)}"`));
    rewritten += 1;
  }
}
console.log(others.length ? `page languages: ${rewritten} pages in ${others.join(', ')}` : 'page languages: one language');
