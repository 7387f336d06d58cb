/** @jest-environment node */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as testSite from '@/lib/site/records';
import { recordingData } from '@/components/music/recordingData';
import { siteFolder } from '../content/siteFolder';
import { buildDay, buildDayProblems } from '../content/day';
import { loadSite, type SiteRecords } from './load';
import { siteInLanguages } from './pageContent';

/** The tests' site's records, copied so a test may change them. */
const records = (): SiteRecords => structuredClone({ ...testSite }) as SiteRecords;
const { root } = siteFolder();
/** A day after every date of the tests' site. */
const today = '2026-06-01';

describe('loadSite: the site folder read once into the model the pages show', () => {
  it("reads the tests' site: its records, CV, case studies and posts, on the day it is given", () => {
    const read = loadSite(records(), { root, today });
    expect(read.problems).toEqual([]);
    const site = read.site!;
    expect(site.today).toBe(today);
    expect(site.content.owner.name).toBe(testSite.owner.name);
    expect(site.content.resume?.basics?.name).toBeTruthy();
    expect(site.caseStudies.map((study) => study.slug)).not.toHaveLength(0);
    expect(site.posts.every((post) => !post.draft)).toBe(true);
    // What no rule of a schema names goes through as written: an icon's own size with its body.
    expect(site.content.services.items.map((item) => item.icon)).toEqual(
      testSite.services.items.map((item) => item.icon),
    );
  });

  it('names each problem in one line with its file and field, and gives no model', () => {
    const broken = records();
    broken.owner = { ...broken.owner, name: '  ' };
    broken.pageMeta = { ...broken.pageMeta, '/about': undefined } as never;
    const read = loadSite(broken, { root, today });
    expect(read.site).toBeUndefined();
    expect(read.problems).toEqual([
      'content/owner.ts: name: must not be empty',
      "content/site.ts: pageMeta['/about']: needs a title and a description (the site has the page)",
    ]);
  });

  it('shows what the schemas read: a title written with spaces around it reaches the page trimmed', () => {
    const padded = records();
    padded.music.tracks[0] = { ...padded.music.tracks[0]!, title: '  Night Drive  ', slug: 'night-drive' };
    const site = loadSite(padded, { root, today }).site!;
    const english = siteInLanguages(site).contentIn('en');
    const entry = english.catalogue.tracks.find((each) => each.slug === 'night-drive')!;
    expect(entry.track.title).toBe('Night Drive');
    const info = { track: entry.track, slug: entry.slug, path: '/a.mp3', src: '/a.mp3', type: 'audio/mpeg' };
    expect(recordingData({ ...info, duration: 84 }, english)).toMatchObject({ name: 'Night Drive' });
  });

  it('decides by the day it is given which releases are out, not by the clock', () => {
    const withRelease = records();
    const tracks = [{ title: 'First Light' }, { title: 'Second Light', preview: true }];
    const cover = withRelease.music.cover!;
    withRelease.music.releases = [{ title: 'Dawn EP', kind: 'EP', released: '2026-03-14', cover, tracks }];
    const catalogue = (day: string) =>
      siteInLanguages(loadSite(withRelease, { root, today: day }).site!).contentIn('en').catalogue;
    const before = catalogue('2026-03-13');
    expect(before.releases[0]!.upcoming).toBe(true);
    expect(before.tracks.filter((entry) => entry.release).map((entry) => entry.playable)).toEqual([false, true]);
    const onTheDay = catalogue('2026-03-14');
    expect(onTheDay.releases[0]!.upcoming).toBe(false);
    expect(onTheDay.tracks.filter((entry) => entry.release).map((entry) => entry.playable)).toEqual([true, true]);
  });
});

describe('loadSite: the posts the site shows', () => {
  /** A site folder holding only these posts (content/writing/<name>), the tests' site's records around them. */
  function siteWith(posts: Record<string, string>) {
    const folder = mkdtempSync(path.join(tmpdir(), 'shown-'));
    mkdirSync(path.join(folder, 'content', 'writing'), { recursive: true });
    mkdirSync(path.join(folder, 'content', 'pictures'));
    mkdirSync(path.join(folder, 'public'));
    // The tests' site translates its CV: the CV comes along.
    copyFileSync(path.join(root, 'content', 'resume.json'), path.join(folder, 'content', 'resume.json'));
    for (const [name, text] of Object.entries(posts))
      writeFileSync(path.join(folder, 'content', 'writing', name), text);
    return folder;
  }
  const post = (title: string, more = '', body = 'Words.') =>
    `---\ntitle: ${title}\ndate: 2026-03-14\nsummary: S.\n${more}---\n\n${body}\n`;
  const folder = siteWith({
    'published.md': post('Published'),
    'being-written.md': post('Being written', 'draft: true\n'),
    'moved-in.md': post('Moved in', 'draft: true\n', '![The poster](poster.png)'),
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  // The tests' site's case studies are not in this folder: its projects then have none.
  const read = (drafts: boolean) => loadSite(records(), { root: folder, today, drafts });
  const titles = (drafts: boolean) =>
    read(drafts)
      .site!.posts.map((each) => each.title)
      .sort();

  it('leaves every draft out of a build, its pictures and audio with it', () => {
    expect(titles(false)).toEqual(['Published']);
  });

  it('shows drafts under npm run dev, but one the content check refuses, which it could not draw', () => {
    expect(titles(true)).toEqual(['Being written', 'Published']);
  });

  it('checks again, after the content check has passed, only the drafts the dev server would show', () => {
    const after = (drafts: boolean) => loadSite(records(), { root: folder, today, drafts, checked: true });
    expect(after(false).notes).toEqual([]);
    expect(after(false).site!.posts.map((each) => each.title)).toEqual(['Published']);
    expect(
      after(true)
        .site!.posts.map((each) => each.title)
        .sort(),
    ).toEqual(['Being written', 'Published']);
  });

  it('says what keeps a draft out in a note, not a problem', () => {
    expect(read(false).notes).toEqual([
      'content/writing/moved-in.md:8: picture "poster.png" is not in content/pictures/ ' +
        '(in a draft, which is left out until this is mended)',
    ]);
  });
});

describe('the build day', () => {
  it('is the day BUILD_DAY names, where it names a real one, else the clock’s, and a wrong one is named', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    expect(buildDay(now, '2026-06-01')).toBe('2026-06-01');
    expect(buildDay(now, '')).toBe('2026-12-02');
    expect(buildDayProblems('2026-02-30')).toEqual([
      'BUILD_DAY: "2026-02-30" must be a day written as YYYY-MM-DD, e.g. 2026-06-01 (or leave it unset: today)',
    ]);
    expect(buildDayProblems('')).toEqual([]);
  });
});
