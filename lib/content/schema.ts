/**
 * The shape of everything the owner personalises, written once. Each record is a zod schema
 * whose fields carry the doc comments an owner's editor shows on hover, and each record's type
 * is inferred from its schema (`z.infer`): the type the owner's files in `content/` are written
 * against and the rules the content check (lib/content/check.ts, `npm run check-content`)
 * holds them to cannot drift apart. The check's messages are written here, beside their rules.
 * Pages read only from `content/`, so these records are the whole contract between the
 * owner's data and the site.
 *
 * Where zod cannot infer a type (a language and territory's template literal, a library's icon
 * data), the schema is piped into that type, so the check still runs the rule and the type
 * still names the shape. The types no schema checks (page heads, menu links, translations) are
 * written by hand below the schemas.
 */
import type { IconifyIcon } from '@iconify/types';
import { z } from 'zod';
import type { Wording } from '../i18n/interfaceText';
import { markdownProblem } from './markdown';
import { SLUG, slugOf } from './slug';
import { LOCALE } from './locale';
import { audioTypes, trackFile } from './audio';
import { RESUME_PARTS, type Resume } from '../resume/schema';

const text = z.string().trim().min(1, 'must not be empty');
/** A long text in Markdown: paragraphs, links, emphasis, inline code and lists, nothing else (no raw HTML). */
const markdown = text.superRefine((given, context) => {
  const problem = markdownProblem(given);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const webUrl = z.url({ protocol: /^https?$/, error: 'must be a full web address starting with https://' });
const sitePath = (extensions: string[], example: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/[^?#]+\\.(${extensions.join('|')})$`, 'i'),
      `must be a path from the site root ending in .${extensions.join(', .')}, e.g. ${example}`,
    );
const oneOrMore = <T extends z.ZodType>(item: T, what: string) => z.array(item).min(1, `needs at least one ${what}`);

/**
 * Each item whose `key` repeats an earlier item's gets one line saying which (`field` '' for a
 * list of plain values).
 */
const unique =
  <T>(key: (item: T) => unknown, field: string, what: string) =>
  (items: T[], context: z.RefinementCtx) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = key(item);
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else
        context.addIssue({
          code: 'custom',
          path: field ? [index, field] : [index],
          message: `${JSON.stringify(value)} is also the ${what} of [${first}]: each must be different`,
        });
    });
  };

const slug = z
  .string()
  .regex(SLUG, 'must be lower-case letters and digits joined by hyphens, e.g. my-first-track')
  .optional();

/** Every item's address must be its own: a clash names both titles and says how to part them. */
const uniqueSlugs = (items: { title: string; slug?: string }[], context: z.RefinementCtx) => {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    // An empty title is reported as such; it has no address to speak of.
    if (!item.title.trim()) return;
    const value = slugOf(item);
    const field = item.slug === undefined ? 'title' : 'slug';
    if (!value) {
      context.addIssue({
        code: 'custom',
        path: [index, field],
        message:
          `${JSON.stringify(item.title)} makes no address (an address is made of the letters a to z and digits, ` +
          "and the title has none, nor letters that spell as them): give it a slug, e.g. slug: 'my-first-track'",
      });
      return;
    }
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    // The same title twice is reported as a duplicate title already.
    else if (items[first]!.title.trim() !== item.title.trim()) {
      const other = items[first]!.title;
      context.addIssue({
        code: 'custom',
        path: [index, field],
        message:
          `makes the address "${value}", as [${first}] ${JSON.stringify(other)} does: ` +
          'give one of them its own slug',
      });
    }
  });
};

// The pattern says what is wrong in the owner's words; the template literal gives the field its type.
const locale = z
  .string()
  .regex(
    LOCALE,
    'must be a language and territory like en_US or pt_BR (two lower-case letters, an underscore, two capitals)',
  )
  .pipe(z.templateLiteral([z.string(), '_', z.string()]));

/** A language and territory as Open Graph writes them: language_TERRITORY, e.g. en_US, pt_BR. */
export type Locale = z.infer<typeof locale>;

