/**
 * The music's records (lib/content/schema.ts, content/music.ts): the artist, releases and loose
 * tracks, their credits, licences, links and downloads, and every rule that keeps two of them
 * from claiming one title, file or address.
 */
import { audioTypes, trackFile } from '../audio';
import { DOWNLOAD_FORMAT_KEYS } from '../downloadFormats';
import { fieldPath } from '../fieldPath';
import { slugOf } from '../slug';
import { z } from 'zod';
import {
  label,
  markdown,
  pictureSchema,
  pictureWith,
  sitePath,
  slug,
  text,
  unique,
  uniqueSlugs,
  webUrl,
} from './fields';

const listenOnSchema = z.object({
  /**
   * The platform's name as listeners know it, e.g. "Bandcamp" or "Apple Music": shown beside
   * its icon and read aloud as "Listen to {title} on {name}". Unique within one list.
   */
  name: text,
  /**
   * The full address of the track, or of the artist's page, there (https://…). The brand icon
   * comes from the address (Spotify, Apple Music, Bandcamp, SoundCloud, YouTube, Deezer, Tidal,
   * Amazon Music…) or else from the name; any other site gets a plain link icon.
   */
  url: webUrl,
});

/** A page where a track, or the artist, can be heard: a streaming service, a store, a video site. */
export type ListenOn = z.infer<typeof listenOnSchema>;

/** Links to a track or the artist elsewhere: each platform once, so every link has its own name. */
const listenOn = z
  .array(listenOnSchema)
  .min(1, 'needs at least one link, or leave listenOn out')
  .superRefine(unique((link) => link.name.trim().toLowerCase(), 'name', 'name'));

const musicianSchema = z.object({
  /** Their name as it should be credited. */
  name: text,
  /** What they did, e.g. "Guitar", "Vocals", "Mixing". */
  role: text,
});

/** Someone who played or sang on a recording, and what they did. */
export type Musician = z.infer<typeof musicianSchema>;

const names = z.array(text).min(1, 'needs at least one name, or leave it out');
const creditsSchema = z
  .object({
    /**
     * Who wrote the song (its music, and its lyrics if it has any). Structured data names them
     * as its composers, and as its lyricists when the track has lyrics.
     */
    writtenBy: names.optional(),
    /** Who produced the recording. */
    producedBy: names.optional(),
    /** Who played or sang on the recording, in the order to credit them. */
    musicians: z.array(musicianSchema).min(1, 'needs at least one musician, or leave it out').optional(),
    /** Where it was recorded, as it should read, e.g. "Home studio, Lisbon". */
    recordedAt: text.optional(),
  })
  .refine(
    (given) => Object.values(given).some((value) => value !== undefined),
    'needs at least one of writtenBy, producedBy, musicians or recordedAt, or leave credits out',
  );

/** Who made a track. Each field is optional: give the ones you want credited (at least one). */
export type Credits = z.infer<typeof creditsSchema>;

const licenseSchema = z.object({
  /** Its short name, shown as the link to it, e.g. "CC BY 4.0". */
  name: text,
  /** Where its terms are, e.g. https://creativecommons.org/licenses/by/4.0/. */
  url: webUrl,
});

/** A licence listeners get a file under, e.g. Creative Commons Attribution 4.0. */
export type License = z.infer<typeof licenseSchema>;

const trackDownloadSchema = z.object({
  /** The licence the download is under: linked beside the download link and stated in structured data. */
  license: licenseSchema,
  /**
   * Optional, for the catalogue folder's tracks and releases (content/music/): the formats to
   * offer, each made at build from the master, e.g. `['flac', 'mp3-v0']`: 'flac' (the master's
   * own bit depth and rate, from a lossless master only), 'mp3-320', 'mp3-v0' (MP3 VBR, about
   * 245 kbps) or 'opus' (128 kbps). The page lists each with its size; a release offers one zip
   * per format. Without it, the file the page plays is offered.
   */
  formats: z
    .array(z.enum(DOWNLOAD_FORMAT_KEYS, `must each be one of ${DOWNLOAD_FORMAT_KEYS.join(', ')}`))
    .min(1, 'needs at least one format, or leave formats out')
    .superRefine(unique((format) => format, '', 'format'))
    .optional(),
});

