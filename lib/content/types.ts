/**
 * Types of everything the owner personalises. Pages read only from `content/`,
 * so these records are the whole contract between the owner's data and the site.
 */
import type { IconifyIcon } from '@iconify/types';

/**
 * One of the owner's pictures. The file itself stays in `content/pictures/` and is never
 * published: the build publishes only upright, metadata-free, resized copies of it.
 */
export interface Picture {
  /**
   * The file's path inside `content/pictures/`, e.g. `home/sunset.jpg` (spaces are fine).
   * JPEG, PNG, WebP, AVIF or TIFF, as a phone or camera writes it (its orientation tag is
   * applied and its location and camera data are dropped). An iPhone's HEIC must be exported as JPEG.
   */
  src: string;
  /** What the picture shows, read aloud by screen readers and shown when it fails to load. */
  alt: string;
  /**
   * How the picture meets the frame it is shown in. `'whole'` (the default): all of it is
   * shown, at its own shape, with the page around it where the frame's shape differs (a phone
   * screenshot in a wide frame, a landscape photo in a tall one). `'fill'`: it fills the frame
   * edge to edge and what does not fit is cut off, around `position`.
   */
  fit?: 'whole' | 'fill';
  /**
   * With `fit: 'fill'`, the part of the picture to keep in view, as CSS `object-position`
   * writes it: `'top'`, `'left bottom'`, `'30% 20%'` (from the left, from the top). The centre
   * by default.
   */
  position?: string;
}

/** A language and territory as Open Graph writes them: language_TERRITORY, e.g. en_US, pt_BR. */
export type Locale = `${string}_${string}`;

/** The person the site is about. */
export interface Owner {
  /** Full name, shown in the header logo and page titles. */
  name: string;
  /**
   * Language and territory of the content, e.g. en_US, en_GB, de_DE, pt_BR: two lower-case
   * letters, an underscore, two capitals. Link previews show it as `og:locale`; its language
   * part is every page's `lang`.
   */
  locale: Locale;
  /** Short role line, e.g. "Software Developer". Shown under the home headline. */
  role: string;
  /**
   * Where the owner was born: the structured data of Home and About names it (birthPlace), and the
   * demo's About description says "born in {birthplace}". The About page's text says it only
   * where you write it, e.g. in `about.lead`.
   */
  birthplace: string;
  /** Biography paragraphs for the about page, in order, in Markdown (links, **bold**, *italic*, `code`, lists; a bare address becomes a link; no raw HTML). */
  bio: string[];
  /**
   * Optional: your public contact address, linked in the menu, the footer and the contact page,
   * and the contact form's fallback (the visitor's mail app) when its e-mail service is not set
   * up or a send fails. Without one, no mailto link appears anywhere and the form needs its
   * e-mail service (NEXT_PUBLIC_EMAILJS_*): the content check refuses an owner with neither.
   */
  email?: string;
  /**
   * The owner's profiles elsewhere (GitHub, LinkedIn, Mastodon, Bluesky, Bandcamp, …), in the
   * order the menu and the footer show them; none is required. Each opens in a new tab and
   * links back with `rel="me"`, which Mastodon checks before it marks the site as verified.
   */
  profiles?: Profile[];
  /** Path of the resume PDF from the site root (the file lives in `public/`); without one, no Resume link. */
  resumePath?: string;
  /**
   * Optional: your Bluesky DID (Settings → Account → Handle → "I have my own domain" shows it,
   * e.g. did:plc:abc123…). The build publishes it at /.well-known/atproto-did, so Bluesky
   * accepts the site's domain as your handle.
   */
  blueskyDid?: string;
  /** Portrait used in link previews and structured data. */
  portrait: Picture;
}

/** A profile of the owner on another site. */
export interface Profile {
  /** What the link says, e.g. "GitHub" or "Mastodon". */
  name: string;
  /** The profile's full address. The icon beside it is found from it for the common platforms (a plain link icon otherwise). */
  url: string;
}

/** A home gallery tile shown at widths of 425 px and more (three to a row). */
export interface GalleryTile {
  /** Stable identifier of the tile, unique among the tiles. */
  id: number;
  /** One or more pictures; a click on the tile shows the next one and wraps. Tiles may differ in length. */
  img: Picture[];
}

/** One picture of the single tile shown on phones (below 425 px). */
export interface PhoneGalleryItem {
  /** Unique identifier ('1', '2', …); the tile cycles through the items in list order. */
  id: string;
  /** The picture shown for this step. */
  img: Picture;
}