/** One or two of: a side (left, right, top, bottom), center, or a percentage from 0 to 100. */
const ONE_POSITION = String.raw`(left|right|top|bottom|center|(100|[1-9]?\d)(\.\d+)?%)`;
const POSITION = new RegExp(String.raw`^${ONE_POSITION}(\s+${ONE_POSITION})?$`);

/** A picture's rules; `missing` is what the check says where a needed picture is not given at all. */
const pictureWith = (missing?: string) =>
  z
  .object({
    /**
     * The file's path inside `content/pictures/`, e.g. `home/sunset.jpg` (spaces are fine).
     * JPEG, PNG, WebP, AVIF or TIFF, as a phone or camera writes it (its orientation tag is
     * applied and its location and camera data are dropped). An iPhone's HEIC must be exported as JPEG.
     */
    src: z
      .string()
      .regex(
        /^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^?#]+\.[a-z0-9]+$/i,
        'must be a file in content/pictures/, written without a leading slash, e.g. home/sunset.jpg',
      ),
    /** What the picture shows, read aloud by screen readers and shown when it fails to load. */
    alt: z.string().trim().min(3, 'needs alt text that says what the picture shows'),
    /**
     * How the picture meets the frame it is shown in. `'whole'` (the default): all of it is
     * shown, at its own shape, with the page around it where the frame's shape differs (a phone
     * screenshot in a wide frame, a landscape photo in a tall one). `'fill'`: it fills the frame
     * edge to edge and what does not fit is cut off, around `position`.
     */
    fit: z
      .enum(
        ['whole', 'fill'],
        "must be 'whole' (the whole picture, the default) or 'fill' (fill the frame, cutting off what does not fit)",
      )
      .optional(),
    /**
     * With `fit: 'fill'`, the part of the picture to keep in view, as CSS `object-position`
     * writes it: `'top'`, `'left bottom'`, `'30% 20%'` (from the left, from the top). The centre
     * by default.
     */
    position: z
      .string()
      .trim()
      .regex(
        POSITION,
        "must say which part to keep in view, as 'top', 'left bottom' or '30% 20%' (percentages from 0 to 100)",
      )
      .optional(),
  }, { error: (issue) => (missing && issue.input === undefined ? missing : undefined) })
  .refine((given) => given.position === undefined || given.fit === 'fill', {
    path: ['position'],
    message: "only matters with fit: 'fill' (a whole picture shows every part): add fit: 'fill' or leave position out",
  });

export const pictureSchema = pictureWith();

/**
 * One of the owner's pictures. The file itself stays in `content/pictures/` and is never
 * published: the build publishes only upright, metadata-free, resized copies of it.
 */
export type Picture = z.infer<typeof pictureSchema>;

const profileSchema = z.object({
  /** What the link says, e.g. "GitHub" or "Mastodon". */
  name: text,
  /**
   * The profile's full address. The icon beside it is found from it for the common platforms (a
   * plain link icon otherwise).
   */
  url: webUrl,
});

/** A profile of the owner on another site. */
export type Profile = z.infer<typeof profileSchema>;