/** The track's audio file offered for download. */
export type TrackDownload = z.infer<typeof trackDownloadSchema>;

const audioExtensions = Object.keys(audioTypes);
const trackFields = z.object({
  /**
   * The title, shown exactly as written (spaces, accents, punctuation and emoji are fine). Unique
   * among the tracks.
   */
  title: text,
  /**
   * Optional: the last part of the track's own address, /music/<slug>, in lower-case letters,
   * digits and hyphens. Without it, it is made from the title ("Distant_album_114_v1" →
   * "distant-album-114-v1"); set one where the title makes a poor or clashing one. A title in
   * Cyrillic, Greek or Arabic letters alone is spelled in Latin ones ("Ночной поезд" →
   * "nochnoj-poezd"); one in Hebrew, Chinese or Japanese needs a slug.
   */
  slug,
  /**
   * The audio file's path from the site root; the file lives at `public/` + this path, e.g.
   * `/music/Night Drive.m4a`. MP3, M4A/AAC, OGG/Opus, WAV or FLAC. Optional: without it the
   * file is `/{title}.mp3`, the title plus .mp3 at the site root.
   */
  file: sitePath(audioExtensions, '/music/Night Drive.m4a').optional(),
  /**
   * Optional: the day the track came out, as YYYY-MM-DD. The podcast feed dates the track by it
   * (apps list the newest first) and structured data states it; without it, the feed dates the
   * track by the build.
   */
  released: z.iso.date('must be a date written as YYYY-MM-DD, e.g. 2025-06-01').optional(),
  /**
   * Optional: the lyrics, as they should read. A line break starts a new line, a blank line a
   * new verse. Shown under the track (open, without JavaScript too) and given to search engines
   * as the song's lyrics.
   */
  lyrics: text.optional(),
  /** Optional: who wrote, produced and played the track, and where it was recorded; shown with the lyrics. */
  credits: creditsSchema.optional(),
  /** Optional: where else this track can be heard, each a link with the platform's icon. */
  listenOn: listenOn.optional(),
  /**
   * Optional: offer the track's audio file for download, under a licence. The link names the
   * file's format and size. Without it there is no download link (the page still plays the file).
   */
  download: trackDownloadSchema.optional(),
  /**
   * Optional, in a release that is not out yet: `true` makes this track playable before the
   * release's day (a first single); the others show only their titles until then.
   */
  preview: z.boolean('must be true or false').optional(),
});
const trackSchema = trackFields.refine((track) => track.file || !/[/\\]/.test(track.title), {
  path: ['title'],
  message: 'must not contain / or \\ unless the track names its own file',
});

/** A track on the music page. */
export type Track = z.infer<typeof trackSchema>;

/** Each track's title, file and address must be its own within one list. */
const trackList = z
  .array(trackSchema)
  .superRefine(unique((track) => track.title.trim(), 'title', 'title'))
  .superRefine(unique((track) => trackFile(track).toLowerCase(), 'file', 'file'))
  .superRefine(uniqueSlugs);

