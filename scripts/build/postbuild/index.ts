/**
 * After `next build`: the steps that finish the static export, in the order they must run.
 * Every HTML page is parsed once (on first use) and written back once, after the last step.
 *   npx tsx scripts/build/postbuild/index.ts [out] [--steps page-languages,first-view,…] [--first-view MODULE]
 * --steps runs only the named steps (in the pipeline's order); --first-view runs another
 * version of that step, a module whose default export is a Step: the benchmarks compare them.
 *
 * The order matters: the site's public files first (a page among them is a page like the
 * others); the pages' languages; the identity files; the embed pages' own script, before the
 * first view, which then finds none of Next.js's scripts on them to defer; the first view's
 * pictures' preloads, at the top of the head before the first view moves its styles; the first view, which
 * adds the loader script and the inline styles; the theme's script; the policy, which hashes every inline
 * script and style and so comes after anything that adds one; the pages at a post's old
 * addresses, none of the export's own; and the checks of what is published, last: its pictures,
 * then its sizes against the hosts' limits, once every file is in place.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { csp } from './csp';
import { embeds } from './embeds';
import { firstView } from './firstView';
import { hostingLimits } from './hostingLimits';
import { parseHtml, serializeHtml } from './html';
import { identityFiles } from './identityFiles';
import { pageLanguages } from './pageLanguages';
import { picturePreloads } from './picturePreloads';
import { publicFiles } from './publicFiles';
import { publishedFiles } from './publishedFiles';
import { redirects } from './redirects';
import type { BuiltSite, Page, Step } from './site';
import { theme } from './theme';

export const STEPS: Step[] = [
  publicFiles,
  pageLanguages,
  identityFiles,
  embeds,
  picturePreloads,
  firstView,
  theme,
  csp,
  redirects,
  publishedFiles,
  hostingLimits,
];

/** Every HTML file of the export, as names relative to it with forward slashes, in a stable order. */
const htmlNames = (out: string) =>
  readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/** The site the steps share: its pages are read and parsed when a step first asks for them. */
export function builtSite(
  out: string,
  env: Record<string, string | undefined> = process.env,
): BuiltSite & { parsed: () => Page[] | undefined } {
  let pages: Page[] | undefined;
  return {
    out,
    siteDir: env.SITE_DIR || undefined,
    basePath: (env.BASE_PATH ?? '').replace(/\/+$/, ''),
    get pages() {
      pages ??= htmlNames(out).map((name) => {
        const file = path.join(out, name);
        return { name, file, document: parseHtml(readFileSync(file, 'utf8')) };
      });
      return pages;
    },
    parsed: () => pages,
  };
}

/** Runs `steps` over the export in `out` and writes the pages back; a failure names its step. */
export async function postbuild(
  out: string,
  steps: Step[] = STEPS,
  env: Record<string, string | undefined> = process.env,
) {
  const site = builtSite(out, env);
  for (const step of steps) {
    // A page written back after a later step has read the folder again would be lost: pages are
    // written once, at the end, and a step that changes files runs before the pages are read.
    try {
      await step.run(site);
    } catch (problem) {
      throw new Error(`postbuild, step "${step.name}": ${(problem as Error).message}`, { cause: problem });
    }
  }
  for (const page of site.parsed() ?? []) writeFileSync(page.file, serializeHtml(page.document));
}

/** A step's name as the command line writes it: `first view` is `first-view`. */
export const stepId = (step: Step) => step.name.replaceAll(' ', '-');

/** The steps the command line asks for, in the pipeline's order. */
export async function stepsFor({ steps, firstView: firstViewModule }: { steps?: string; firstView?: string }) {
  const wanted = steps?.split(',').map((id) => id.trim());
  const unknown = wanted?.filter((id) => !STEPS.some((step) => stepId(step) === id));
  if (unknown?.length)
    throw new Error(`postbuild: no step ${unknown.join(', ')} (the steps: ${STEPS.map(stepId).join(', ')})`);
  const chosen = STEPS.filter((step) => !wanted || wanted.includes(stepId(step)));
  if (!firstViewModule) return chosen;
  const other = ((await import(path.resolve(firstViewModule))) as { default: Step }).default;
  return chosen.map((step) => (step === firstView ? other : step));
}

if (require.main === module) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { steps: { type: 'string' }, 'first-view': { type: 'string' } },
  });
  stepsFor({ steps: values.steps, firstView: values['first-view'] })
    .then((steps) => postbuild(path.resolve(positionals[0] ?? 'out'), steps))
    .catch((problem: Error) => {
      console.error(problem.message);
      process.exit(1);
    });
}