export const ownerSchema = z.object({
  /** Full name, shown in the header logo and page titles. */
  name: text,
  /**
   * Language and territory of the content, e.g. en_US, en_GB, de_DE, pt_BR: two lower-case
   * letters, an underscore, two capitals. Link previews show it as `og:locale`; its language
   * part is every page's `lang`.
   */
  locale,
  /** Short role line, e.g. "Software Developer". Shown under the home headline. */
  role: text,
  /**
   * Where the owner was born: the structured data of Home and About names it (birthPlace), and the
   * demo's About description says "born in {birthplace}". The About page's text says it only
   * where you write it, e.g. in `about.lead`.
   */
  birthplace: text,
  /**
   * Biography paragraphs for the about page, in order, in Markdown (links, **bold**, *italic*,
   * `code`, lists; a bare address becomes a link; no raw HTML).
   */
  bio: oneOrMore(markdown, 'paragraph'),
  /**
   * Optional: your public contact address, linked in the menu, the footer and the contact page,
   * and the contact form's fallback (the visitor's mail app) when its e-mail service is not set
   * up or a send fails. Without one, no mailto link appears anywhere and the form needs its
   * e-mail service (NEXT_PUBLIC_EMAILJS_*): the content check refuses an owner with neither.
   */
  email: z.email('must be an e-mail address like you@example.com').optional(),
  /**
   * The owner's profiles elsewhere (GitHub, LinkedIn, Mastodon, Bluesky, Bandcamp, …), in the
   * order the menu and the footer show them; none is required. Each opens in a new tab and
   * links back with `rel="me"`, which Mastodon checks before it marks the site as verified.
   */
  profiles: z
    .array(profileSchema)
    .superRefine(unique((profile) => profile.url.trim().replace(/\/+$/, '').toLowerCase(), 'url', 'address'))
    .superRefine(unique((profile) => profile.name.trim().toLowerCase(), 'name', 'name'))
    .optional(),
  /**
   * Path of your own resume PDF from the site root (the file lives in `public/`, e.g. /cv.pdf). Without one, the
   * build makes /resume.pdf from content/resume.json; with neither, no Resume link.
   */
  resumePath: sitePath(['pdf'], '/resume.pdf').optional(),
  /**
   * Optional: your Bluesky DID (Settings → Account → Handle → "I have my own domain" shows it,
   * e.g. did:plc:abc123…). The build publishes it at /.well-known/atproto-did, so Bluesky
   * accepts the site's domain as your handle.
   */
  blueskyDid: z
    .string()
    .regex(
      /^did:(plc:[a-z2-7]{24}|web:[a-z0-9.-]+)$/,
      'must be a DID as Bluesky shows it, e.g. did:plc:ewvi7nxzyoun6zhxrhs64oiz',
    )
    .optional(),
  /** Portrait used in link previews and structured data. */
  portrait: pictureSchema,
});

/** The person the site is about. */
export type Owner = z.infer<typeof ownerSchema>;

const galleryTileSchema = z.object({
  /** Stable identifier of the tile, unique among the tiles. */
  id: z.number(),
  /** One or more pictures; a click on the tile shows the next one and wraps. Tiles may differ in length. */
  img: oneOrMore(pictureSchema, 'picture'),
});

/** A home gallery tile shown at widths of 425 px and more (three to a row). */
export type GalleryTile = z.infer<typeof galleryTileSchema>;

const phoneGalleryItemSchema = z.object({
  /** Unique identifier ('1', '2', …); the tile cycles through the items in list order. */
  id: text,
  /** The picture shown for this step. */
  img: pictureSchema,
});

/** One picture of the single tile shown on phones (below 425 px). */
export type PhoneGalleryItem = z.infer<typeof phoneGalleryItemSchema>;

export const homeSchema = z.object({
  /** First line of the headline. */
  headline: text,
  /** Label of the button that leads to the about page. */
  aboutButtonLabel: text,
  /** One or more tiles (the demo has three of three pictures each). */
  tiles: oneOrMore(galleryTileSchema, 'tile').superRefine(unique((tile) => tile.id, 'id', 'id')),
  /** One or more pictures for the phone layout, shown in this order (the demo has nine). */
  phoneGallery: oneOrMore(phoneGalleryItemSchema, 'picture').superRefine(unique((item) => item.id, 'id', 'id')),
});

/** Home page text and gallery. */
export type HomeContent = z.infer<typeof homeSchema>;

export const aboutSchema = z.object({
  /** Page heading. */
  heading: text,
  /**
   * Optional: the sentence under the heading, before the biography, e.g. "I am Alex, born in Lisbon:
   * a software developer and musician."
   */
  lead: text.optional(),
  /**
   * One or more pictures the slideshow advances through every 2 s, wrapping (the demo has nine).
   * With one, it stands still.
   */
  slides: oneOrMore(pictureSchema, 'picture'),
  /**
   * Optional: the CV's parts (content/resume.json) in the order the About page and its PDF show
   * them, e.g. ['work', 'projects', 'education', 'skills']: a part left out is not shown. Without
   * it: work, education, projects, skills, languages, certificates, awards, publications,
   * volunteer, interests, references.
   */
  cvParts: z
    .array(
      z.enum(RESUME_PARTS, {
        error: (issue) => `${JSON.stringify(issue.input)} is not a part of the CV (${RESUME_PARTS.join(', ')})`,
      }),
    )
    .refine((parts) => new Set(parts).size === parts.length, 'names a part twice')
    .optional(),
});

