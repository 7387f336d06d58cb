/** @jest-environment node */
import { slugOf } from './slug';
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  about,
  contact,
  home,
  music,
  owner,
  pageMeta as testSitePageMeta,
  projects,
  services,
  translations,
} from '@/lib/site/records';
import { inspectPicture } from '../../scripts/build/lib/pictures';
import { checkContent, checkFiles, pageMetaProblems, themeProblems } from './check';
import { DEMO_FILE_MAX_BYTES, demoFiles } from './demoFiles';
import type { SiteContent } from './schema';
import { siteFolder } from './siteFolder';
import { parseResume } from '../resume/check';

// The tests' own site (jest.config.mjs), never the owner's content/.
/** The day the tests' site is built on: every date in it is before it, or after it on purpose. */
const today = '2026-06-01';
const { public: publicDir, pictures: picturesDir, content: contentDir } = siteFolder();
const testSiteResume = parseResume(readFileSync(path.join(contentDir, 'resume.json'), 'utf8')).resume;
/** The resume PDF earlier demos shipped in public/ (the musician's site keeps it as its own CV). */
const earlierDemoResume = path.join(siteFolder('e2e/sites/musician').public, 'press-cv.pdf');
/**
 * music-metadata is ESM-only, which jest cannot load: the tests read audio with the real
 * library in a child Node process, as the build does in its own.
 */
const readAudio = async (file: string) => {
  const { stdout } = await run(process.execPath, [
    path.join(__dirname, '..', '..', 'scripts', 'build', 'lib', 'read-audio.mjs'),
    file,
  ]);
  const facts = JSON.parse(stdout) as { container?: string; duration?: number; error?: string };
  if (facts.error) throw new Error(facts.error);
  return facts;
};
const run = promisify(execFile);
const dirs = { publicDir, picturesDir, readAudio, inspectPicture, today };
/** A deep copy of the test site's content, to break one thing at a time. */
const content = (): SiteContent =>
  structuredClone({ owner, home, about, projects, music, services, contact, resume: testSiteResume });
/** A folder standing in for content/pictures/ or public/, with files made for one test. */
const scratch = () => mkdtempSync(path.join(tmpdir(), 'content-check-'));

