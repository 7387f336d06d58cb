import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

/** The static export the tests serve. */
export const out = path.join(__dirname, '..', 'out');

/** A route's built HTML file. */
export const htmlFile = (route: string) => path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

const parsed = new Map<string, Document>();

/**
 * A built HTML file as the browser's parser reads it, with no script run. Parsed once per test
 * process: the files do not change while the tests read them, and the checks that follow links
 * (hreflang, the policy's pages) read each page several times. Read it, never change it.
 */
export function builtDocument(file: string): Document {
  let document = parsed.get(file);
  if (!document) {
    document = new JSDOM(readFileSync(file, 'utf8')).window.document;
    parsed.set(file, document);
  }
  return document;
}

/**
 * A built page's head alone, parsed (its policy, links and meta tags): a page's body holds its
 * React payload, many times the head's size, which a check of the head need not parse.
 */
export function builtHead(file: string): Document {
  const html = readFileSync(file, 'utf8');
  const end = html.indexOf('</head>');
  return new JSDOM(end === -1 ? html : html.slice(0, end + '</head>'.length)).window.document;
}

/** The scripts a built page names in its loader (React, Next.js, its components), not those its code adds later. */
export const namedScripts = (route: string) =>
  builtDocument(htmlFile(route))
    .querySelector<HTMLScriptElement>('script[data-deferred-src]')!
    .dataset.deferredSrc!.split(' ');

export interface Person {
  '@type': string;
  name: string;
  jobTitle: string;
  image: string;
  sameAs: string[];
}

export interface StructuredData {
  '@type': string;
  '@context'?: string;
  mainEntity?: Person;
  numTracks?: number;
  track?: { '@type': string; name: string; duration: string; url: string; audio: { contentUrl: string } }[];
  [field: string]: unknown;
}

export interface Head {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: StructuredData[];
}

/** What crawlers and link previews read of a built page: its head and structured data, no script run. */
export function readHead(route: string): Head {
  const document = builtDocument(htmlFile(route));
  const meta = (selector: string) =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLMetaElement>(selector), (m) => [
        m.getAttribute('property') ?? m.name,
        m.content,
      ]),
    );
  return {
    lang: document.documentElement.lang,
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? '',
    og: meta('meta[property^="og:"]'),
    twitter: meta('meta[name^="twitter:"]'),
    jsonLd: Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (s) => JSON.parse(s.textContent ?? 'null') as StructuredData,
    ),
  };
}
