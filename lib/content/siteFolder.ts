import path from 'node:path';
import { siteRoot } from './siteRoot.cjs';

/**
 * Where the site being built keeps its content and media. By default the owner's, in this
 * repository: `content/` (the text and settings, and `content/pictures/`) and `public/` (audio,
 * resume); before the owner has a content/, the demo's (siteRoot.cjs). SITE_DIR names another
 * folder laid out the same way (e.g. the tests' fixture, `SITE_DIR=e2e/sites/demo npm run build`):
 * its content files are read (lib/content/recordFiles.cjs) and its `public/` is published.
 */
export function siteFolder(siteDir: string | undefined = process.env.SITE_DIR) {
  const root = siteRoot(siteDir);
  return {
    root,
    /** Whether this is the repository's own site (the owner's) rather than another folder. */
    isOwn: root === path.resolve('.'),
    content: path.join(root, 'content'),
    pictures: path.join(root, 'content', 'pictures'),
    public: path.join(root, 'public'),
    /** Where the build writes the pictures' variants; Next.js publishes public/ as it is. */
    variants: path.join(root, 'public', '_img'),
  };
}

/**
 * Where a picture the content names is, and how the content check names it: a name in
 * content/pictures/ ("home/home-1.jpg"), or a path from the site folder starting with "/", for a
 * picture kept beside a long text ("/content/writing/a-post/stage.jpg", lib/content/longFormRules.ts).
 */
export function pictureSource(src: string, root = siteFolder().root): { onDisk: string; shown: string } {
  if (src.startsWith('/')) return { onDisk: path.join(root, src.slice(1)), shown: src.slice(1) };
  return { onDisk: path.join(root, 'content', 'pictures', src), shown: `content/pictures/${src}` };
}