describe('checkContent: the records', () => {
  it("accepts the test site's content", () => {
    expect(checkContent(content(), { today })).toEqual([]);
  });

  it('names a project Home’s selected work features that is not one, and a part it does not know', () => {
    const broken = content();
    broken.home.featured = ['retention-curve', 'retention-curv'];
    broken.home.parts = ['work', 'gigs' as never];
    expect(checkContent(broken, { today })).toEqual([
      'content/home.ts: parts[1]: must each be one of work, music, writing',
    ]);
    broken.home.parts = ['writing', 'work'];
    expect(checkContent(broken, { today })).toEqual([
      'content/home.ts: featured[1]: "retention-curv" is no project\'s slug ' +
        `(${broken.projects.map((project) => JSON.stringify(slugOf(project))).join(', ')})`,
    ]);
  });

  it('takes any number of tracks, tiles, pictures and slides, one or more', () => {
    const owned = content();
    owned.music.tracks = [...owned.music.tracks, { title: 'Café noir – live 🎷', file: '/music/Café noir.m4a' }];
    owned.home.tiles = [
      { id: 7, img: [owned.home.tiles[0]!.img[0]!] },
      { id: 8, img: owned.about.slides.slice(0, 5) },
    ];
    owned.home.phoneGallery = owned.home.phoneGallery.slice(0, 2);
    owned.about.slides = owned.about.slides.slice(0, 1);
    owned.projects = owned.projects.slice(0, 1).map((project) => ({ ...project, img: project.img.slice(0, 1) }));
    expect(checkContent(owned, { today })).toEqual([]);
  });

  it('wants at least one picture wherever pictures are shown', () => {
    const empty = content();
    empty.home.tiles = [];
    empty.home.phoneGallery = [];
    empty.about.slides = [];
    expect(checkContent(empty, { today })).toEqual([
      'content/home.ts: tiles: needs at least one tile',
      'content/home.ts: phoneGallery: needs at least one picture',
      'content/about.ts: slides: needs at least one picture',
    ]);
  });

  it('takes an empty list as the owner leaving its section out, music then with no artist or cover', () => {
    const developer = content();
    developer.music = { tracks: [] };
    // The biography's link to the music page goes with it.
    developer.owner.bio = developer.owner.bio.slice(0, 1);
    expect(checkContent(developer, { today })).toEqual([]);
    const musician = content();
    musician.projects = [];
    musician.services.items = [];
    expect(checkContent(musician, { today })).toEqual([]);
  });

  it('wants a title and a description for every page the site has, and none for a left-out section', () => {
    const developer = content();
    developer.music = { tracks: [] };
    const pageMeta = { ...testSitePageMeta, '/music': undefined, '/services': undefined };
    expect(pageMetaProblems(developer, pageMeta)).toEqual([
      "content/site.ts: pageMeta['/services']: needs a title and a description (the site has the page)",
    ]);
  });

  it('wants the artist and the cover while there are tracks', () => {
    const broken = content();
    delete broken.music.artist;
    delete broken.music.cover;
    expect(checkContent(broken, { today })).toEqual([
      "content/music.ts: artist: needs the artist's name while there are tracks or releases " +
        '(none of either leaves music out)',
      'content/music.ts: cover: needs a cover picture while there are tracks and no releases (a release has its own)',
    ]);
  });

  it('names each of the owner’s links to a page of a section left out, in any language', () => {
    const developer = content();
    developer.music = { tracks: [] };
    developer.projects = [];
    developer.services.intro = 'See [my projects](/projects/retention-curve) and [GitHub](https://github.com/x).';
    developer.translations = [
      { locale: 'es_ES', owner: { bio: ['Hago productos web.', 'Y música:', 'la [página de música](/music)'] } },
    ];
    expect(checkContent(developer, { today })).toEqual([
      'content/owner.ts: bio[2]: links to /music, a page the site leaves out ' +
        '(content/music.ts has tracks: [] and no releases)',
      'content/services.ts: intro: links to /projects/retention-curve, a page the site leaves out ' +
        '(content/projects.ts lists none)',
      'content/translations: [0] (es): owner.bio[2]: links to /music, a page the site leaves out ' +
        '(content/music.ts has tracks: [] and no releases)',
    ]);
  });

  it('rejects an invalid URL and e-mail address', () => {
    const broken = content();
    broken.owner.profiles = [{ name: 'GitHub', url: 'github.com/me' }];
    broken.owner.email = 'me-at-example';
    broken.projects[0]!.codeUrl = 'ftp://example.com';
    expect(checkContent(broken, { today })).toEqual([
      'content/owner.ts: email: must be an e-mail address like you@example.com',
      'content/owner.ts: profiles[0].url: must be a full web address starting with https://',
      'content/projects.ts: [0].codeUrl: must be a full web address starting with https://',
    ]);
  });

  it('takes any profiles or none, and no resume, but each profile once', () => {
    const owned = content();
    delete owned.owner.profiles;
    delete owned.owner.resumePath;
    expect(checkContent(owned, { today })).toEqual([]);
    owned.owner.profiles = [
      { name: 'Mastodon', url: 'https://fosstodon.org/@me' },
      { name: 'Toots', url: 'https://fosstodon.org/@me/' },
      { name: 'mastodon', url: 'https://mastodon.social/@me' },
      { name: ' ', url: 'https://bsky.app/profile/me.example' },
    ];
    expect(checkContent(owned, { today })).toEqual([
      'content/owner.ts: profiles[3].name: must not be empty',
      'content/owner.ts: profiles[1].url: "https://fosstodon.org/@me" is also the address of [0]: ' +
        'each must be different',
      'content/owner.ts: profiles[2].name: "mastodon" is also the name of [0]: each must be different',
    ]);
  });

  it('says where a project’s old link went, and names a repeated stack entry', () => {
    const owned = content();
    (owned.projects[0] as { link?: string }).link = 'https://github.com/me/app';
    owned.projects[1]!.stack = ['React', 'react'];
    owned.projects[2]!.year = 24;
    expect(checkContent(owned, { today })).toEqual([
      'content/projects.ts: [0].link: is now codeUrl (the code) or liveUrl (where it runs): rename it',
      'content/projects.ts: [1].stack[1]: "react" is also the name of [0]: each must be different',
      'content/projects.ts: [2].year: must be a year like 2024',
    ]);
  });

  it('refuses raw HTML in a long text, naming the file and the field', () => {
    const owned = content();
    owned.owner.bio = ['Fine **Markdown**.', 'Not <em>this</em>.'];
    owned.services.items[0]!.desc = '## A heading';
    expect(checkContent(owned, { today })).toEqual([
      'content/owner.ts: bio[1]: has raw HTML ("<em>"): write plain paragraphs, **bold**, *italic*, `code`, ' +
        '[links](https://…) and lists only',
      'content/services.ts: items[0].desc: has a heading ("## A heading"): write plain paragraphs, **bold**, ' +
        '*italic*, `code`, [links](https://…) and lists only',
    ]);
  });

  it('takes no e-mail address only when the contact form has its e-mail service', () => {
    const owned = content();
    delete owned.owner.email;
    expect(checkContent(owned, { today })).toEqual([
      'content/owner.ts: email: needed while the e-mail service is not set up (NEXT_PUBLIC_EMAILJS_SERVICE_ID, ' +
        '_TEMPLATE_ID, _PUBLIC_KEY): the contact form would have nowhere to send',
    ]);
    expect(checkContent(owned, { today, emailService: true })).toEqual([]);
  });

  it('says what is wrong with a Bluesky DID, and with members of an artist that is not a group', () => {
    const owned = content();
    owned.owner.blueskyDid = 'alex.bsky.social';
    owned.music.members = ['Alex'];
    expect(checkContent(owned, { today })).toEqual([
      'content/owner.ts: blueskyDid: must be a DID as Bluesky shows it, e.g. did:plc:ewvi7nxzyoun6zhxrhs64oiz',
      "content/music.ts: members: are a group's: add artistIs: 'group', or leave members out",
    ]);
    owned.owner.blueskyDid = 'did:plc:ewvi7nxzyoun6zhxrhs64oiz';
    owned.music.artistIs = 'group';
    expect(checkContent(owned, { today })).toEqual([]);
  });

  it('takes a locale only as Open Graph writes it: language_TERRITORY', () => {
    const withLocale = (locale: string) => {
      const owned = content();
      owned.owner.locale = locale as SiteContent['owner']['locale'];
      return checkContent(owned, { today });
    };
    for (const locale of ['en_GB', 'de_DE', 'pt_BR']) expect(withLocale(locale)).toEqual([]);
    // A bare language, the BCP 47 hyphen, the wrong case, and an underscore with nothing around it.
    const wrong = ['en', 'en-US', 'EN_us', 'en_us', '_'];
    const line =
      'content/owner.ts: locale: must be a language and territory like en_US or pt_BR (two lower-case letters, ' +
      'an underscore, two capitals)';
    expect(Object.fromEntries(wrong.map((locale) => [locale, withLocale(locale)]))).toEqual(
      Object.fromEntries(wrong.map((locale) => [locale, [line]])),
    );
  });

  it('takes a locale whose language the site has words for, and names the file to add for another', () => {
    const owned = content();
    owned.owner.locale = 'fi_FI';
    expect(checkContent(owned, { today })).toEqual([
      'content/owner.ts: locale: the site has no interface words in "fi" (it has en, es, de, fr, it, pt, nl, sv, pl, ' +
        'ru, ja, ko, ar): add lib/i18n/dictionaries/fi.ts, as lib/i18n/dictionaries/index.ts says',
    ]);
    owned.owner.locale = 'sv_SE';
    expect(checkContent(owned, { today })).toEqual([]);
  });

  it('takes changed interface words that keep their placeholders, and names any that do not', () => {
    const owned = content();
    owned.wording = {
      services: { callToAction: 'Book a call' },
      share: { shareTitle: 'Share {title} with a friend' },
      contact: { charactersLeft: { one: 'One left', many: '{count} left' } },
    };
    expect(checkContent(owned, { today })).toEqual([]);
    owned.wording = {
      share: { shareTitle: 'Share it', shareAt: 'At {moment}' },
      contact: { errors: { nickname: 'Who?' } as never },
      player: 'Player' as never,
    };
    expect(checkContent(owned, { today })).toEqual([
      'content/wording.ts: share.shareTitle: must keep the placeholders of "Share {title}" ({title}), not none',
      'content/wording.ts: share.shareAt: must keep the placeholders of "Share at {time}" ({time}), not {moment}',
      'content/wording.ts: contact.errors.nickname: the site has no such text',
      'content/wording.ts: player: must be a group of texts, as the dictionary has it',
    ]);
  });

  it('names a control whose name, in the owner’s words, does not start with the words it shows', () => {
    const owned = content();
    owned.wording = { music: { playAll: 'Play the lot' }, share: { shareTitle: 'Pass {title} on' } };
    expect(checkContent(owned, { today })).toEqual([
      'content/wording.ts: music.playAllOf: "Play all of Night Lines" must start with the words its control shows, ' +
        '"Play the lot": a visitor who speaks to the page says what they see',
      'content/wording.ts: share.shareTitle: "Pass Night Lines on" must start with the words its control shows, ' +
        '"Share": a visitor who speaks to the page says what they see',
    ]);
  });

  it('holds a plural’s forms to its `other` in a language that counts with that one form (Japanese)', () => {
    const owned = content();
    owned.owner.locale = 'ja_JP';
    // The owner may still give a form for 1, and say its count in words.
    owned.wording = { contact: { charactersLeft: { other: 'あと {count} 文字', one: 'あと一文字' } } };
    expect(checkContent(owned, { today })).toEqual([]);
    owned.wording = { contact: { charactersLeft: { other: 'あと {n} 文字', few: '{count} {n}' } } };
    expect(checkContent(owned, { today })).toEqual([
      'content/wording.ts: contact.charactersLeft.other: must keep the placeholders of "残り {count} 文字" ' +
        '({count}), not {n}',
      'content/wording.ts: contact.charactersLeft.few: must keep the placeholders of "残り {count} 文字" ' +
        '({count}), not {count} {n}',
    ]);
  });

  it('wants alt text, empty-free titles, and picture paths inside content/pictures/', () => {
    const broken = content();
    broken.about.slides[4]!.alt = '';
    broken.music.tracks[1]!.title = '  ';
    broken.projects[2]!.title = '';
    broken.music.cover!.src = '/images/cover.jpg';
    expect(checkContent(broken, { today })).toEqual([
      'content/about.ts: slides[4].alt: needs alt text that says what the picture shows',
      'content/projects.ts: [2].title: must not be empty',
      'content/music.ts: cover.src: must be a file in content/pictures/, written without a leading slash, ' +
        'e.g. home/sunset.jpg',
      'content/music.ts: tracks[1].title: must not be empty',
    ]);
  });

  it('takes a picture that fills its frame around a focal point, and says what is wrong with fit and position', () => {
    const owned = content();
    owned.about.slides[0] = { ...owned.about.slides[0]!, fit: 'fill', position: '30% 20%' };
    owned.about.slides[1] = { ...owned.about.slides[1]!, fit: 'fill', position: 'left bottom' };
    owned.about.slides[2] = { ...owned.about.slides[2]!, fit: 'whole' };
    expect(checkContent(owned, { today })).toEqual([]);

    const broken = content();
    broken.about.slides[0] = { ...broken.about.slides[0]!, fit: 'crop' as 'fill' };
    broken.about.slides[1] = { ...broken.about.slides[1]!, fit: 'fill', position: '120% middle' };
    broken.about.slides[2] = { ...broken.about.slides[2]!, position: 'top' };
    expect(checkContent(broken, { today })).toEqual([
      "content/about.ts: slides[0].fit: must be 'whole' (the whole picture, the default) or 'fill' (fill the frame, " +
        'cutting off what does not fit)',
      "content/about.ts: slides[1].position: must say which part to keep in view, as 'top', " +
        "'left bottom' or '30% 20%' (percentages from 0 to 100)",
      "content/about.ts: slides[2].position: only matters with fit: 'fill' (a whole picture shows every part): " +
        "add fit: 'fill' or leave position out",
    ]);
  });

  it('names duplicate project ids, tile ids, track titles and track files, and which earlier entry they repeat', () => {
    const broken = content();
    broken.projects[1]!.id = broken.projects[0]!.id;
    broken.home.tiles[2]!.id = broken.home.tiles[0]!.id;
    broken.music.tracks[4]!.title = broken.music.tracks[0]!.title;
    broken.music.tracks[4]!.file = '/Slow Orbit.mp3';
    broken.music.tracks[5]!.file = '/Distant_album_114_v1.mp3';
    expect(checkContent(broken, { today })).toEqual([
      'content/home.ts: tiles[2].id: 1 is also the id of [0]: each must be different',
      'content/projects.ts: [1].id: 1 is also the id of [0]: each must be different',
      'content/music.ts: tracks[4].title: "Night Drive" is also the title of [0]: each must be different',
      'content/music.ts: tracks[5].file: "/distant_album_114_v1.mp3" is also the file of [2]: each must be different',
    ]);
  });

  it('names two titles that make the same address, and a slug that is not one', () => {
    const broken = content();
    broken.projects[1]!.title = 'Retention curve!';
    broken.music.tracks[4]!.title = 'distant album 114 v1';
    broken.music.tracks[5]!.title = '🎷🎷';
    broken.projects[2]!.slug = 'Betting Integration';
    expect(checkContent(broken, { today })).toEqual([
      'content/projects.ts: [2].slug: must be lower-case letters and digits joined by hyphens, e.g. my-first-track',
      'content/projects.ts: [1].title: makes the address "retention-curve", as [0] "Retention Curve" does: ' +
        'give one of them its own slug',
      'content/music.ts: tracks[4].title: makes the address "distant-album-114-v1", ' +
        'as [2] "Distant_album_114_v1" does: give one of them its own slug',
      'content/music.ts: tracks[5].title: "🎷🎷" makes no address (an address is made of the letters a to z and ' +
        'digits, and the title has none, nor letters that spell as them): ' +
        "give it a slug, e.g. slug: 'my-first-track'",
    ]);
    broken.projects[2]!.slug = 'betting';
    // A slug of the owner's own parts the two.
    broken.projects[1]!.slug = 'retention-curve-2';
    broken.music.tracks[4]!.slug = 'distant-album-live';
    broken.music.tracks[5]!.slug = 'saxophones';
    expect(checkContent(broken, { today })).toEqual([]);
  });

  it('takes only audio types browsers play, and a title with a slash only with its own file', () => {
    const broken = content();
    broken.music.tracks[0]!.file = '/music/song.wma';
    broken.music.tracks[1]!.title = 'AC/DC cover';
    expect(checkContent(broken, { today })).toEqual([
      'content/music.ts: tracks[0].file: must be a path from the site root ending in .mp3, .m4a, .aac, .ogg, .oga, ' +
        '.opus, .wav, .flac, e.g. /music/Night Drive.m4a',
      'content/music.ts: tracks[1].title: must not contain / or \\ unless the track names its own file',
    ]);
  });
});

