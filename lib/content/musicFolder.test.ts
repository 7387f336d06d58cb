import {
  folderLine,
  folderMusic,
  fromFileName,
  fromFolderName,
  inOrder,
  kindOf,
  needsStream,
  STREAMS_PATH,
  type AudioFacts,
  type FolderScan,
} from './musicFolder';
import { catalogueOf } from './catalogue';
import { musicSchema } from './schemas/music';

/** A file as the scan reads one: what a tagger (Picard, Mp3tag) wrote, or nothing where it wrote nothing. */
const file = (path: string, tags: AudioFacts['tags'] = {}, format: Partial<AudioFacts['format']> = {}): AudioFacts => ({
  path,
  bytes: 40_000_000,
  format: { container: 'FLAC', codec: 'FLAC', lossless: true, duration: 240, bitsPerSample: 24, ...format },
  tags,
});
const coverAlt = (title: string) => `Cover of ${title}`;
const scanOf = (files: AudioFacts[], covers: Record<string, string> = {}): FolderScan => ({
  files,
  folders: [...new Set(files.filter((facts) => facts.path.includes('/')).map((facts) => facts.path.split('/')[0]!))],
  covers,
  problems: [],
});

describe('a file’s name, where a tag is missing', () => {
  it.each([
    ['03 - Slow Orbit.wav', { title: 'Slow Orbit', track: 3 }],
    ['03 Slow Orbit.flac', { title: 'Slow Orbit', track: 3 }],
    ['03. Slow Orbit.flac', { title: 'Slow Orbit', track: 3 }],
    ['1-02 Tidal Lines.flac', { title: 'Tidal Lines', track: 2, disc: 1 }],
    ['Night Drive.mp3', { title: 'Night Drive' }],
    ['2024 Night Lines/05_Last Light.aiff', { title: 'Last Light', track: 5 }],
  ])('%s', (name, expected) => {
    expect(fromFileName(name)).toEqual(expected);
  });

  it('a folder’s name gives the title and the year it starts with', () => {
    expect(fromFolderName('2024 Night Lines')).toEqual({ year: '2024', title: 'Night Lines' });
    expect(fromFolderName('(2019) Early Tapes')).toEqual({ year: '2019', title: 'Early Tapes' });
    expect(fromFolderName('Night Lines')).toEqual({ title: 'Night Lines' });
  });
});

describe('what streams as it is and what the build transcodes', () => {
  it('transcodes every lossless master and any file too heavy, and leaves a light lossy file as it is', () => {
    expect(needsStream(file('a.flac'))).toBe(true);
    expect(needsStream(file('a.wav', {}, { container: 'WAVE', lossless: true }))).toBe(true);
    expect(needsStream(file('a.m4a', {}, { container: 'M4A', codec: 'ALAC', lossless: true }))).toBe(true);
    expect(needsStream(file('a.aiff', {}, { container: 'AIFF', lossless: true }))).toBe(true);
    expect(needsStream(file('a.mp3', {}, { container: 'MPEG', lossless: false, bitrate: 320_000 }))).toBe(false);
    expect(needsStream(file('a.ogg', {}, { container: 'Ogg', lossless: false, bitrate: 160_000 }))).toBe(false);
    expect(needsStream(file('a.m4a', {}, { container: 'M4A', lossless: false, bitrate: 512_000 }))).toBe(true);
  });

  it('counts a single, an EP and an album as the stores do', () => {
    expect(kindOf([200])).toBe('single');
    expect(kindOf([200, 210, 190, 230])).toBe('EP');
    expect(kindOf(Array(12).fill(240))).toBe('album');
    expect(kindOf([1900])).toBe('album');
  });
});

describe('the order of a release', () => {
  it('is by disc and track number, from the tags or else the names, then by file name', () => {
    const ordered = inOrder([
      file('X/b.flac'),
      file('X/2-01 Second Disc.flac'),
      file('X/Any.flac', { track: 2, disc: 1 }),
      file('X/01 First.flac'),
      file('X/a.flac'),
    ]);
    expect(ordered.map((facts) => facts.path)).toEqual([
      'X/01 First.flac',
      'X/Any.flac',
      'X/a.flac',
      'X/b.flac',
      'X/2-01 Second Disc.flac',
    ]);
  });
});

