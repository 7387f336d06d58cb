import type { WebSite, WithContext } from 'schema-dts';
import type { PageContent } from '@/lib/site/pageContent';

/**
 * schema.org WebSite for the home page: search engines take the site name they show from it
 * (Google reads `name`, then `alternateName` if the first is not used). The owner's own name is
 * the short alternative, unless site.ts names the site just that.
 */
export function webSite({ owner, site, local }: PageContent): WithContext<WebSite> {
  const home = local('/');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    ...(owner.name !== site.name && { alternateName: owner.name }),
    // The home page's canonical URL, as its link preview and ProfilePage give it.
    url: `${site.url}${home === '/' ? '' : home}`,
    inLanguage: site.locale.replace('_', '-'),
  };
}
