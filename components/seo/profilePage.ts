import type { ProfilePage, WithContext } from 'schema-dts';
import { owner, pageMeta, site, type RoutePath } from '@/content';
import { sharePicture } from '@/components/picture/resolvePicture';
import { plainText } from '@/components/text/markdown';

/** schema.org ProfilePage about the owner (a Person), for the home and about pages. */
export function profilePage(route: RoutePath): WithContext<ProfilePage> {
  const url = `${site.url}${route === '/' ? '' : route}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    name: pageMeta[route].title,
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
    },
  };
}
