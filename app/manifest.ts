import type { MetadataRoute } from 'next';
import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { withBasePath } from '@/components/basePath';
import { siteIconDataUrl } from '@/components/seo/siteIcon';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const { site, owner, pageMeta } = contentIn(firstLanguage);
  return {
    name: site.name,
    short_name: owner.name,
    description: pageMeta['/'].description,
    start_url: withBasePath('/'),
    scope: withBasePath('/'),
    display: 'minimal-ui',
    background_color: '#f6f3ee',
    theme_color: '#141414',
    icons: [
      { src: siteIconDataUrl, sizes: 'any', type: 'image/svg+xml' },
      { src: withBasePath('/icons/apple-touch-icon.png'), sizes: '180x180', type: 'image/png' },
    ],
  };
}
