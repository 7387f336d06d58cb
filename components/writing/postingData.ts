import type { AudioObject, Blog, BlogPosting, MusicRecording, VideoObject, WithContext } from 'schema-dts';
import { withBasePath } from '@/components/basePath';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { fallbackSrcOf } from '@/components/picture/srcset';
import type { LongForm } from '@/components/text/longFormHtml';
import { audioType } from '@/lib/content/audio';
import { audioFileOf } from '@/lib/content/media';
import { trackWithPage } from '@/lib/content/catalogue';
import { firstLanguage, siteLanguages, type PageContent } from '@/lib/site/pageContent';
import { postPage, routePage } from '@/components/seo/sharedPages';
import { postPath, WRITING_PATH } from '@/lib/writing/paths';
import type { Post } from '@/lib/writing/posts';

/**
 * The language a post is written in, as a language tag ("en-US"): its own, which is the first
 * language's where a page in another shows it untranslated.
 */
const writtenIn = (post: Post) =>
  siteLanguages.find(({ code }) => code === (post.lang ?? firstLanguage))!.locale.replace('_', '-');

/**
 * What a post plays, as schema.org says it: its tracks as MusicRecording, its audio files as
 * AudioObject, other sites' players as VideoObject with their embed address.
 */
function mediaData(body: LongForm, post: Post, content: PageContent): Pick<BlogPosting, 'audio' | 'video'> {
  const { site, local, catalogue, owner } = content;
  const played = body.parts.flatMap((part) => (typeof part === 'string' ? [] : [part]));
  const audio = played.flatMap(({ media }): (MusicRecording | AudioObject)[] => {
    if (media.kind === 'track') {
      const track = trackWithPage(catalogue, media.slug)?.track;
      return track
        ? [{ '@type': 'MusicRecording', name: track.title, url: `${site.url}${local(`/music/${media.slug}`)}` }]
        : [];
    }
    if (media.kind !== 'audio') return [];
    const file = audioFileOf(post.file, media.src);
    return file
      ? [
          {
            '@type': 'AudioObject',
            name: media.title || file.url.split('/').at(-1)!,
            contentUrl: new URL(withBasePath(file.url), site.url).href,
            encodingFormat: audioType(file.url),
            author: { '@type': 'Person', name: owner.name },
          },
        ]
      : [];
  });
  const video = played.flatMap(({ media, poster }): VideoObject[] =>
    media.kind === 'video'
      ? [
          {
            '@type': 'VideoObject',
            name: media.title,
            url: media.url,
            embedUrl: media.embed,
            ...(poster ? { thumbnailUrl: new URL(fallbackSrcOf(resolvePicture(poster)), site.url).href } : {}),
          },
        ]
      : [],
  );
  return { ...(audio.length ? { audio } : {}), ...(video.length ? { video } : {}) };
}

/** A post as schema.org's BlogPosting: what search engines show of an article, and whose it is. */
function posting(post: Post, content: PageContent, body?: LongForm): BlogPosting {
  const { site, owner, local } = content;
  const url = `${site.url}${local(postPath(post))}`;
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.published ?? post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: owner.name, url: site.url },
    inLanguage: writtenIn(post),
    image: `${site.url}${postPage(post, content).ogImage}`,
    url,
    mainEntityOfPage: url,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    ...(body ? mediaData(body, post, content) : {}),
  };
}

/** A post page's structured data. */
export const blogPosting = (post: Post, content: PageContent, body?: LongForm): WithContext<BlogPosting> => ({
  '@context': 'https://schema.org',
  ...posting(post, content, body),
});

/** The writing page's structured data: the blog, with its posts. */
export function blog(content: PageContent): WithContext<Blog> {
  const { site, owner, local, posts } = content;
  const page = routePage(WRITING_PATH, content);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: page.title,
    description: page.description,
    url: `${site.url}${local(WRITING_PATH)}`,
    inLanguage: site.locale.replace('_', '-'),
    author: { '@type': 'Person', name: owner.name, url: site.url },
    blogPost: posts.map((post) => posting(post, content)),
  };
}
