import 'server-only';
import { firstLanguage, siteLanguages } from '@/lib/site/pageContent';

/**
 * The other languages, for the writing section's feeds under /[lang]/ (a route handler is given no
 * language by the layout above it): every language shows every post (lib/writing/posts.ts).
 */
export function writingLanguageParams({ params }: { params?: { lang?: string } } = {}) {
  const codes = params?.lang
    ? [params.lang]
    : siteLanguages.map(({ code }) => code).filter((code) => code !== firstLanguage);
  return codes.map((lang) => ({ lang }));
}