/** About page text and slideshow. */
export type AboutContent = z.infer<typeof aboutSchema>;

const projectSchema = z.object({
  /** Stable numeric identifier, unique among the projects. */
  id: z.number().int(),
  /** Title shown in the list of projects. */
  title: text,
  /**
   * Optional: the last part of the project's own address, /projects/<slug>, in lower-case
   * letters, digits and hyphens. Without it, it is made from the title ("Retention Curve" →
   * "retention-curve"); set one where the title makes a poor or clashing one. A title in
   * Cyrillic, Greek or Arabic letters alone is spelled in Latin ones ("Ночной поезд" →
   * "nochnoj-poezd"); one in Hebrew, Chinese or Japanese needs a slug.
   */
  slug,
  /** Screenshots, shown one at a time with previous/next buttons that wrap. At least one; with one, no buttons. */
  img: oneOrMore(pictureSchema, 'picture'),
  /**
   * One or two sentences on what the project does, in Markdown (as the biography). Link previews
   * show its first 160 characters.
   */
  desc: markdown,
  /** Optional: where the project runs (its site, its app-store page), shown as a link. */
  liveUrl: webUrl.optional(),
  /** Optional: its source code (a repository), shown as a link. */
  codeUrl: webUrl.optional(),
  /** Optional: what it is built with, shown as tags, e.g. ['TypeScript', 'React']. */
  stack: z
    .array(text)
    .min(1, 'needs at least one name, or leave stack out')
    .superRefine(unique((name: string) => name.trim().toLowerCase(), '', 'name'))
    .optional(),
  /** Optional: the year it was made (or began), e.g. 2024. */
  year: z.number().int().min(1950, 'must be a year like 2024').max(2100, 'must be a year like 2024').optional(),
  /** Optional: what the owner did in it, e.g. "Lead developer". */
  role: text.optional(),
  /**
   * @deprecated The field before `codeUrl` (the code) and `liveUrl` (where it runs): an owner's
   * content from then is told where it went.
   */
  link: z.never({ error: 'is now codeUrl (the code) or liveUrl (where it runs): rename it' }).optional(),
});

/**
 * A project in the projects list. Its case study, if it has one, is no field here: it is the
 * Markdown file `content/projects/<slug>.md` (the project's slug, lib/content/slug.ts), shown on
 * its own page under its facts, and `content/translations/<code>/projects/<slug>.md` in another
 * language (lib/content/caseStudies.ts says what it may hold).
 */
export type Project = z.infer<typeof projectSchema>;

/** The projects, in the order listed; `[]` leaves the Projects page out of the site. */
export const projectsSchema = z
  .array(projectSchema)
  .superRefine(unique((project) => project.id, 'id', 'id'))
  .superRefine(uniqueSlugs);

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
});

/** The track's audio file offered for download. */
export type TrackDownload = z.infer<typeof trackDownloadSchema>;

const audioExtensions = Object.keys(audioTypes);
const trackSchema = z
  .object({
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
  })
  .refine((track) => track.file || !/[/\\]/.test(track.title), {
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
  kind: text,
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
  catalogNumber: text.optional(),
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

/** Where a field is, as the check's line names it: releases[0].tracks[2]. */
const written = (path: (string | number)[]) =>
  path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index ? `.${part}` : part)).join('');

/**
 * A track listed twice (the same title, file or address in two releases, or in a release and
 * among the loose tracks), and a release whose address is a track's or another release's: one
 * line each. Within one list, the list's own check has said it.
 */