/** Home page text and gallery. */
export interface HomeContent {
  /** First line of the headline. */
  headline: string;
  /** Label of the button that leads to the about page. */
  aboutButtonLabel: string;
  /** One or more tiles (the demo has three of three pictures each). */
  tiles: GalleryTile[];
  /** One or more pictures for the phone layout, shown in this order (the demo has nine). */
  phoneGallery: PhoneGalleryItem[];
}

/** About page text and slideshow. */
export interface AboutContent {
  /** Page heading. */
  heading: string;
  /** Optional: the sentence under the heading, before the biography, e.g. "I am Alex, born in Lisbon: a software developer and musician." */
  lead?: string;
  /** One or more pictures the slideshow advances through every 2 s, wrapping (the demo has nine). With one, it stands still. */
  slides: Picture[];
}

/** A project in the projects list. */
export interface Project {
  /** Stable numeric identifier, unique among the projects. */
  id: number;
  /** Title shown in the list of projects. */
  title: string;
  /**
   * Optional: the last part of the project's own address, /projects/<slug>, in lower-case
   * letters, digits and hyphens. Without it, it is made from the title ("Retention Curve" →
   * "retention-curve"); set one where the title makes a poor or clashing one. A title in
   * Cyrillic, Greek or Arabic letters alone is spelled in Latin ones ("Ночной поезд" →
   * "nochnoj-poezd"); one in Hebrew, Chinese or Japanese needs a slug.
   */
  slug?: string;
  /** Screenshots, shown one at a time with previous/next buttons that wrap. At least one; with one, no buttons. */
  img: Picture[];
  /** One or two sentences on what the project does, in Markdown (as the biography). Link previews show its first 160 characters. */
  desc: string;
  /** Optional: where the project runs (its site, its app-store page), shown as a link. */
  liveUrl?: string;
  /** Optional: its source code (a repository), shown as a link. */
  codeUrl?: string;
  /** Optional: what it is built with, shown as tags, e.g. ['TypeScript', 'React']. */
  stack?: string[];
  /** Optional: the year it was made (or began), e.g. 2024. */
  year?: number;
  /** Optional: what the owner did in it, e.g. "Lead developer". */
  role?: string;
}

/** A page where a track, or the artist, can be heard: a streaming service, a store, a video site. */
export interface ListenOn {
  /**
   * The platform's name as listeners know it, e.g. "Bandcamp" or "Apple Music": shown beside
   * its icon and read aloud as "Listen to {title} on {name}". Unique within one list.
   */
  name: string;
  /**
   * The full address of the track, or of the artist's page, there (https://…). The brand icon
   * comes from the address (Spotify, Apple Music, Bandcamp, SoundCloud, YouTube, Deezer, Tidal,
   * Amazon Music…) or else from the name; any other site gets a plain link icon.
   */
  url: string;
}

/** Someone who played or sang on a recording, and what they did. */
export interface Musician {
  /** Their name as it should be credited. */
  name: string;
  /** What they did, e.g. "Guitar", "Vocals", "Mixing". */
  role: string;
}

/** Who made a track. Each field is optional: give the ones you want credited (at least one). */
export interface Credits {
  /**
   * Who wrote the song (its music, and its lyrics if it has any). Structured data names them
   * as its composers, and as its lyricists when the track has lyrics.
   */
  writtenBy?: string[];
  /** Who produced the recording. */
  producedBy?: string[];
  /** Who played or sang on the recording, in the order to credit them. */
  musicians?: Musician[];
  /** Where it was recorded, as it should read, e.g. "Home studio, Lisbon". */
  recordedAt?: string;
}

/** A licence listeners get a file under, e.g. Creative Commons Attribution 4.0. */
export interface License {
  /** Its short name, shown as the link to it, e.g. "CC BY 4.0". */
  name: string;
  /** Where its terms are, e.g. https://creativecommons.org/licenses/by/4.0/. */
  url: string;
}

/** The track's audio file offered for download. */
export interface TrackDownload {
  /** The licence the download is under: linked beside the download link and stated in structured data. */
  license: License;
}

