/**
 * `npm run init -- demo | blank`: starts the owner's own site, content/ and public/, from the demo
 * (docs/demo/: every section filled in, to edit) or from a blank starter (scripts/init/blank/: one
 * page of each kind every site has, placeholders to replace). It writes only into paths that are
 * not there yet, so it never overwrites an owner's file; from then on the build reads content/
 * (lib/content/siteRoot.cjs), and `npm run upgrade` keeps it (scripts/upgrade/ownerFiles.ts).
 */
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_SITE } from '../../lib/content/siteRoot.cjs';

/** The folders of public/ the build fills itself (picture variants, published media): never copied. */
const BUILT = new Set(['_img', '_media']);

export const STARTERS = {
  demo: 'the demo: every section filled in, with its pictures, tracks, posts and CV, to edit',
  blank: 'a blank starter: home, about and contact with placeholders, and the sections you add',
};
export type Starter = keyof typeof STARTERS;

export const usage =
  'usage: npm run init -- <starter>, one of:\n' +
  Object.entries(STARTERS)
    .map(([name, what]) => `  ${name.padEnd(6)} ${what}`)
    .join('\n');

/** A neutral picture for the blank starter's pages, made here so that nothing of the demo's is in it. */
async function writePlaceholder(file: string) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#d9d4cb"/><stop offset="1" stop-color="#8a8378"/></linearGradient></defs>' +
    '<rect width="1200" height="900" fill="url(#g)"/></svg>';
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
}

/**
 * Copies the starter of the project at `project` into `root`'s content/ and public/ (both the
 * repository for `npm run init`); the lines to print, or the line refusing to.
 */
export async function init(
  starter: Starter,
  { root = process.cwd(), project = root }: { root?: string; project?: string } = {},
): Promise<{ ok: boolean; lines: string[] }> {
  const taken = ['content', 'public'].filter((folder) => existsSync(path.join(root, folder)));
  if (taken.length)
    return {
      ok: false,
      lines: [
        `init: ${taken.map((folder) => `${folder}/`).join(' and ')} ${taken.length === 1 ? 'is' : 'are'} there ` +
          'already, and init never writes over your own files: move them aside to start again',
      ],
    };
  const from = starter === 'demo' ? path.join(project, DEMO_SITE) : path.join(project, 'scripts', 'init', 'blank');
  cpSync(path.join(from, 'content'), path.join(root, 'content'), { recursive: true });
  const published = path.join(from, 'public');
  if (existsSync(published))
    cpSync(published, path.join(root, 'public'), {
      recursive: true,
      filter: (source) => !BUILT.has(path.relative(published, source).split(path.sep)[0] ?? ''),
    });
  else mkdirSync(path.join(root, 'public'));
  if (starter === 'blank') await writePlaceholder(path.join(root, 'content', 'pictures', 'placeholder.jpg'));
  return {
    ok: true,
    lines: [
      `init: content/ and public/ started from ${STARTERS[starter].split(':')[0]}.`,
      '  Edit content/ (each file is one part of the site), put your audio and files in public/,',
      '  then npm start to see it; the content check names anything to fix, one line each.',
    ],
  };
}
