import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { resumePdfResponse } from '@/components/resume/resumePdfResponse';

// The CV's PDF, made from content/resume.json at build time (out/resume.pdf); built only when the
// owner gives no PDF of their own (lib/resume/pdf.ts).
export const dynamic = 'force-static';

export function GET() {
  return resumePdfResponse(contentIn(firstLanguage));
}
