import 'server-only';
import type { PageContent } from '@/components/i18n/content';
import { cvPerson } from '@/lib/resume/person';
import { resumePdf } from './ResumePdf';

/** The CV's PDF in one language, as a route handler's answer (written to a file by the static export). */
export async function resumePdfResponse({ owner, resume, site, lang, ui }: PageContent): Promise<Response> {
  if (!resume) return new Response('Not found', { status: 404 });
  const pdf = await resumePdf({ resume, person: cvPerson(owner, resume, site.url), lang, words: ui.resume });
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
}
