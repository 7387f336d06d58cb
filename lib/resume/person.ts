/**
 * Who the CV is of: what the resume's `basics` gives wins, and what it leaves out comes from the
 * site's own content (content/owner.ts: name, role, e-mail, profiles; the site's address).
 */
import type { Owner } from '../content/schema';
import type { Resume } from './schema';

export interface CvPerson {
  name: string;
  label?: string;
  /** E-mail, telephone, own site, place: one line. */
  contact: string[];
  profiles: { network: string; url: string }[];
  summary?: string;
}

export function cvPerson(owner: Owner, resume: Resume, siteUrl: string): CvPerson {
  const basics = resume.basics ?? {};
  const place = [basics.location?.city, basics.location?.region ?? basics.location?.countryCode].filter(Boolean);
  const profiles = basics.profiles?.length
    ? basics.profiles.flatMap(({ network, username, url }) =>
        url ? [{ network: network ?? username ?? new URL(url).hostname, url }] : [],
      )
    : (owner.profiles ?? []).map(({ name, url }) => ({ network: name, url }));
  const email = basics.email ?? owner.email;
  return {
    name: basics.name ?? owner.name,
    label: basics.label ?? owner.role,
    contact: [email, basics.phone, (basics.url ?? siteUrl).replace(/^https?:\/\//, ''), place.join(', ')].filter(
      (part): part is string => Boolean(part),
    ),
    profiles,
    summary: basics.summary,
  };
}