describe('folderMusic: releases and tracks from the files', () => {
  const album = [
    file('2024 Night Lines/02 Tidal Lines.flac', {
      title: 'Tidal Lines',
      album: 'Night Lines',
      artist: 'Alex Example',
      track: 2,
      date: '2024-03-01',
      composer: ['Alex Example; Robin Placeholder'],
    }),
    file('2024 Night Lines/01 Night Drive.flac', {
      title: 'Night Drive',
      album: 'Night Lines',
      track: 1,
      date: '2024-02-14',
      lyrics: 'Streetlights count the minutes down\nthe radio hums an empty town',
    }),
    file('2024 Night Lines/03 - Slow Orbit.wav', {}, { container: 'WAVE' }),
  ];

  it('takes every fact from the tags, the names and the folder’s picture', () => {
    const made = folderMusic(
      scanOf(album, { '2024 Night Lines': '/content/music/2024 Night Lines/cover.jpg' }),
      {},
      {
        artist: 'Alex Example',
        coverAlt,
      },
    );
    expect(made.problems).toEqual([]);
    expect(made.folders).toEqual(['2024 Night Lines']);
    const [release] = made.releases;
    expect(release).toMatchObject({
      title: 'Night Lines',
      released: '2024-02-14',
      kind: 'single',
      cover: { src: '/content/music/2024 Night Lines/cover.jpg', alt: 'Cover of Night Lines' },
    });
    expect(release!.tracks).toEqual([
      {
        title: 'Night Drive',
        released: '2024-02-14',
        lyrics: 'Streetlights count the minutes down\nthe radio hums an empty town',
        file: `${STREAMS_PATH}/night-drive.mp3`,
      },
      {
        title: 'Tidal Lines',
        released: '2024-03-01',
        credits: { writtenBy: ['Alex Example', 'Robin Placeholder'] },
        file: `${STREAMS_PATH}/tidal-lines.mp3`,
      },
      { title: 'Slow Orbit', file: `${STREAMS_PATH}/slow-orbit.mp3` },
    ]);
    const tags = { artist: 'Alex Example', album: 'Night Lines', cover: '/content/music/2024 Night Lines/cover.jpg' };
    expect(made.streams.map((job) => [job.source, job.file, job.opus, job.copy, job.tags])).toEqual([
      [
        'content/music/2024 Night Lines/01 Night Drive.flac',
        `${STREAMS_PATH}/night-drive.mp3`,
        `${STREAMS_PATH}/night-drive.opus`,
        false,
        { ...tags, title: 'Night Drive', track: 1 },
      ],
      [
        'content/music/2024 Night Lines/02 Tidal Lines.flac',
        `${STREAMS_PATH}/tidal-lines.mp3`,
        `${STREAMS_PATH}/tidal-lines.opus`,
        false,
        { ...tags, title: 'Tidal Lines', track: 2 },
      ],
      [
        'content/music/2024 Night Lines/03 - Slow Orbit.wav',
        `${STREAMS_PATH}/slow-orbit.mp3`,
        `${STREAMS_PATH}/slow-orbit.opus`,
        false,
        { ...tags, title: 'Slow Orbit', track: 3 },
      ],
    ]);
  });

  it('takes the first track’s embedded picture where the folder has none, and the folder’s year with no date', () => {
    const [first, ...rest] = album.map((facts) => ({ ...facts, tags: { ...facts.tags, date: undefined } }));
    const made = folderMusic(
      scanOf([{ ...first!, picture: '/.cache/covers/0123abcd.jpg' }, ...rest]),
      {},
      { coverAlt },
    );
    expect(made.releases[0]).toMatchObject({ released: '2024-01-01', cover: { src: '/.cache/covers/0123abcd.jpg' } });
  });

  it('publishes a light MP3 as it is, as a loose track', () => {
    const made = folderMusic(
      scanOf([file('Demo.mp3', { title: 'Demo' }, { container: 'MPEG', lossless: false, bitrate: 192_000 })]),
      {},
      { artist: 'Alex', coverAlt },
    );
    expect(made.tracks).toEqual([{ title: 'Demo', file: `${STREAMS_PATH}/demo.mp3` }]);
    expect(made.streams[0]).toMatchObject({ copy: true, file: `${STREAMS_PATH}/demo.mp3` });
    expect(made.streams[0]!.opus).toBeUndefined();
  });

  it('takes what content/music.ts adds, by folder and by file, over what the files say', () => {
    const made = folderMusic(
      scanOf(album, { '2024 Night Lines': '/content/music/2024 Night Lines/cover.jpg' }),
      {
        releaseFolders: { '2024 Night Lines': { kind: 'EP', title: 'Night Lines (Deluxe)', unlisted: true } },
        trackFiles: {
          '2024 Night Lines/03 - Slow Orbit.wav': { title: 'Slow Orbit (Live)', slug: 'slow-orbit-live' },
        },
      },
      { artist: 'Alex Example', coverAlt },
    );
    expect(made.releases[0]).toMatchObject({ title: 'Night Lines (Deluxe)', kind: 'EP', unlisted: true });
    expect(made.releases[0]!.tracks[2]).toEqual({
      title: 'Slow Orbit (Live)',
      slug: 'slow-orbit-live',
      file: `${STREAMS_PATH}/slow-orbit-live.mp3`,
    });
  });

  it('names a record for a folder or file that is not there, and a release with no day or cover, one line each', () => {
    const made = folderMusic(
      scanOf([file('Undated/01 A.flac', { title: 'A' }), file('2020 Bare/01 B.flac', { title: 'B' })]),
      { releaseFolders: { '2024 Nigth Lines': { kind: 'EP' } }, trackFiles: { 'Gone.wav': { slug: 'gone' } } },
      { coverAlt },
    );
    expect(made.problems).toEqual([
      'content/music.ts: releaseFolders["2024 Nigth Lines"]: content/music/ has no folder of that name ' +
        '(it holds "Undated", "2020 Bare")',
      'content/music.ts: trackFiles["Gone.wav"]: content/music/Gone.wav is not an audio file there ' +
        '(a path from content/music/, e.g. "2024 Night Lines/01 Night Drive.flac")',
      "content/music/Undated/: no date in its tracks' tags nor a year in its name: give one in content/music.ts, " +
        'releaseFolders["Undated"].released',
      'content/music/2020 Bare/: no cover: put cover.jpg (or cover.png, folder.jpg) beside its tracks, embed one in ' +
        'the first track\'s tags, or give one in content/music.ts, releaseFolders["2020 Bare"].cover',
    ]);
  });

  it('names a check’s line about a folder’s record by its folder or file', () => {
    const made = folderMusic(scanOf(album, { '2024 Night Lines': '/c.jpg' }), {}, { artist: 'A', coverAlt });
    const named = { typedReleases: 2, typedTracks: 1, music: made };
    expect(folderLine('content/music.ts: releases[2].tracks[1].title: "Tidal Lines" is also …', named)).toBe(
      'content/music/2024 Night Lines/02 Tidal Lines.flac: title: "Tidal Lines" is also …',
    );
    expect(folderLine('content/music.ts: releases[2].slug: makes the address …', named)).toBe(
      'content/music/2024 Night Lines/: slug: makes the address …',
    );
    expect(folderLine('content/music.ts: releases[1].title: …', named)).toBe('content/music.ts: releases[1].title: …');
  });
});

