#!/usr/bin/env node
/**
 * Next.js publishes this repository's public/ and no other folder. After a build of another
 * site folder (SITE_DIR, lib/content/siteFolder.ts), this puts that site's public/ in out/ in its
 * place: the repository's own files (the owner's audio, resume and picture variants) are
 * taken out, the site's copied in. Does nothing for the repository's own site.
 *   node scripts/site-public.mjs [out]
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve(process.argv[2] ?? 'out');
const site = path.resolve(process.env.SITE_DIR || '.');
if (site !== process.cwd()) {
  for (const entry of existsSync('public') ? readdirSync('public') : []) rmSync(path.join(out, entry), { recursive: true, force: true });
  const own = path.join(site, 'public');
  if (existsSync(own)) cpSync(own, out, { recursive: true });
  console.log(`published ${path.relative(process.cwd(), own)}/ in place of public/`);
}
