/**
 * Media in a long text (a post or a case study), each a paragraph of its own:
 * - `![](/music/<slug>)`: one of the owner's tracks, by its page's address, as a row of the
 *   site's player;
 * - `![Live take](live-take.mp3)`: an audio file beside the text (or a site path in public/),
 *   played by the same player, the alt text its title;
 * - a YouTube, Vimeo, SoundCloud, Bandcamp or PeerTube address alone on its line (bare, or as a
 *   link whose words are its title): a card that loads the service's player on a click, and asks
 *   the service for nothing before it.
 * Hugo shortcodes and Liquid tags, which other site generators run and this site shows as text,
 * are named here with the Markdown to write instead.
 */
import path from 'node:path';
import type { Token, Tokens } from 'marked';
import { audioType } from './audio';
import { decoded } from './decoded';

/** A player of another site the page may frame: its name, the player's address and that address's origin. */
export interface VideoService {
  service: 'YouTube' | 'Vimeo' | 'SoundCloud' | 'Bandcamp' | 'PeerTube';
  /** The address the card's iframe loads, starting at once (the visitor has clicked). */
  embed: string;
  /** The origin the page's policy allows in frame-src (its `data-frame-src`). */
  origin: string;
}

export type LongFormMedia =
  | { kind: 'track'; slug: string }
  | { kind: 'audio'; src: string; title: string }
  | ({ kind: 'video'; url: string; title: string } & VideoService);

/** The path of a track's page an image names: `/music/<slug>`. */
const TRACK_PAGE = /^\/music\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

const youtubeId = (url: URL) => {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  return /^\/(?:embed|shorts|live|v)\/([\w-]+)/.exec(url.pathname)?.[1];
};

/** Seconds a YouTube address starts at (`t=90`, `t=1m30s`, `start=90`), if any. */
const youtubeStart = (url: URL) => {
  const value = url.searchParams.get('t') ?? url.searchParams.get('start');
  const match = value && /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds || undefined;
};

/** The player of another site an address leads to, if it is one the site can frame. */
export function videoServiceOf(address: string): VideoService | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^www\./, '');
  const youtube = youtubeId(url);
  if (youtube && /^[\w-]{6,}$/.test(youtube)) {
    const start = youtubeStart(url);
    return {
      service: 'YouTube',
      // The privacy-enhanced player: no cookie until the visitor plays.
      embed: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1${start ? `&start=${start}` : ''}`,
      origin: 'https://www.youtube-nocookie.com',
    };
  }
  const vimeo = (host === 'vimeo.com' || host === 'player.vimeo.com') && /\/(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
  if (vimeo)
    return {
      service: 'Vimeo',
      embed: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
      origin: 'https://player.vimeo.com',
    };
  // SoundCloud's own player, as its Share / Embed writes it in an iframe: its track or playlist by its API address.
  const soundcloudTrack =
    host === 'w.soundcloud.com' && url.pathname.startsWith('/player') && url.searchParams.get('url');
  if (soundcloudTrack && /^https:\/\/(api\.)?soundcloud\.com\//.test(soundcloudTrack))
    return {
      service: 'SoundCloud',
      embed: `https://w.soundcloud.com/player/?url=${encodeURIComponent(soundcloudTrack)}&auto_play=true`,
      origin: 'https://w.soundcloud.com',
    };
  if (host === 'soundcloud.com' && url.pathname.split('/').filter(Boolean).length >= 2)
    return {
      service: 'SoundCloud',
      embed: `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com${url.pathname}`)}&auto_play=true`,
      origin: 'https://w.soundcloud.com',
    };
  if (host === 'bandcamp.com' && url.pathname.startsWith('/EmbeddedPlayer/'))
    return { service: 'Bandcamp', embed: url.href, origin: 'https://bandcamp.com' };
  // PeerTube, on any instance: /w/<short id> or /videos/watch/<uuid>, played at /videos/embed/<id>.
  const peertube = /^\/(?:w|videos\/watch|videos\/embed)\/([\w-]{8,})\/?$/.exec(url.pathname)?.[1];
  if (peertube && !host.endsWith('youtube.com'))
    return {
      service: 'PeerTube',
      embed: `${url.origin}/videos/embed/${peertube}?autoplay=1`,
      origin: url.origin,
    };
  return undefined;
}

/** A Bandcamp page (an album's or a track's): its player's address is not in it, only in Bandcamp's Share / Embed. */
export const isBandcampPage = (address: string) => /^https?:\/\/[\w-]+\.bandcamp\.com\/(album|track)\//.test(address);

/** The one token a paragraph holds, white space aside; undefined for a paragraph of more. */
function soleToken(token: Token): Token | undefined {
  if (token.type !== 'paragraph') return undefined;
  const inner = ((token as Tokens.Paragraph).tokens ?? []).filter(
    (each) => !(each.type === 'text' && !(each as Tokens.Text).text.trim()) && each.type !== 'br',
  );
  return inner.length === 1 ? inner[0] : undefined;
}

/** The picture a paragraph is made of alone, if it is (a video's poster, when a video follows it). */
export const solePicture = (token: Token) => {
  const sole = soleToken(token);
  return sole?.type === 'image' ? (sole as Tokens.Image) : undefined;
};

/** What a paragraph plays, if it is a medium of its own: a track, an audio file, or another site's player. */
export function mediaOf(token: Token): LongFormMedia | undefined {
  const sole = soleToken(token);
  if (sole?.type === 'image') {
    const { href, text } = sole as Tokens.Image;
    const track = TRACK_PAGE.exec(href)?.[1];
    if (track) return { kind: 'track', slug: track };
    if (!/^[a-z][a-z\d+.-]*:/i.test(href) && audioType(href.replace(/[?#].*$/, '')))
      return { kind: 'audio', src: decoded(href), title: text.trim() };
  }
  if (sole?.type === 'link') {
    const { href, text } = sole as Tokens.Link;
    const player = videoServiceOf(href);
    // A bare address is a link whose words are the address: its title is the address, shortened.
    const title = text === href ? href.replace(/^https?:\/\//, '') : text;
    if (player) return { kind: 'video', url: href, title, ...player };
  }
  return undefined;
}

/** A shortcode or tag another site generator runs, found in a text: what it is and what to write instead. */
export interface ForeignTag {
  raw: string;
  /** Where it starts in the text it was found in. */
  index: number;
  kind: 'a Hugo shortcode' | 'a Liquid tag';
  /** The Markdown that does the same here, where there is one. */
  instead?: string;
}

const SHORTCODE = /\{\{[<%][\s\S]*?[%>]\}\}|\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}/g;

/** A shortcode's or tag's named value (`src="a.mp3"`), or its first bare word (`youtube w7Ejdj`). */
const argument = (body: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']?([^"'\\s]+)`).exec(body)?.[1];