/** A track on the music page. */
export interface Track {
  /** The title, shown exactly as written (spaces, accents, punctuation and emoji are fine). Unique among the tracks. */
  title: string;
  /**
   * Optional: the last part of the track's own address, /music/<slug>, in lower-case letters,
   * digits and hyphens. Without it, it is made from the title ("Distant_album_114_v1" →
   * "distant-album-114-v1"); set one where the title makes a poor or clashing one. A title in
   * Cyrillic, Greek or Arabic letters alone is spelled in Latin ones ("Ночной поезд" →
   * "nochnoj-poezd"); one in Hebrew, Chinese or Japanese needs a slug.
   */
  slug?: string;
  /**
   * The audio file's path from the site root; the file lives at `public/` + this path, e.g.
   * `/music/Night Drive.m4a`. MP3, M4A/AAC, OGG/Opus, WAV or FLAC. Optional: without it the
   * file is `/{title}.mp3` (SPEC.md §3).
   */
  file?: string;
  /**
   * Optional: the day the track came out, as YYYY-MM-DD. The podcast feed dates the track by it
   * (apps list the newest first) and structured data states it; without it, the feed dates the
   * track by the build.
   */
  released?: string;
  /**
   * Optional: the lyrics, as they should read. A line break starts a new line, a blank line a
   * new verse. Shown under the track (open, without JavaScript too) and given to search engines
   * as the song's lyrics.
   */
  lyrics?: string;
  /** Optional: who wrote, produced and played the track, and where it was recorded; shown with the lyrics. */
  credits?: Credits;
  /** Optional: where else this track can be heard, each a link with the platform's icon. */
  listenOn?: ListenOn[];
  /**
   * Optional: offer the track's audio file for download, under a licence. The link names the
   * file's format and size. Without it there is no download link (the page still plays the file).
   */
  download?: TrackDownload;
}

/** The music page. */
export interface MusicContent {
  /** Artist name, shown as the music page heading. */
  artist: string;
  /** Optional: 'group' when the artist is a band, a duo or an ensemble (so described to search engines), 'person' (the default) for one musician. */
  artistIs?: 'person' | 'group';
  /** Optional, for a group: its members' names, as its structured data names them. */
  members?: string[];
  /** Cover picture, at least 1000 px wide for a sharp 500 px display on dense screens. Shown in a square frame: a picture that is not square shows whole inside it (or set `fit: 'fill'`). */
  cover: Picture;
  /** One or more tracks, in the order they are listed (the demo has six). */
  tracks: Track[];
  /**
   * Optional: the artist's own pages on streaming services and stores, linked near the top of
   * the music page and named in structured data as the artist's other profiles.
   */
  listenOn?: ListenOn[];
}

/** A service the owner offers, listed on the services page. */
export interface Service {
  /** Short name of the service. */
  title: string;
  /** One or two sentences describing it, in Markdown (as the biography). */
  desc: string;
  /** Icon data from `@iconify-icons/*`, bundled so no icon is fetched at run time. */
  icon: IconifyIcon;
}

/** The services page. */
export interface ServicesContent {
  /** Page heading. */
  heading: string;
  /** Sentence introducing the list, in Markdown (as the biography). */
  intro: string;
  /** The services, in the order shown. */
  items: Service[];
}

/** Title and description of one route, for its HTML head and link previews. */
export interface PageMeta {
  /** Text of the `<title>` (the site name is appended). */
  title: string;
  /** Meta description, about 150 characters. */
  description: string;
}

/** The routes of the site. */
export type RoutePath = '/' | '/projects' | '/contact' | '/services' | '/about' | '/music';

/** The contact page. */
export interface ContactContent {
  /** Page heading. */
  heading: string;
  /** Sentence above the form. */
  intro: string;
  /** Shown for 5 s after a message is sent (SPEC.md §8). */
  thanks: string;
  /** Label of the submit button. */
  sendLabel: string;
}

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
  /** The owner's changes to the site's own words (content/wording.ts). */
  wording?: Wording;
  /** The site in other languages (content/translations/). */
  translations?: Translation[];
}

import type { Wording } from '../i18n/interfaceText';
export type { InterfaceText, Plural, Wording } from '../i18n/interfaceText';

/** Fields that hold no words (addresses, files, numbers, settings): a translation keeps the first language's. */
type NotText = 'src' | 'file' | 'slug' | 'url' | 'liveUrl' | 'codeUrl' | 'href' | 'kind' | 'locale' | 'email' | 'resumePath' | 'blueskyDid' | 'released' | 'fit' | 'position' | 'icon' | 'artistIs' | 'id' | 'year' | 'download';

/**
 * The words of a content record in another language: every text optional (what is left out
 * reads as in the first language), lists in the first language's order and length.
 */
export type TextsOf<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? TextsOf<Item>[]
    : T extends object
      ? { [Key in keyof T as Key extends NotText ? never : T[Key] extends number | boolean | undefined ? never : Key]?: TextsOf<T[Key]> }
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
  /** The site's name (link previews, titles). */
  site?: { name?: string };
  /** Each route's title and description. */
  pageMeta?: { [Route in RoutePath]?: Partial<PageMeta> };
  /** The menu's and the footer's link labels, in the first language's order. */
  navigation?: { primaryLinks?: TextsOf<MenuLink>[]; secondaryLinks?: TextsOf<MenuLink>[]; footerLinks?: TextsOf<MenuLink>[] };
  /** Changes to the site's own words in this language, as content/wording.ts makes them. */
  wording?: Wording;
}
