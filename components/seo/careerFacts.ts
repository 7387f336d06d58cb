import type { Person } from 'schema-dts';
import type { Resume } from '@/lib/resume/schema';

type PersonFacts = Exclude<Person, string>;

const organisation = (name: string, url?: string) => ({
  '@type': 'Organization' as const,
  name,
  ...(url ? { url } : {}),
});

/** Whether a job goes on at `now`: no end, or an end not yet reached (a month or year ends at its close). */
const current = (end: string | undefined, now: Date) => !end || end >= now.toISOString().slice(0, end.length);

/**
 * What the CV tells search engines of the owner, as schema.org Person properties: the current
 * employers (worksFor), each role with its dates (hasOccupation), studies (alumniOf), skills and
 * their keywords (knowsAbout), languages (knowsLanguage) and certificates (hasCredential). Only
 * what the resume gives.
 */
export function careerFacts(resume: Resume | undefined, now = new Date()): Partial<PersonFacts> {
  if (!resume) return {};
  const work = resume.work ?? [];
  const facts: Partial<PersonFacts> = {};
  const employers = work.filter((job) => current(job.endDate, now)).map((job) => organisation(job.name, job.url));
  if (employers.length) facts.worksFor = employers;
  if (work.length)
    facts.hasOccupation = work.map((job) => ({
      '@type': 'Role',
      roleName: job.position,
      ...(job.startDate ? { startDate: job.startDate } : {}),
      ...(job.endDate ? { endDate: job.endDate } : {}),
      hasOccupation: { '@type': 'Occupation', name: job.position },
    }));
  const schools = resume.education ?? [];
  if (schools.length)
    facts.alumniOf = schools.map((study) => ({
      '@type': 'EducationalOrganization',
      name: study.institution,
      ...(study.url ? { url: study.url } : {}),
    }));
  const known = [...new Set((resume.skills ?? []).flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]))];
  if (known.length) facts.knowsAbout = known;
  const languages = (resume.languages ?? []).map((language) => language.language);
  if (languages.length) facts.knowsLanguage = languages;
  const certificates = resume.certificates ?? [];
  if (certificates.length)
    facts.hasCredential = certificates.map((certificate) => ({
      '@type': 'EducationalOccupationalCredential',
      name: certificate.name,
      ...(certificate.issuer ? { recognizedBy: organisation(certificate.issuer) } : {}),
      ...(certificate.date ? { dateCreated: certificate.date } : {}),
      ...(certificate.url ? { url: certificate.url } : {}),
    }));
  return facts;
}
