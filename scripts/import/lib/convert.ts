/**
 * A post's body as another site generator wrote it, in this site's Markdown: the shortcodes and
 * Liquid tags that have a Markdown form here (a YouTube or Vimeo video, an audio file, a figure,
 * a highlighted code block) become it, and the generators' own links to a post (Hugo's ref and
 * relref, Jekyll's post_url and link) its new address; each that has none is left as it is and
 * named, by line, for the owner to rewrite (the content check refuses it until then).
 */
import { foreignTags } from '../../../lib/content/media';

export interface Converted {
  text: string;
  /** One line each: what could not be converted, and where. */
  left: { line: number; raw: string }[];
}

/** A shortcode's or tag's named value (`src="a.mp3"`, `id=x`). */
function namedValue(body: string, name: string): string | undefined {
  const named = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(body);
  return named ? (named[1] ?? named[2] ?? named[3]) : undefined;
}

/** Its main value: named, or its first bare word (`youtube w7Ejdj`, `audio "take.mp3"`). */
function valueOf(body: string, name: string): string | undefined {
  const bare = /^\s*\S+\s+(?:"([^"]*)"|'([^']*)'|([^\s=]+))(?:\s|$)/.exec(body);
  return namedValue(body, name) ?? (bare ? (bare[1] ?? bare[2] ?? bare[3]) : undefined);
}

/** The inside of a shortcode or tag: `{{< youtube x >}}` → `youtube x`. */
const insideOf = (raw: string) => raw.replace(/^\{[{%]\s*[<%]?-?\s*/, '').replace(/\s*-?[%>]?\s*[}%]\}$/, '');

/** A block shortcode or tag and its closing one, with the code between: Hugo's and Jekyll's highlight. */
const HIGHLIGHT = new RegExp(
  [
    String.raw`\{\{<\s*highlight\s+([\w+#.-]+)[^>]*>\}\}\n?([\s\S]*?)\n?\{\{<\s*\/highlight\s*>\}\}`,
    String.raw`\{%-?\s*highlight\s+([\w+#.-]+)[^%]*%\}\n?([\s\S]*?)\n?\{%-?\s*endhighlight\s*-?%\}`,
  ].join('|'),
  'g',
);

/** Liquid's and Hugo's own variables for a site's root in an address: {{ site.baseurl }}, {{ .Site.BaseURL }}. */
const SITE_ROOT = /\{\{\s*(?:site\.(?:baseurl|url)|\.Site\.BaseURL|"\/"\s*\|\s*relURL)\s*\}\}\/?/g;

/** The generators' own links to a post: Hugo's shortcodes and Jekyll's tags, written inside a link's address. */
const POST_LINKS = new Set(['ref', 'relref', 'post_url', 'link']);

/**
 * The new address of the post a generator's link names (`ref "first-gig.md#set"`, `post_url
 * 2015-12-28-name`), by its file or name, its fragment kept; undefined for none of the posts.
 */
export type PostLink = (target: string) => string | undefined;

/** One shortcode or tag in its Markdown form here, if it has one. */
function markdownOf(raw: string): string | undefined {
  const inside = insideOf(raw);
  const name = inside.split(/\s+/)[0]?.toLowerCase();
  const value = (key: string) => valueOf(inside, key);
  const named = (key: string) => namedValue(inside, key);
  switch (name) {
    case 'youtube': {
      const id = value('id');
      return id && `https://www.youtube.com/watch?v=${id}`;
    }
    case 'vimeo': {
      const id = value('id');
      return id && `https://vimeo.com/${id}`;
    }
    case 'audio': {
      const src = value('src');
      const title =
        named('title') ??
        src
          ?.split('/')
          .at(-1)
          ?.replace(/\.\w+$/, '');
      return src && `![${title}](${src})`;
    }
    case 'figure':
    case 'img':
    case 'image': {
      const src = value('src');
      return src && `![${named('alt') ?? named('caption') ?? named('title') ?? ''}](${src})`;
    }
    // A post of another network, which the site does not embed (it would load that network): its
    // address, a link in words of no language the site would have to translate.
    case 'tweet':
    case 'x': {
      const user = named('user');
      const id = named('id') ?? value('id');
      return user && id && `https://x.com/${user}/status/${id}`;
    }
    case 'instagram': {
      const id = named('id') ?? value('id');
      return id && `https://www.instagram.com/p/${id}/`;
    }
    default:
      return undefined;
  }
}

export function convertBody(body: string, postLink: PostLink = () => undefined): Converted {
  let text = body
    .replace(HIGHLIGHT, (_whole, hugoLang, hugoCode, jekyllLang, jekyllCode) =>
      ['```' + (hugoLang ?? jekyllLang), (hugoCode ?? jekyllCode).replace(/\n$/, ''), '```'].join('\n'),
    )
    .replace(SITE_ROOT, '/');
  for (const tag of foreignTags(text).reverse()) {
    const inside = insideOf(tag.raw);
    const name = inside.split(/\s+/)[0]?.toLowerCase() ?? '';
    // A link to a post becomes its address where it stands, inside a link's (`[the post]({{< ref "a.md" >}})`).
    if (POST_LINKS.has(name)) {
      const target = namedValue(inside, 'path') ?? valueOf(inside, 'path');
      const address = target && postLink(target);
      if (address) text = text.slice(0, tag.index) + address + text.slice(tag.index + tag.raw.length);
      continue;
    }
    // Each other shortcode or tag with a Markdown form becomes it, alone on its line (a medium is a paragraph).
    const markdown = markdownOf(tag.raw);
    if (markdown === undefined) continue;
    const before = text.slice(0, tag.index).replace(/[ \t]+$/, '');
    const after = text.slice(tag.index + tag.raw.length).replace(/^[ \t]+/, '');
    const opens = !before || /\n\s*\n\s*$/.test(before) || /^\s*$/.test(before) ? '' : '\n\n';
    const closes = !after || /^\s*\n\s*\n/.test(after) || /^\s*$/.test(after) ? '' : '\n\n';
    text = before + opens + markdown + closes + after;
  }
  const left = foreignTags(text).map(({ raw, index }) => ({ raw, line: text.slice(0, index).split('\n').length }));
  return { text, left };
}
