import type { Resume } from '@/lib/resume/schema';
import { fill } from '@/lib/i18n/format';

/**
 * What the owner does now, for the line under Home's headline: the line they wrote
 * (home.present), else the CV's current job (a work entry with no end), "Senior Software
 * Developer at Northwind Media · Example City": its position, company and place (or the CV's
 * own place). Nothing where neither says it.
 */
export function presentLine(
  written: string | undefined,
  resume: Pick<Resume, 'work' | 'basics'> | undefined,
  words: { presentAt: string },
  lang: string,
): string | undefined {
  if (written) return written;
  const job = resume?.work?.find((entry) => entry.position && entry.name && !entry.endDate);
  if (!job) return undefined;
  const role = fill(words.presentAt, { role: job.position!, employer: job.name! }, lang);
  const place = job.location ?? resume?.basics?.location?.city;
  return place ? `${role} · ${place}` : role;
}
