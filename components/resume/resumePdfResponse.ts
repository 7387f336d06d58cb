import 'server-only';
import path from 'node:path';
import type { PageContent } from '@/lib/site/pageContent';
import { withBasePath } from '@/components/basePath';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { siteFolder } from '@/lib/content/siteFolder';
import { cvOf } from '@/lib/resume/pdf';
import { resumePdf } from './ResumePdf';

/** The portrait's JPEG or PNG variant (the PDF takes no AVIF or WebP), as a file of the build's. */
function portraitFile(src: string): string {
  const { variants, widths, fallback } = resolvePicture({ src, alt: '' });
  const width = widths.find((each) => each >= 256) ?? widths.at(-1)!;
  const name = `${variants.split('/').at(-1)}-${width}.${fallback}`;
  return path.join(siteFolder().variants, name);
}

/** The CV's PDF in one language, as a route handler's answer (written to a file by the static export). */
export async function resumePdfResponse({ owner, about, resume, site, lang, ui, wording, tagHref }: PageContent) {
  if (!resume) return new Response('Not found', { status: 404 });
  // Read away from the site: a tag's page by its full address.
  const absolute = (name: string) => {
    const href = tagHref(name);
    return href && new URL(withBasePath(href), site.url).href;
  };
  const cv = cvOf({ owner, about, resume, wording, siteUrl: site.url, tagHref: absolute });
  const pdf = await resumePdf({
    cv,
    lang,
    title: `${cv.person.name}: ${ui.resume.title}`,
    portraitFile: cv.person.image && portraitFile(cv.person.image.src),
  });
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
}