const releaseSchema = z.object({
  /** The release's title, shown exactly as written. Unique among the releases. */
  title: text,
  /**
   * Optional: the last part of its own page's address, /music/<slug>, made from the title
   * without it. Releases and tracks share /music/, so no release's address may be a track's.
   */
  slug,
  /**
   * What it is: 'album', 'EP' or 'single' (shown in the page's language and described to search
   * engines as such), or the owner's own word ('mixtape', 'live recording'), shown as written.
   */
  kind: label,
  /**
   * The day it comes out, as YYYY-MM-DD. Releases are listed newest first. A day after the
   * build's shows the release as "Out <date>", its tracks silent until then (unless a track is
   * a `preview`) and out of the podcast feed: build the site again on the day.
   */
  released: z.iso.date('must be a date written as YYYY-MM-DD, e.g. 2025-06-01'),
  /** Its cover picture, shown whole in a square frame; at least 1000 px wide. */
  cover: pictureWith("needs a cover picture, e.g. cover: { src: 'releases/first-ep.jpg', alt: 'Cover art: …' }"),
  /** Optional: a few paragraphs about it, in Markdown, on its own page. */
  description: markdown.optional(),
  /** Optional: who made the release as a whole (each track may have its own credits too). */
  credits: creditsSchema.optional(),
  /** Optional: where else the release can be heard or bought, each a link with the platform's icon. */
  listenOn: listenOn.optional(),
  /** Optional: the record label that put it out. */
  label: text.optional(),
  /** Optional: the label's catalogue number, e.g. "FX-012". */
  catalogNumber: label.optional(),
  /**
   * Its tracks, in the release's order (each written as a loose track is). The player plays them
   * in this order and the next one after the last is not another release's. A release that is not
   * out yet may list none.
   */
  tracks: trackList,
  /**
   * Optional: offer the whole release for download, under a licence: the build writes one zip of
   * its tracks' files, its cover and a text of its credits and licence, linked on its page.
   */
  download: trackDownloadSchema.optional(),
  /**
   * Optional: `true` builds the release's page but leaves it out of the Music page, the sitemap
   * and the feeds, and asks search engines not to list it: a private link for press and friends.
   */
  unlisted: z.boolean('must be true or false').optional(),
});

/** A release of the catalogue: an album, an EP, a single. */
export type Release = z.infer<typeof releaseSchema>;

/** Each track of the catalogue (every release's and the loose ones), with where the check names it. */
function catalogueTracks(music: { tracks: Track[]; releases?: Release[] }) {
  return [
    ...(music.releases ?? []).flatMap((release, r) =>
      release.tracks.map((track, t) => ({ track, path: ['releases', r, 'tracks', t] as (string | number)[] })),
    ),
    ...music.tracks.map((track, t) => ({ track, path: ['tracks', t] as (string | number)[] })),
  ];
}

/**
 * A track listed twice (the same title, file or address in two releases, or in a release and
 * among the loose tracks), and a release whose address is a track's or another release's: one
 * line each. Within one list, the list's own check has said it.
 */
function catalogueClashes(music: { tracks: Track[]; releases?: Release[] }, context: z.RefinementCtx) {
  const listOf = (path: (string | number)[]) => fieldPath(path.slice(0, -1));
  const keys: [string, (track: Track) => string][] = [
    ['title', (track) => track.title.trim()],
    ['file', (track) => trackFile(track).toLowerCase()],
  ];
  for (const [field, key] of keys) {
    const seen = new Map<string, (string | number)[]>();
    for (const { track, path } of catalogueTracks(music)) {
      const first = seen.get(key(track));
      if (!first) seen.set(key(track), path);
      else if (listOf(first) !== listOf(path))
        context.addIssue({
          code: 'custom',
          path: [...path, field],
          message: `${JSON.stringify(key(track))} is also the ${field} of ${fieldPath(first)}: a track is listed once`,
        });
    }
  }
  const addresses = new Map<string, string>();
  for (const { track, path } of catalogueTracks(music)) addresses.set(slugOf(track), fieldPath(path));
  (music.releases ?? []).forEach((release, r) => {
    if (!release.title.trim()) return;
    const address = slugOf(release);
    const taken = addresses.get(address);
    // A single: the release of one track of its own address, whose page is the track's too (lib/content/catalogue.ts).
    if (taken && !(release.tracks.length === 1 && taken === `releases[${r}].tracks[0]`))
      context.addIssue({
        code: 'custom',
        path: ['releases', r, release.slug === undefined ? 'title' : 'slug'],
        message:
          `makes the address "${address}", as ${taken} does (releases and tracks share /music/): ` +
          'give one its own slug',
      });
    addresses.set(address, `releases[${r}]`);
  });
}