describe('checkContent: releases', () => {
  /** The test site's music as an EP of its first three tracks, a single of the fourth, the rest loose. */
  const withReleases = () => {
    const owned = content();
    const [a, b, c, d, ...rest] = owned.music.tracks;
    const cover = owned.music.cover!;
    owned.music.releases = [
      { title: 'First Light EP', kind: 'EP', released: '2025-09-05', cover, tracks: [a!, b!, c!] },
      {
        title: 'Paper Lanterns',
        slug: 'paper-lanterns-single',
        kind: 'single',
        released: '2025-11-28',
        cover,
        tracks: [d!],
      },
    ];
    owned.music.tracks = rest;
    return owned;
  };

  it('takes releases beside loose tracks, and releases alone with no cover of the artist’s', () => {
    expect(checkContent(withReleases(), { today })).toEqual([]);
    const releasesOnly = withReleases();
    releasesOnly.music.tracks = [];
    delete releasesOnly.music.cover;
    expect(checkContent(releasesOnly, { today })).toEqual([]);
  });

  it('names a track listed twice, a release with no tracks while it is out, and a missing cover, one line each', () => {
    const broken = withReleases();
    broken.music.releases![1]!.tracks.push(broken.music.tracks[0]!);
    broken.music.releases!.push({ title: 'Later', kind: 'album', released: '2024-01-01', tracks: [] } as never);
    const soon = { title: 'Soon', kind: 'album', released: '2026-09-01', cover: broken.music.cover!, tracks: [] };
    broken.music.releases!.push(soon);
    expect(checkContent(broken, { today })).toEqual([
      'content/music.ts: releases[2].cover: needs a cover picture, e.g. ' +
        "cover: { src: 'releases/first-ep.jpg', alt: 'Cover art: …' }",
    ]);
    broken.music.releases![2]!.cover = broken.music.cover!;
    expect(checkContent(broken, { today })).toEqual([
      'content/music.ts: releases[2].tracks: lists no track, and the release is out: add its tracks, ' +
        'or date it ahead if it is not out yet',
      'content/music.ts: tracks[0].title: "Slow Orbit" is also the title of releases[1].tracks[1]: ' +
        'a track is listed once',
      'content/music.ts: tracks[0].file: "/slow orbit.mp3" is also the file of releases[1].tracks[1]: ' +
        'a track is listed once',
    ]);
  });

  it('takes a single of its own title with no slug, and names any other release whose address is a track’s', () => {
    const broken = withReleases();
    delete broken.music.releases![1]!.slug;
    // A single: its page is its track's (lib/content/catalogue.ts, pageIsRelease).
    expect(checkContent(broken, { today })).toEqual([]);
    broken.music.releases![1]!.tracks.push({ title: 'Second Lantern', file: '/second.mp3' });
    expect(checkContent(broken, { today })).toEqual([
      'content/music.ts: releases[1].title: makes the address "paper-lanterns", as releases[1].tracks[0] does ' +
        '(releases and tracks share /music/): give one its own slug',
    ]);
  });
});

