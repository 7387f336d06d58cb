/**
 * After the static export: the files other services read to verify the owner's identity, from
 * the content. Bluesky lets a person use the site's domain as their handle once
 * /.well-known/atproto-did answers with their DID (owner.blueskyDid). Nothing is written when
 * the content has none, and a file left from an earlier build goes.
 *   npx tsx scripts/identity-files.ts [out]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteContent } from './lib/siteContent';

const out = path.resolve(process.argv[2] ?? 'out');
const file = path.join(out, '.well-known', 'atproto-did');

async function main() {
  const { owner } = await loadSiteContent();
  if (owner.blueskyDid) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, owner.blueskyDid);
    console.log(`identity: /.well-known/atproto-did names ${owner.blueskyDid}`);
  } else {
    rmSync(file, { force: true });
  }
}

main().catch((problem: Error) => {
  console.error(problem.message);
  process.exit(1);
});
