/**
 * The files other services read to verify the owner's identity, from the content. Bluesky lets
 * a person use the site's domain as their handle once /.well-known/atproto-did answers with
 * their DID (owner.blueskyDid). Nothing is written when the content has none, and a file left
 * from an earlier build goes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteContent } from '../../lib/siteContent';
import type { Step } from './site';

export function writeIdentityFiles(out: string, { blueskyDid }: { blueskyDid?: string }) {
  const file = path.join(out, '.well-known', 'atproto-did');
  if (!blueskyDid) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, blueskyDid);
  console.log(`identity files: /.well-known/atproto-did names ${blueskyDid}`);
}

export const identityFiles: Step = {
  name: 'identity files',
  async run({ out }) {
    const { owner } = await loadSiteContent();
    writeIdentityFiles(out, owner);
  },
};
