/**
 * The old site's own addresses, as its posts link to them, and where each is now: a post's page
 * (by its old address, with or without its closing slash, on the old host or from the root, or
 * relative to the post that links it), a tag's page, the posts' list, a file of a post's bundle or
 * of the old site's root (brought beside the post that names it), a page the new site has too;
 * and an old page the new site has not, which stays on the old site, when its address is known.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { decoded } from '../../../lib/content/decoded';
import { postPath, WRITING_PATH } from '../../../lib/writing/paths';
import { tagPath, tagSlug } from '../../../lib/writing/tags';
import type { OldPost, OldSite } from './oldSite';

/** A post as the import moves it: where it was, where it goes. */
export interface MovedPost {
  post: OldPost;
  /** Its address on the old site, and any its front matter named (aliases, redirect_from). */
  oldAddresses: string[];
  slug: string;
  tags: string[];
}

/** Where an address of the old site leads now. */
export type Resolved =
  /** A page of the new site, or the old site's, or the address as written (another site's, a place in the page). */
  | { href: string; note?: string }
  /** A file of the old site, on disk: the post that names it takes a copy. */
  | { file: string }
  /** An address of the old site with nowhere to go: the post keeps it, and the check names it. */
  | { left: string };

/** An address's path without its closing slash, `index.html` or query: how two spellings of one page compare. */
const bare = (sitePath: string) =>
  (
    sitePath
      .replace(/[?#].*$/, '')
      .replace(/\/index\.html?$/, '/')
      .replace(/\/+$/, '') || '/'
  ).toLowerCase();

export class OldAddresses {
  private readonly pages = new Map<string, string>();
  private readonly tags = new Map<string, string>();
  private readonly bundles = new Map<string, OldPost>();
  private readonly origin?: URL;

  constructor(
    private readonly site: OldSite,
    moved: readonly MovedPost[],
    /** Whether the new site has a page at a path ("/about", "/music"): a link there stays. */
    private readonly hasPage: (sitePath: string) => boolean,
  ) {
    this.origin = site.url ? new URL(`${site.url}/`) : undefined;
    for (const { post, oldAddresses, slug, tags } of moved) {
      for (const address of oldAddresses) this.pages.set(bare(this.fromRoot(address)), postPath({ slug }));
      for (const tag of tags) this.tags.set(tagSlug(tag), tagPath(tag));
      if (post.bundle) {
        const bundlePath = post.bundle.replace(/^content\//, '');
        this.bundles.set(bare(`/${bundlePath}`), post);
        for (const address of oldAddresses) this.bundles.set(bare(this.fromRoot(address)), post);
      }
    }
  }

  /** An address of the site from its root, without the old site's own path ("/blog" of https://me.github.io/blog). */
  private fromRoot(sitePath: string) {
    const base = this.origin?.pathname.replace(/\/+$/, '') ?? '';
    return base && sitePath.toLowerCase().startsWith(`${base.toLowerCase()}/`) ? sitePath.slice(base.length) : sitePath;
  }

  /** The path an address names on the old site, with its query and fragment; undefined for another site's. */
  private oldPath(href: string, oldAddress: string): string | undefined {
    if (/^(mailto|tel):/i.test(href) || href.startsWith('#')) return undefined;
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) {
      let url: URL;
      try {
        url = new URL(href.startsWith('//') ? `https:${href}` : href);
      } catch {
        return undefined;
      }
      const host = (name: string) => name.replace(/^www\./, '');
      if (!this.origin || host(url.hostname) !== host(this.origin.hostname)) return undefined;
      return this.fromRoot(url.pathname) + url.search + url.hash;
    }
    if (href.startsWith('/')) return this.fromRoot(href);
    // Relative to the page that links it, as a browser reads it on the old site.
    const url = new URL(href, `https://old.invalid${oldAddress}`);
    return url.pathname + url.search + url.hash;
  }

  /**
   * Where `href`, written in a post whose old address is `oldAddress`, leads now. `media`: it is a
   * picture's or an audio file's, which the post brings along rather than links.
   */
  resolve(href: string, oldAddress: string, { media = false } = {}): Resolved {
    const oldPath = this.oldPath(href.trim(), oldAddress);
    if (oldPath === undefined) return { href };
    const fragment = /#.*$/.exec(oldPath)?.[0] ?? '';
    const sitePath = decoded(oldPath.replace(/[?#].*$/, ''));
    const key = bare(sitePath);
    const page = this.pages.get(key) ?? this.pages.get(key.replace(/\.html?$/, ''));
    if (page) return { href: page + fragment };
    const file = this.fileOf(sitePath);
    if (file && media) return { file };
    const tag = /^\/(?:tags?|categories|category)\/([^/]+)$/.exec(key)?.[1];
    if (tag && this.tags.has(tagSlug(decoded(tag)))) return { href: this.tags.get(tagSlug(decoded(tag)))! + fragment };
    if (['/posts', '/post', '/blog', '/tags', '/categories', `/${path.basename(this.site.posts)}`].includes(key))
      return { href: WRITING_PATH };
    if (key === '/' || this.hasPage(key)) return { href: key + fragment };
    if (media) return { left: `${href} is not on the old site` };
    if (this.site.url)
      return {
        href: `${this.site.url}${oldPath}`,
        note: `links to the old site's ${sitePath}, which is no post: the link now goes there`,
      };
    return {
      left:
        `links to the old site's ${sitePath}, which is no post, and the old site's address is not in its ` +
        'configuration: write the full address',
    };
  }

  /**
   * The file on disk a path of the old site names: in a post's bundle (at the post's old address or
   * its folder's, `/posts/<name>/<file>`, its own folders included), or among the files of its root.
   */
  private fileOf(sitePath: string): string | undefined {
    const parts = sitePath.split('/').filter(Boolean);
    const inBundles = parts.slice(1).flatMap((_, i) => {
      const bundle = this.bundles.get(bare(`/${parts.slice(0, i + 1).join('/')}`));
      return bundle?.bundle ? [path.join(this.site.root, bundle.bundle, ...parts.slice(i + 1))] : [];
    });
    const candidates = [...inBundles, path.join(this.site.root, this.site.statics, sitePath)];
    return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  }
}
