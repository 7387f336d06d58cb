/**
 * The music as the site shows it: the owner's releases (albums, EPs, singles) and loose tracks
 * (content/music.ts) read once into what each page needs: which releases are listed and in what
 * order, which are not out yet, which tracks play and which have a page of their own.
 */
import type { MusicContent, Release, Track } from './schema';
import { slugOf } from './slug';

export interface CatalogueRelease {
  release: Release;
  /** Its page's slug: /music/<slug>. */
  slug: string;
  /** Dated after the build: shown as "Out <date>", its tracks silent but its previews. */
  upcoming: boolean;
  /** Listed on the Music page, in the sitemap and the feeds (not `unlisted`). */
  listed: boolean;
}

export interface CatalogueTrack {
  track: Track;
  /** Its slug: its own page's (/music/<slug>), and its name in the player. */
  slug: string;
  /** The release it is on, if any. */
  release?: CatalogueRelease;
  /** It plays: it is out, or a preview of a release that is not. */
  playable: boolean;
  /**
   * It has a page of its own, the Music page with it marked: it plays and its release is listed.
   * A track of an unlisted release plays only on that release's page.
   */
  hasPage: boolean;
  /** In the podcast feed and the site's playlist: it has a page and its release is out. */
  inFeeds: boolean;
  /**
   * Its release is a single of it alone, at the same address: the release's page is its page
   * (one page, one title; no second page of the same name).
   */
  pageIsRelease: boolean;
}

export interface Catalogue {
  /** Every release, newest first (releases of one day in the owner's order). */
  releases: CatalogueRelease[];
  /** The releases the Music page lists, newest first. */
  listed: CatalogueRelease[];
  /** Every track: the releases' in their order (newest release first), then the loose ones. */
  tracks: CatalogueTrack[];
  /** The tracks of no release, in the owner's order. */
  loose: CatalogueTrack[];
}

/** Releases newest first, those of one day in the owner's order: the catalogue's order, which no day changes. */
export const newestFirst = (releases: readonly Release[] = []) =>
  releases
    .map((release, index) => ({ release, index }))
    .sort((a, b) => b.release.released.localeCompare(a.release.released) || a.index - b.index)
    .map(({ release }) => release);

/** The music's own cover, or else its newest listed release's (or newest release's): no day changes it. */
export const musicCover = (music: Pick<MusicContent, 'cover' | 'releases'>) => {
  const releases = newestFirst(music.releases);
  return music.cover ?? (releases.find((release) => !release.unlisted) ?? releases[0])?.cover;
};

/**
 * The music's releases and tracks as of `today`, the build's day (lib/content/day.ts): read once
 * where the build starts, and passed down.
 */
export function catalogueOf(music: Pick<MusicContent, 'tracks' | 'releases'>, today: string): Catalogue {
  const releases = newestFirst(music.releases).map((release): CatalogueRelease => ({
    release,
    slug: slugOf(release),
    upcoming: release.released > today,
    listed: !release.unlisted,
  }));
  const entry = (track: Track, release?: CatalogueRelease): CatalogueTrack => {
    const playable = !release?.upcoming || track.preview === true;
    const hasPage = playable && (release?.listed ?? true);
    const slug = slugOf(track);
    const pageIsRelease = release?.release.tracks.length === 1 && release.slug === slug;
    return { track, slug, release, playable, hasPage, inFeeds: hasPage && !release?.upcoming, pageIsRelease };
  };
  const loose = music.tracks.map((track) => entry(track));
  return {
    releases,
    listed: releases.filter((release) => release.listed),
    tracks: [...releases.flatMap((release) => release.release.tracks.map((track) => entry(track, release))), ...loose],
    loose,
  };
}

/** The music has something to show: a track or a release (`tracks: []` and no releases leave it out). */
export const hasMusic = (music: Pick<MusicContent, 'tracks' | 'releases'>) =>
  music.tracks.length > 0 || (music.releases?.length ?? 0) > 0;

/** The release kinds the site has words for (and structured data a type); any other is the owner's word. */
export const RELEASE_KINDS = ['album', 'ep', 'single'] as const;

export type ReleaseKind = (typeof RELEASE_KINDS)[number];

/** A release's kind as one the site knows ('EP' → 'ep'), or undefined for the owner's own word. */
export const knownKind = (kind: string): ReleaseKind | undefined =>
  RELEASE_KINDS.find((known) => known === kind.trim().toLowerCase());

/** The track with a page of its own at /music/<slug>, if the catalogue has one: what a text may play and link. */
export const trackWithPage = (catalogue: Catalogue, slug: string) =>
  catalogue.tracks.find((entry) => entry.hasPage && entry.slug === slug);

/** A track dated by its release where it has no day of its own: what feeds and structured data state. */
export const datedTrack = ({ track, release }: CatalogueTrack): Track =>
  track.released || !release ? track : { ...track, released: release.release.released };

/** A track's page (in the first language): its own, or its release's where it has none (an unlisted release's). */
export const trackPagePath = (entry: CatalogueTrack) =>
  `/music/${entry.hasPage || !entry.release ? entry.slug : entry.release.slug}`;