describe('themeProblems: the owner’s colours', () => {
  it('takes no colours at all, or accents that read on their page', () => {
    expect(themeProblems(undefined)).toEqual([]);
    expect(themeProblems({ light: { accent: '#0B5C9E' }, dark: { accent: '#9cc9e8' } })).toEqual([]);
  });

  it('refuses an accent below 4.5:1 on its theme’s page, in one line naming the field and the contrast', () => {
    expect(themeProblems({ light: { accent: '#e08a6a' }, dark: { accent: '#333333' } })).toEqual([
      'content/site.ts: site.theme.light.accent: "#e08a6a" has a contrast of 2.3:1 on the light page (#f6f3ee); ' +
        'it needs 4.5:1',
      'content/site.ts: site.theme.dark.accent: "#333333" has a contrast of 1.3:1 on the dark page (#1c1b19); ' +
        'it needs 4.5:1',
    ]);
  });

  it('never shows a contrast just short of the bar as reaching it', () => {
    // 4.47:1 on the light page.
    expect(themeProblems({ light: { accent: '#c5451f' } })).toEqual([
      expect.stringContaining('has a contrast of 4.4:1 on the light page'),
    ]);
  });

  it('wants a colour written as #rrggbb', () => {
    expect(themeProblems({ dark: { accent: 'orange' } })).toEqual([
      'content/site.ts: site.theme.dark.accent: ' +
        'must be a colour written as # and six hexadecimal digits, e.g. "#b8401c"',
    ]);
  });
});

