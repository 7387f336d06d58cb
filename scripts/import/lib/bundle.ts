/**
 * The files of a post's bundle (its folder on the old site, beside its index.md), as the import
 * takes them: every file and folder of it comes along but what is no content of a post, named
 * with why (a script, a stylesheet, a page of its own, a file of the machine it was written on,
 * another language's version of the post).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface BundleFiles {
  /** Each file that comes along: its path inside the bundle ("images/reel.jpg"). */
  brought: string[];
  /** Each file or folder left, inside the bundle, with why. */
  left: { file: string; why: string }[];
}

const SCRIPT = /\.(m?js|cjs|jsx|tsx?|coffee|wasm|map|php|py|rb|pl|sh|bat|exe|dll)$/i;
const STYLESHEET = /\.(css|scss|sass|less|styl)$/i;
const PAGE = /\.html?$/i;
/** The post itself, which the import reads as the post. */
const INDEX = /^index\.(md|markdown|mdx)$/i;
/** Folders of tools and machines, never of a post: a package's, git's, macOS's archive folder, Hugo's generated one. */
const LEFTOVER_FOLDER = /^(node_modules|\.git|__MACOSX|resources|_gen|\.[^.].*)$/;
const LEFTOVER_FILE = /^(\.DS_Store|Thumbs\.db|desktop\.ini|\..+)$/i;

function whyLeft(name: string, isFolder: boolean): string | undefined {
  if (isFolder) return LEFTOVER_FOLDER.test(name) ? 'a folder of a tool, not of the post' : undefined;
  if (LEFTOVER_FILE.test(name)) return 'a file of the machine it was written on';
  if (SCRIPT.test(name)) return 'a script: no script of a post runs on this site';
  if (STYLESHEET.test(name)) return 'a stylesheet: this site’s own draws its pages';
  if (PAGE.test(name)) return 'a page of its own, which this site does not publish';
  if (/^index\.[\w-]+\.(md|markdown|mdx)$/i.test(name)) return 'the post in another language: import it by hand';
  return undefined;
}

/** The files of the bundle at `folder` (on disk), the post's own index aside. */
export function bundleFiles(folder: string): BundleFiles {
  const brought: string[] = [];
  const left: BundleFiles['left'] = [];
  const walk = (inside: string) => {
    const entries = readdirSync(path.join(folder, inside), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.posix.join(inside, entry.name);
      if (!inside && entry.isFile() && INDEX.test(entry.name)) continue;
      const why = whyLeft(entry.name, entry.isDirectory());
      if (why) left.push({ file: entry.isDirectory() ? `${file}/` : file, why });
      else if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) brought.push(file);
      else left.push({ file, why: 'neither a file nor a folder (a link)' });
    }
  };
  walk('');
  return { brought, left };
}
