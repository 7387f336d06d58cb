import type { ProfilePage, WithContext } from 'schema-dts';
import type { RoutePath } from '@/lib/content/schema';
import type { PageContent } from '@/lib/site/pageContent';
import { pageMetaOf } from '@/lib/content/sections';
import { sharePicture } from '@/components/picture/resolvePicture';
import { plainText } from '@/components/text/markdown';
import { careerFacts } from './careerFacts';

/** schema.org ProfilePage about the owner (a Person), for the home and about pages. */
export function profilePage(
  route: RoutePath,
  { owner, pageMeta, site, local, resume }: PageContent,
): WithContext<ProfilePage> {
  const path = local(route);
  const url = `${site.url}${path === '/' ? '' : path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    name: pageMetaOf(pageMeta, route).title,
    inLanguage: site.locale.replace('_', '-'),
    mainEntity: {
      '@type': 'Person',
      name: owner.name,
      jobTitle: owner.role,
      description: owner.bio.map(plainText).join(' '),
      image: sharePicture(owner.portrait).url,
      ...(owner.email ? { email: `mailto:${owner.email}` } : {}),
      birthPlace: { '@type': 'Place', name: owner.birthplace },
      url: site.url,
      ...(owner.profiles?.length ? { sameAs: owner.profiles.map((profile) => profile.url) } : {}),
      ...careerFacts(resume),
    },
  };
}
