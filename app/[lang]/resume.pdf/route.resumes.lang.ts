import { contentIn, firstLanguage, resumePdfs } from '@/lib/site/pageContent';
import { resumePdfResponse } from '@/components/resume/resumePdfResponse';

// Each other language's CV (/es/resume.pdf): its words and dates are the language's. A language
// whose CV the PDF's fonts cannot set has none (lib/resume/pdf.ts): its links lead to the first's.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every other language whose PDF is made (a route handler is given no language by the layout above it). */
export function generateStaticParams({ params }: { params?: { lang?: string } }) {
  const made = resumePdfs()
    .filter(({ code, made }) => made && code !== firstLanguage)
    .map(({ code }) => code);
  const codes = params?.lang ? [params.lang].filter((code) => made.includes(code)) : made;
  return codes.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return resumePdfResponse(contentIn((await params).lang));
}
