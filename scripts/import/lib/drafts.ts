/**
 * The content check over the posts the import wrote, so that one bad post never blocks the
 * others: each it refuses is kept a draft (`draft: true` in its front matter), not published
 * until it is mended, the check's lines naming why (the content check says them again, as notes);
 * and, a published post that links to a draft being refused in its turn, again until none is
 * refused anew.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, type Scalar } from 'yaml';
import { longFormCheck } from '../../../lib/content/check';
import { buildDay } from '../../../lib/content/day';
import { readCaseStudies } from '../../../lib/content/caseStudies';
import type { SiteContent } from '../../../lib/content/schema';
import type { siteFolder } from '../../../lib/content/siteFolder';
import { readPosts, writingLanguages } from '../../../lib/writing/posts';
import { fileOfLine } from '../../../lib/site/load';

/** What the check refuses in each of `files` (from the site folder): its lines, by file. */
function refused(content: SiteContent, site: ReturnType<typeof siteFolder>, files: ReadonlySet<string>) {
  const { posts, problems } = readPosts(writingLanguages(content), site.root);
  const lines = [
    ...problems,
    ...longFormCheck(content, [...readCaseStudies(content, site.root), ...posts], {
      picturesDir: site.pictures,
      publicDir: site.public,
      posts,
      // A post moved in is dated in the past: the day decides only what a release's tracks may be linked as.
      today: buildDay(),
    }),
  ];
  const byFile = new Map<string, string[]>();
  for (const line of lines.filter((each) => files.has(fileOfLine(each))))
    byFile.set(fileOfLine(line), [...(byFile.get(fileOfLine(line)) ?? []), line]);
  return byFile;
}

/**
 * The post's file with `draft: true` in its front matter, where its `draft` was (the import writes
 * one in every post, so no line moves and each line the check named stays where it was), saying
 * on that line what to do.
 */
export function asDraft(text: string): string {
  const [, front = '', body = ''] = /^---\n([\s\S]*?\n)?---\n([\s\S]*)$/.exec(text) ?? [];
  const document = parseDocument(front);
  document.set('draft', true);
  const draft = document.get('draft', true) as Scalar;
  draft.comment = ' npm run import: npm run check-content names what to mend before this post is published';
  return `---\n${document.toString({ lineWidth: 0 })}---\n${body}`;
}

/** Keeps each of `files` the check refuses a draft; the lines of each, by file. */
export function keepRefusedAsDrafts(
  content: SiteContent,
  site: ReturnType<typeof siteFolder>,
  files: ReadonlySet<string>,
): Map<string, string[]> {
  const drafts = new Map<string, string[]>();
  for (;;) {
    const newly = [...refused(content, site, files)].filter(([file]) => !drafts.has(file));
    if (!newly.length) return drafts;
    for (const [file, lines] of newly) {
      const onDisk = path.join(site.root, file);
      writeFileSync(onDisk, asDraft(readFileSync(onDisk, 'utf8')));
      drafts.set(file, lines);
    }
  }
}
