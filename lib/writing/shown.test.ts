/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as testSite from '@/content';
import { siteFolder } from '../content/siteFolder';
import { shownPosts } from './shown';

/** A site folder holding only these posts (content/writing/<name>), the tests' site's records around them. */
function siteWith(posts: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'shown-'));
  mkdirSync(path.join(root, 'content', 'writing'), { recursive: true });
  mkdirSync(path.join(root, 'content', 'pictures'));
  mkdirSync(path.join(root, 'public'));
  for (const [name, text] of Object.entries(posts)) writeFileSync(path.join(root, 'content', 'writing', name), text);
  return root;
}

const post = (title: string, more = '', body = 'Words.') =>
  `---\ntitle: ${title}\ndate: 2026-03-14\nsummary: S.\n${more}---\n\n${body}\n`;

describe('the posts the site shows', () => {
  const root = siteWith({
    'published.md': post('Published'),
    'being-written.md': post('Being written', 'draft: true\n'),
    'moved-in.md': post('Moved in', 'draft: true\n', '![The poster](poster.png)'),
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const titles = (dev: boolean) =>
    shownPosts(testSite, { dev, folder: siteFolder(root) })
      .map((each) => each.title)
      .sort();

  it('leaves every draft out of a build, its pictures and audio with it', () => {
    expect(titles(false)).toEqual(['Published']);
  });

  it('shows drafts under npm run dev, but one the content check refuses, which it could not draw', () => {
    expect(titles(true)).toEqual(['Being written', 'Published']);
  });
});
