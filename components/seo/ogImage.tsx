import { readFileSync } from 'node:fs';
import { ImageResponse } from 'next/og';
import type { Picture } from '@/content';
import { sharePicture } from '@/components/picture/resolvePicture';
import { drawable } from './drawable';
import { previewFonts } from './previewFonts';
import type { SharedPage } from './sharedPages';

/** Link-preview size every major network expects. */
export const ogSize = { width: 1200, height: 630 };

/** The picture's clean 1200 px JPEG (never the owner's original, which may carry a location). */
const dataUrl = (picture: Picture | undefined) => picture && `data:image/jpeg;base64,${readFileSync(sharePicture(picture).file).toString('base64')}`;

/**
 * A page's link-preview image, drawn at build time from the owner's content (next/og),
 * in the site's own typeface, so a shared link shows the page it leads to.
 */
export function ogImage(page: SharedPage): ImageResponse {
  const picture = dataUrl(page.picture);
  const heading = drawable(page.heading) || drawable(page.siteName);
  const subheading = drawable(page.subheading);
  // Large, but never wider than the column: a long unbroken title ("Distant_album_114_v1") gets smaller.
  const longestWord = Math.max(...heading.split(/\s+/).map((word) => word.length));
  const fontSize = Math.max(44, Math.min(heading.length > 18 ? 76 : 96, Math.floor((picture ? 616 : 1056) / (longestWord * 0.6))));
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: '#141414', color: '#f6f3ee', fontFamily: 'Inter' }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '64px 72px' }}>
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#ff9b73' }}>{drawable(page.siteName)}</div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize, fontWeight: 800, lineHeight: 1.05, letterSpacing: -3, wordBreak: 'break-word' }}>{heading}</div>
            <div style={{ display: 'flex', marginTop: 24, fontSize: 34, color: '#c9c4bc' }}>{subheading}</div>
          </div>
          <div style={{ display: 'flex', width: 120, height: 10, background: '#ff9b73', borderRadius: 5 }} />
        </div>
        {picture && (
          // eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG by next/og, not a page element
          <img src={picture} alt="" width={440} height={630} style={{ objectFit: 'cover', width: 440, height: 630 }} />
        )}
      </div>
    ),
    {
      ...ogSize,
      fonts: previewFonts,
    },
  );
}

/** The alt text of a page's preview image. */
export const ogAlt = (page: SharedPage) => `${page.title}: ${page.siteName}`;