function catalogueClashes(music: { tracks: Track[]; releases?: Release[] }, context: z.RefinementCtx) {
  const listOf = (path: (string | number)[]) => written(path.slice(0, -1));
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
          message: `${JSON.stringify(key(track))} is also the ${field} of ${written(first)}: a track is listed once`,
        });
    }
  }
  const addresses = new Map<string, string>();
  for (const { track, path } of catalogueTracks(music)) addresses.set(slugOf(track), written(path));
  (music.releases ?? []).forEach((release, r) => {
    if (!release.title.trim()) return;
    const address = slugOf(release);
    const taken = addresses.get(address);
    if (taken)
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

const serviceSchema = z.object({
  /** Short name of the service. */
  title: text,
  /** One or two sentences describing it, in Markdown (as the biography). */
  desc: markdown,
  /** Icon data from `@iconify-icons/*`, bundled so no icon is fetched at run time. */
  // Taken whole: the icon's own size (width, height, left, top) goes through with its body.
  icon: z.custom<IconifyIcon>(
    (value) => typeof (value as Partial<IconifyIcon> | null)?.body === 'string' && (value as IconifyIcon).body !== '',
    'must be icon data imported from @iconify-icons/…',
  ),
});

/** A service the owner offers, listed on the services page. */
export type Service = z.infer<typeof serviceSchema>;

export const servicesSchema = z.object({
  /** Page heading. */
  heading: text,
  /** Sentence introducing the list, in Markdown (as the biography). */
  intro: markdown,
  /** The services, in the order shown; `items: []` leaves the Services page out of the site. */
  items: z.array(serviceSchema),
});

/** The services page. */
export type ServicesContent = z.infer<typeof servicesSchema>;

export const contactSchema = z.object({
  /** Page heading. */
  heading: text,
  /** Sentence above the form. */
  intro: text,
  /** Shown for 5 s after a message is sent. */
  thanks: text,
  /** Label of the submit button. */
  sendLabel: text,
});

/** The contact page. */
export type ContactContent = z.infer<typeof contactSchema>;

/** A colour written as the web writes it, #rrggbb. */
const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written as # and six hexadecimal digits, e.g. "#b8401c"');

/** The owner's colours for one of the site's two themes. */
const themeColoursSchema = z.object({
  /**
   * Links, focus rings, marks and a button's hover. It must read on the theme's page at 4.5:1 at
   * least (WCAG AA; the content check measures it). Left out, the site's own: #b8401c in the light
   * theme, #ff9b73 in the dark.
   */
  accent: hexColour.optional(),
});

/**
 * The site's colours (content/site.ts, `site.theme`): the site is light or dark as the visitor's
 * system is, or as they choose in the menu. The dark theme's accent is also the one on the parts
 * that are dark in both (the menu, the player bar, Music).
 */
export const siteThemeSchema = z.object({
  /** The light theme (a cream page). */
  light: themeColoursSchema.optional(),
  /** The dark theme (a near-black page). */
  dark: themeColoursSchema.optional(),
});

/** The owner's colours for each theme. */
export type SiteTheme = z.infer<typeof siteThemeSchema>;

// What no schema checks: the site's own settings and links, and the words of other languages.

/** Title and description of one route, for its HTML head and link previews. */
export interface PageMeta {
  /** Text of the `<title>` (the site name is appended). */
  title: string;
  /** Meta description, about 150 characters. */
  description: string;
}

/**
 * The site's own names and colours (content/site.ts); its address (SITE_URL) and language
 * (owner.locale) are not the owner's to write there.
 */
export interface SiteNames {
  /** Name shown in link previews and appended to page titles. */
  name: string;
  /** Text of the header logo link. */
  logoText: string;
  /** Optional: the accent colour of the light and of the dark theme (checked by siteThemeSchema). */
  theme?: SiteTheme;
}

/** The routes of the site. */
export type RoutePath = '/' | '/projects' | '/contact' | '/services' | '/about' | '/music' | '/writing';

/**
 * The routes of the sections an owner can leave out (lib/content/sections.ts), and the writing
 * section's, which the site has with posts (lib/writing/posts.ts) and names by its own words where
 * content/site.ts gives none.
 */
export type SectionRoute = '/projects' | '/services' | '/music' | '/writing';

/**
 * Title and description of each route (content/site.ts): every page the site has needs its own;
 * a section left out (tracks: [] for /music) needs none.
 */
export type PageMetas = Record<Exclude<RoutePath, SectionRoute>, PageMeta> & Partial<Record<SectionRoute, PageMeta>>;

/** A link in the full-screen menu. */
export interface MenuLink {
  /** Visible text of the link. */
  label: string;
  /** Where it leads: a route, a file, a mailto: or an external URL. */
  href: string;
  /**
   * How the link opens: `route` stays in the site, `file` and `external` open a new tab,
   * `profile` too (an owner's profile: marked `rel="me"`), `email` opens the mail client.
   */
  kind: 'route' | 'file' | 'external' | 'profile' | 'email';
}

/** Everything checked, keyed by the file in content/ it comes from. */
export interface SiteContent {
  owner: Owner;
  home: HomeContent;
  about: AboutContent;
  projects: Project[];
  music: MusicContent;
  services: ServicesContent;
  contact: ContactContent;
  /** The CV (content/resume.json, a JSON Resume file read and checked on its own: lib/resume/), if there is one. */
  resume?: Resume;
  /** The owner's changes to the site's own words (content/wording.ts). */
  wording?: Wording;
  /** The site in other languages (content/translations/). */
  translations?: Translation[];
}

/** Fields that hold no words (addresses, files, numbers, settings): a translation keeps the first language's. */
type NotText =
  | 'src'
  | 'file'
  | 'slug'
  | 'url'
  | 'liveUrl'
  | 'codeUrl'
  | 'href'
  | 'kind'
  | 'locale'
  | 'email'
  | 'resumePath'
  | 'blueskyDid'
  | 'released'
  | 'fit'
  | 'position'
  | 'icon'
  | 'artistIs'
  | 'id'
  | 'year'
  | 'download'
  | 'catalogNumber'
  | 'cvParts';

/** The same for the CV (lib/resume/schema.ts), where a `position` is a job's, in words, and dates are not. */
type ResumeNotText =
  | Exclude<NotText, 'position'>
  | 'startDate'
  | 'endDate'
  | 'date'
  | 'releaseDate'
  | 'phone'
  | 'network'
  | 'username'
  | 'countryCode'
  | 'postalCode'
  | 'image'
  | 'meta'
  | '$schema';

/**
 * The words of a content record in another language: every text optional (what is left out
 * reads as in the first language), lists in the first language's order and length.
 */
export type TextsOf<T, Skip = NotText> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? TextsOf<Item, Skip>[]
    : T extends object
      ? {
          [
            Key in keyof T as Key extends Skip ? never : T[Key] extends number | boolean | undefined ? never : Key
          ]?: TextsOf<T[Key], Skip>;
        }
      : never;

/**
 * The site in one more language, beside the first (owner.locale, served at the root): its pages
 * are served under the language's code (/es/, /es/projects, …). Pictures, audio files, slugs and
 * addresses are the first language's; only words are given here.
 */
export interface Translation {
  /** Language and territory, e.g. es_ES: its language ("es") prefixes the pages' addresses. */
  locale: Locale;
  owner?: TextsOf<Owner>;
  home?: TextsOf<HomeContent>;
  about?: TextsOf<AboutContent>;
  /** The projects, in the first language's order. */
  projects?: TextsOf<Project>[];
  music?: TextsOf<MusicContent>;
  services?: TextsOf<ServicesContent>;
  contact?: TextsOf<ContactContent>;
  /**
   * The CV's words (content/resume.json): positions, summaries, highlights, studies, skills'
   * names, … in the resume's order; dates, addresses and names of places stay the first language's.
   */
  resume?: TextsOf<Resume, ResumeNotText>;
  /** The site's name (link previews, titles). */
  site?: { name?: string };
  /** Each route's title and description. */
  pageMeta?: { [Route in RoutePath]?: Partial<PageMeta> };
  /** The menu's and the footer's link labels, in the first language's order. */
  navigation?: {
    primaryLinks?: TextsOf<MenuLink>[];
    secondaryLinks?: TextsOf<MenuLink>[];
    footerLinks?: TextsOf<MenuLink>[];
  };
  /** Changes to the site's own words in this language, as content/wording.ts makes them. */
  wording?: Wording;
}