describe('a single: a release of one track of its own title', () => {
  const single = {
    title: 'Lighthouse',
    kind: 'single',
    released: '2024-05-05',
    cover: { src: 'lighthouse.jpg', alt: 'Cover of Lighthouse' },
    tracks: [{ title: 'Lighthouse', file: '/lighthouse.mp3' }],
  };

  it('needs no slug: its page is its track’s', () => {
    const music = { artist: 'A', tracks: [], releases: [single] };
    expect(musicSchema.safeParse(music).success).toBe(true);
    const catalogue = catalogueOf(music, '2026-01-01');
    expect(catalogue.tracks[0]).toMatchObject({ slug: 'lighthouse', hasPage: true, pageIsRelease: true });
    expect(catalogue.releases[0]!.slug).toBe('lighthouse');
  });

  it('still refuses a release whose address is another release’s track', () => {
    const music = {
      artist: 'A',
      tracks: [],
      releases: [
        {
          ...single,
          tracks: [
            { title: 'Lighthouse', file: '/lighthouse.mp3' },
            { title: 'B', file: '/b.mp3' },
          ],
        },
      ],
    };
    const result = musicSchema.safeParse(music);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'makes the address "lighthouse", as releases[0].tracks[0] does (releases and tracks share /music/): ' +
        'give one its own slug',
    ]);
  });
});