/** What content/music.ts adds to a release folder of content/music/ (lib/content/musicFolder.ts). */
const releaseFromFolder = releaseSchema.omit({ tracks: true }).partial();
/** What content/music.ts adds to an audio file of content/music/. */
const trackFromFile = trackFields.omit({ file: true }).partial();

export const musicSchema = z
  .object({
    /** Artist name, shown as the music page heading. Needed with tracks; optional with `tracks: []`. */
    artist: text.optional(),
    /**
     * Optional: 'group' when the artist is a band, a duo or an ensemble (so described to search
     * engines), 'person' (the default) for one musician.
     */
    artistIs: z
      .enum(['person', 'group'], "must be 'person' (one musician) or 'group' (a band, a duo, an ensemble)")
      .optional(),
    /** Optional, for a group: its members' names, as its structured data names them. */
    members: z.array(text).min(1, 'needs at least one name, or leave members out').optional(),
    /**
     * Cover picture, at least 1000 px wide for a sharp 500 px display on dense screens. Shown in a
     * square frame: a picture that is not square shows whole inside it (or set `fit: 'fill'`).
     * Needed with tracks and no releases. With releases, the newest release's cover stands for the
     * artist (the feeds' artwork, the Music page's link preview) unless one is given.
     */
    cover: pictureSchema.optional(),
    /**
     * Optional: the artist's own pages on streaming services and stores, linked near the top of
     * the music page and named in structured data as the artist's other profiles.
     */
    listenOn: listenOn.optional(),
    /**
     * The tracks that belong to no release, in the order they are listed (the demo has six), shown
     * after the releases. `tracks: []` with no releases leaves music out of the site: no Music
     * page, no link to it, no player, feed or sitemap line for it.
     */
    tracks: trackList,
    /**
     * Optional: the catalogue's releases (albums, EPs, singles), each with its cover, its own page
     * and its tracks; listed newest first, above the loose tracks. A track is listed once: in one
     * release, or among the loose tracks.
     */
    releases: z
      .array(releaseSchema)
      .superRefine(unique((release) => release.title.trim(), 'title', 'title'))
      .superRefine(uniqueSlugs)
      .optional(),
    /**
     * Optional: what the files of a release folder of content/music/ cannot say, keyed by the
     * folder's name, e.g. `'2024 Night Lines': { kind: 'EP', description: '…', download: … }`.
     * Its title, day, cover and tracks come from the folder (its files' tags and names, its
     * cover.jpg); anything given here is taken instead.
     */
    releaseFolders: z.record(z.string(), releaseFromFolder).optional(),
    /**
     * Optional: what an audio file of content/music/ cannot say, keyed by its path from there,
     * e.g. `'2024 Night Lines/02 Tidal Lines.flac': { listenOn: […] }` or `'Demo.wav': { slug: 'demo' }`.
     * Its title, lyrics and composers come from its tags; anything given here is taken instead.
     */
    trackFiles: z.record(z.string(), trackFromFile).optional(),
  })
  .superRefine(catalogueClashes)
  .refine((given) => !given.members || given.artistIs === 'group', {
    path: ['members'],
    message: "are a group's: add artistIs: 'group', or leave members out",
  })
  .refine((given) => !(given.tracks.length || given.releases?.length) || given.artist !== undefined, {
    path: ['artist'],
    message: "needs the artist's name while there are tracks or releases (none of either leaves music out)",
  })
  // The page of loose tracks alone shows the artist's cover; with listed releases, the newest's stands for it.
  .refine(
    (given) =>
      !given.tracks.length || given.cover !== undefined || (given.releases ?? []).some((release) => !release.unlisted),
    {
      path: ['cover'],
      message: 'needs a cover picture while there are tracks and no releases (a release has its own)',
    },
  );

/** The music page. */
export type MusicContent = z.infer<typeof musicSchema>;