describe("checkContent: a track's lyrics, credits, links, download and date", () => {
  it('takes each of them, all optional, on any track and listen-on links for the artist', () => {
    const owned = content();
    owned.music.listenOn = [{ name: 'Tidal', url: 'https://tidal.com/browse/artist/1' }];
    owned.music.tracks[3] = {
      title: 'Paper Lanterns',
      released: '2024-02-29',
      lyrics: 'One line',
      credits: { recordedAt: 'Live at the Example Hall' },
      listenOn: [{ name: 'My own site', url: 'https://example.com/paper-lanterns' }],
      download: { license: { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' } },
    };
    expect(checkContent(owned, { today })).toEqual([]);
  });

  it('says what is wrong with each, one line per field', () => {
    const broken = content();
    broken.music.listenOn = [];
    broken.music.tracks[0]!.lyrics = '  \n ';
    broken.music.tracks[0]!.credits = { writtenBy: [], musicians: [{ name: 'Sam Sample', role: '' }] };
    broken.music.tracks[0]!.listenOn = [
      { name: 'Spotify', url: 'open.spotify.com/track/1' },
      { name: 'spotify ', url: 'https://open.spotify.com/track/2' },
    ];
    broken.music.tracks[1]!.credits = {};
    broken.music.tracks[1]!.released = '20/06/2025';
    broken.music.tracks[2]!.download = { license: { name: 'CC BY 4.0', url: '' } };
    expect(checkContent(broken, { today })).toEqual([
      'content/music.ts: listenOn: needs at least one link, or leave listenOn out',
      'content/music.ts: tracks[0].lyrics: must not be empty',
      'content/music.ts: tracks[0].credits.writtenBy: needs at least one name, or leave it out',
      'content/music.ts: tracks[0].credits.musicians[0].role: must not be empty',
      'content/music.ts: tracks[0].listenOn[0].url: must be a full web address starting with https://',
      'content/music.ts: tracks[0].listenOn[1].name: "spotify" is also the name of [0]: each must be different',
      'content/music.ts: tracks[1].released: must be a date written as YYYY-MM-DD, e.g. 2025-06-01',
      'content/music.ts: tracks[1].credits: needs at least one of writtenBy, producedBy, musicians or recordedAt, ' +
        'or leave credits out',
      'content/music.ts: tracks[2].download.license.url: must be a full web address starting with https://',
    ]);
  });
});

describe('checkFiles: the files the content names', () => {
  it("accepts the test site's files, with no warning", async () => {
    expect(await checkFiles(content(), dirs)).toEqual({ problems: [], warnings: [] });
  });

  it('names a missing picture with every field that uses it', async () => {
    const broken = content();
    broken.home.tiles[1]!.img[2] = { src: 'home/missing.jpg', alt: 'A picture that is not there' };
    broken.home.phoneGallery[5]!.img = broken.home.tiles[1]!.img[2]!;
    expect((await checkFiles(broken, dirs)).problems).toEqual([
      'content/home.ts: tiles[1].img[2].src: content/pictures/home/missing.jpg does not exist',
      'content/home.ts: phoneGallery[5].img.src: content/pictures/home/missing.jpg does not exist',
    ]);
  });

  it('names a missing track file and a missing resume', async () => {
    const broken = content();
    broken.music.tracks[3]!.title = 'not-there';
    broken.music.tracks[4]!.file = '/music/gone.ogg';
    broken.owner.resumePath = '/cv.pdf';
    expect((await checkFiles(broken, dirs)).problems).toEqual([
      'content/owner.ts: resumePath: public/cv.pdf does not exist',
      'content/music.ts: tracks[3].title: public/not-there.mp3 does not exist',
      'content/music.ts: tracks[4].file: public/music/gone.ogg does not exist',
    ]);
  });

  it('refuses an audio file that is not what its name says, or not audio at all', async () => {
    const dir = scratch();
    copyFileSync(path.join(publicDir, 'Distant_album_114_v1.mp3'), path.join(dir, 'really-mp3.flac'));
    writeFileSync(path.join(dir, 'noise.mp3'), 'this is text, not audio');
    const broken = content();
    broken.music.tracks = [
      { title: 'A', file: '/really-mp3.flac' },
      { title: 'B', file: '/noise.mp3' },
    ];
    broken.owner.resumePath = '/cv.pdf';
    writeFileSync(path.join(dir, 'cv.pdf'), '%PDF-1.4');
    const { problems } = await checkFiles(broken, { ...dirs, publicDir: dir });
    expect(problems).toEqual([
      'content/music.ts: tracks[0].file: public/really-mp3.flac is not really FLAC (it reads as MPEG): ' +
        'export it as FLAC or name it after its real type',
      expect.stringMatching(
        /^content\/music\.ts: tracks\[1\]\.file: public\/noise\.mp3 (cannot be read as audio|is not really MP3)/,
      ),
    ]);
  });

  it('warns that a lossless master typed as a track streams to a phone as it is', async () => {
    const dir = scratch();
    execFileSync(process.env.FFMPEG || 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=1'],
      ...['-c:a', 'pcm_s24le', path.join(dir, 'Night Drive.wav')],
    ]);
    const typed = content();
    typed.music.tracks = [{ title: 'Night Drive', file: '/Night Drive.wav' }];
    typed.owner.resumePath = undefined;
    const { problems, warnings } = await checkFiles(typed, { ...dirs, publicDir: dir });
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(
      'content/music.ts: tracks[0].file: public/Night Drive.wav is a lossless master (0.1 MB), which streams as it ' +
        'is: put it in content/music/ for the build to make Opus and MP3 of it (lib/content/musicFolder.ts)',
    );
  });

  it('explains a HEIC picture, a file that is not a picture, a huge one, and warns about a tiny one', async () => {
    const dir = scratch();
    // A .heic name on a JPEG's bytes: refused by name, with what to do.
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
      .jpeg()
      .toFile(path.join(dir, 'IMG_0001.heic'));
    writeFileSync(path.join(dir, 'broken.jpg'), 'not a JPEG at all');
    // 12 000 × 9 000 = 108 megapixels: over the limit, yet cheap to write as a PNG.
    await sharp({ create: { width: 12_000, height: 9_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toFile(path.join(dir, 'huge.png'));
    await sharp({ create: { width: 200, height: 150, channels: 3, background: '#abc' } })
      .jpeg()
      .toFile(path.join(dir, 'tiny.jpg'));
    for (const name of ['fine.jpg']) copyFileSync(path.join(picturesDir, 'home', 'home-1.jpg'), path.join(dir, name));
    const broken = content();
    const picture = (src: string) => ({ src, alt: `The picture ${src}` });
    broken.about.slides = [picture('IMG_0001.heic'), picture('broken.jpg'), picture('huge.png'), picture('tiny.jpg')];
    broken.home.tiles = [{ id: 1, img: [picture('fine.jpg')] }];
    broken.home.phoneGallery = [{ id: '1', img: picture('fine.jpg') }];
    broken.projects = [{ ...broken.projects[0]!, img: [picture('fine.jpg')] }];
    broken.owner.portrait = picture('fine.jpg');
    broken.music.cover = picture('fine.jpg');
    broken.resume = undefined;
    const { problems, warnings } = await checkFiles(broken, { ...dirs, picturesDir: dir });
    expect(problems).toEqual([
      'content/about.ts: slides[0].src: content/pictures/IMG_0001.heic is a HEIC/HEIF picture (the iPhone default), ' +
        'which the build cannot read: export it as JPEG (on the iPhone: ' +
        'Settings › Camera › Formats › Most Compatible)',
      expect.stringMatching(
        /^content\/about\.ts: slides\[1\]\.src: content\/pictures\/broken\.jpg cannot be read as a picture \(.+\)$/,
      ),
      'content/about.ts: slides[2].src: content/pictures/huge.png is 108 megapixels, ' +
        'more than the 100 the build takes: scale it down (no layout shows more than 1600 px across)',
    ]);
    expect(warnings).toEqual([
      'content/about.ts: slides[3].src: content/pictures/tiny.jpg is only 200 px wide: it will look blurred; ' +
        'use one at least 320 px wide',
    ]);
  }, 30_000);
});

describe('checkFiles: the demo’s files left in public/', () => {
  it('knows every file the demo ships in public/, and the resume it shipped before, by their bytes', async () => {
    const shipped = readdirSync(publicDir, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect([...shipped.map((entry) => entry.name), 'resume.pdf'].sort()).toEqual(Object.values(demoFiles).sort());
    const resumeHash = createHash('sha256').update(readFileSync(earlierDemoResume)).digest('hex');
    expect(demoFiles[resumeHash]).toBe('resume.pdf');
    const byBytes = shipped.map(({ name }) => [
      name,
      demoFiles[
        createHash('sha256')
          .update(readFileSync(path.join(publicDir, name)))
          .digest('hex')
      ],
    ]);
    expect(byBytes).toEqual(shipped.map(({ name }) => [name, name]));
    for (const { name } of shipped)
      expect(statSync(path.join(publicDir, name)).size).toBeLessThanOrEqual(DEMO_FILE_MAX_BYTES);
  });

  /** An owner's public/: a demo track renamed and named by the content, the demo's resume under another name and
   * two demo tracks as they were, none of them named, the owner's own file, and the build's picture variants. */
  const ownersPublic = () => {
    const dir = scratch();
    copyFileSync(path.join(publicDir, 'Night Drive.mp3'), path.join(dir, 'mine.mp3'));
    copyFileSync(earlierDemoResume, path.join(dir, 'cv-old.pdf'));
    mkdirSync(path.join(dir, 'music'));
    copyFileSync(path.join(publicDir, 'Slow Orbit.mp3'), path.join(dir, 'music', 'Slow Orbit.mp3'));
    copyFileSync(path.join(publicDir, 'Tidal Lines.mp3'), path.join(dir, 'Tidal Lines.mp3'));
    writeFileSync(path.join(dir, 'cv.pdf'), '%PDF-1.4 the owner’s own');
    mkdirSync(path.join(dir, '_img'));
    copyFileSync(earlierDemoResume, path.join(dir, '_img', 'built.pdf'));
    const owned = content();
    owned.owner.resumePath = '/cv.pdf';
    owned.music.tracks = [{ title: 'Mine', file: '/mine.mp3' }];
    return { dir, owned };
  };
  const left = [
    "public/Tidal Lines.mp3: the demo's file, which no content names: delete it, or it is published with the site",
    "public/cv-old.pdf: the demo's resume.pdf under another name, which no content names: delete it, " +
      'or it is published with the site',
    "public/music/Slow Orbit.mp3: the demo's file, which no content names: delete it, or it is published with the site",
  ];

  it('warns, one line each, about a demo file no content names, renamed or not, and nothing else', async () => {
    const { dir, owned } = ownersPublic();
    expect(await checkFiles(owned, { ...dirs, publicDir: dir })).toEqual({ problems: [], warnings: left });
  });

  it('refuses them where it is told to (a CI build)', async () => {
    const { dir, owned } = ownersPublic();
    expect(await checkFiles(owned, { ...dirs, publicDir: dir, refuseDemoFiles: true })).toEqual({
      problems: left,
      warnings: [],
    });
  });
});

describe('checkContent: the site in other languages', () => {
  it('names the owner’s own mistakes first, and not again as every translation’s lists that no longer match', () => {
    const owned = content();
    // A paragraph written where a list of them goes, and a project whose title went missing as another was deleted.
    owned.owner.bio = 'One paragraph' as never;
    owned.projects = owned.projects.slice(0, 2);
    delete (owned.projects[1] as { title?: string }).title;
    const spanish = { ...translations[0]!, owner: { bio: ['Uno', 'Dos'] }, about: { heading: ' ' } };
    expect(spanish.projects!.length).toBeGreaterThan(2);
    expect(checkContent({ ...owned, translations: [spanish] }, { today })).toEqual([
      'content/owner.ts: bio: Invalid input: expected array, received string',
      'content/projects.ts: [1].title: Invalid input: expected string, received undefined',
      // The translation's own mistake, in a record that is right, is named too.
      "content/translations: [0] (es).about.heading: is empty (leave it out to keep the first language's)",
    ]);
  });

  it('takes the test site’s Spanish, and names each way a translation goes wrong', () => {
    const owned = content();
    expect(checkContent({ ...owned, translations }, { today })).toEqual([]);
    const spanish = translations[0]!;
    const wrong = [
      { ...spanish, locale: 'es' as never },
      { ...spanish, locale: 'en_GB' as const },
      { ...spanish, locale: 'fi_FI' as const },
      {
        ...spanish,
        locale: 'es_MX' as const,
        owner: { bio: ['Uno', 'Dos', 'Tres', 'Cuatro'] },
        about: { heading: ' ' },
        wording: { share: { share: 'Compartir {title}' } },
      },
      { ...spanish, locale: 'es_AR' as const },
    ];
    expect(checkContent({ ...owned, translations: wrong }, { today })).toEqual([
      'content/translations: [0]: locale: must be a language and territory like es_ES or pt_BR (two lower-case ' +
        'letters, an underscore, two capitals)',
      "content/translations: [1]: locale: en_GB is the first language's (content/owner.ts); " +
        'a translation is another language',
      'content/translations: [2]: locale: the site has no interface words in "fi" (it has en, es, de, fr, it, pt, ' +
        'nl, sv, pl, ru, ja, ko, ar): add lib/i18n/dictionaries/fi.ts, as lib/i18n/dictionaries/index.ts says',
      'content/translations: [3] (es): wording: share.share: must keep the placeholders of "Compartir" (none), ' +
        'not {title}',
      `content/translations: [3] (es).owner.bio: has 4 entries where the first language has ${owner.bio.length}: ` +
        'a translation follows its list, in its order',
      "content/translations: [3] (es).about.heading: is empty (leave it out to keep the first language's)",
      'content/translations: [4]: locale: a second translation into "es"; its pages would share one address',
    ]);
  });
});

describe('the CV: content/resume.json beside the records', () => {
  it('names a translation of a CV the site does not have, once', () => {
    const spanish = translations.find((translation) => translation.locale.startsWith('es'))!;
    expect(spanish.resume).toBeDefined();
    expect(checkContent({ ...content(), resume: undefined, translations: [spanish] }, { today })).toEqual([
      'content/translations: [0] (es): resume: translates a CV, but there is no content/resume.json',
    ]);
    const longer = { ...spanish, resume: { work: [...spanish.resume!.work!, {}, {}, {}] } };
    expect(checkContent({ ...content(), translations: [longer] }, { today })).toEqual([
      'content/translations: [0] (es).resume.work: has 6 entries where the first language has 3: ' +
        'a translation follows its list, in its order',
    ]);
  });

  it('refuses a public/resume.pdf the made PDF would be published over, unless owner.ts names it', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'resume.pdf'), '%PDF-1.4 the owner’s own');
    const owned = content();
    owned.music.tracks = [];
    delete owned.owner.resumePath;
    expect((await checkFiles(owned, { ...dirs, publicDir: dir })).problems).toEqual([
      'public/resume.pdf: the build makes /resume.pdf from content/resume.json and would publish it over this file: ' +
        'delete it, or set resumePath in content/owner.ts to publish yours instead',
    ]);
    owned.owner.resumePath = '/resume.pdf';
    expect((await checkFiles(owned, { ...dirs, publicDir: dir })).problems).toEqual([]);
  });
});