/** The Markdown that does what a shortcode or tag does, where the site has it. */
export function markdownFor(raw: string): string | undefined {
  const body = raw.replace(/^\{[{%][<%]?\s*|\s*[%>]?[}%]\}$/g, '');
  const [name = '', first] = body.split(/\s+/);
  const bare = first && !first.includes('=') ? first.replace(/["']/g, '') : undefined;
  const value = (key: string) => argument(body, key) ?? bare;
  switch (name.toLowerCase()) {
    case 'youtube': {
      const id = value('id');
      return id && `the address alone on its line: https://www.youtube.com/watch?v=${id}`;
    }
    case 'vimeo': {
      const id = value('id');
      return id && `the address alone on its line: https://vimeo.com/${id}`;
    }
    case 'audio': {
      const src = value('src');
      return src && `the file as a picture alone on its line: ![its title](${src})`;
    }
    case 'figure':
    case 'img':
    case 'image': {
      const src = value('src');
      return src && `![what it shows](${src})`;
    }
    case 'highlight':
      return `a code block: \`\`\`${first ?? ''} … \`\`\``;
    case 'tweet':
    case 'x':
      return 'the post’s address, a link: https://x.com/<user>/status/<id>';
    case 'instagram':
      return 'the post’s address, a link: https://www.instagram.com/p/<id>/';
    case 'ref':
    case 'relref':
    case 'post_url':
    case 'link':
      return 'a link to the page’s address: [its words](/writing/<slug>)';
    default:
      return undefined;
  }
}

/** The shortcodes and tags in a text (code aside: the caller gives only what is not code). */
export function foreignTags(text: string): ForeignTag[] {
  return [...text.matchAll(SHORTCODE)].map((match) => ({
    raw: match[0],
    index: match.index,
    kind: /^\{\{[<%]/.test(match[0]) ? 'a Hugo shortcode' : 'a Liquid tag',
    instead: markdownFor(match[0]),
  }));
}

/** An audio file a long text plays: in public/ (named from the site root), or beside the text in content/. */
export interface AudioFile {
  in: 'public' | 'content';
  /** From public/ ("/live/take.mp3"), or from the site folder ("content/writing/a-post/take.mp3"). */
  path: string;
  /** Where the site publishes it: as it is for public/'s, under /_media/ for a file beside a text. */
  url: string;
}

/** Where the build publishes the audio files beside long texts, from the site root. */
export const MEDIA_FOLDER = '/_media';

/**
 * The audio file `src` of the long text `file` names: a path of the site ("/live.mp3", in public/),
 * or a name beside the text; undefined for one that leaves the text's folder.
 */
export function audioFileOf(file: string, src: string): AudioFile | undefined {
  if (src.startsWith('/')) return { in: 'public', path: src, url: src };
  const beside = path.posix.normalize(path.posix.join(path.posix.dirname(file), src));
  if (!beside.startsWith(`${path.posix.dirname(file)}/`)) return undefined;
  return { in: 'content', path: beside, url: `${MEDIA_FOLDER}/${beside.replace(/^content\//, '')}` };
}

/**
 * Where the build publishes a release's zip (scripts/build/publish-media.mts), with its `download`:
 * beside the audio of texts, in the site folder's public/_media/, which is not committed.
 */
export const releaseZipPath = (slug: string, format?: string) =>
  `${MEDIA_FOLDER}/music/${slug}${format ? `-${format}` : ''}.zip`;
