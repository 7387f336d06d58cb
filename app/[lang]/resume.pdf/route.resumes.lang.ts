import { contentIn, firstLanguage, siteLanguages } from '@/components/i18n/content';
import { resumePdfResponse } from '@/components/resume/resumePdfResponse';

// Each other language's CV (/es/resume.pdf): its words and dates are the language's.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every other language (a route handler is given no language by the layout above it). */
export function generateStaticParams({ params }: { params?: { lang?: string } }) {
  const codes = params?.lang
    ? [params.lang]
    : siteLanguages.map(({ code }) => code).filter((code) => code !== firstLanguage);
  return codes.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return resumePdfResponse(contentIn((await params).lang));
}
