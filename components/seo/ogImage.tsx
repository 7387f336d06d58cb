import 'server-only';
import { readFileSync } from 'node:fs';
import { ImageResponse } from 'next/og';
import type { Picture } from '@/lib/content/schema';
import { sharePicture } from '@/components/picture/resolvePicture';
import { drawable } from './drawable';
import { picturePanel, wholePicturePanel } from './previewPanel';
import { drawnHeading, type PreviewWords } from './previewWords';
import { previewFonts } from './previewFonts';
import type { SharedPage } from './sharedPages';

/** Link-preview size every major network expects. */
export const ogSize = { width: 1200, height: 630 };

/** The preview's dark ground. */
const GROUND = '#141414';

/** The picture's clean 1200 px JPEG (never the owner's original, which may carry a location). */
const shareBytes = (picture: Picture) => readFileSync(sharePicture(picture).file);
const dataUrl = (bytes: Buffer, type: 'jpeg' | 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

/**
 * A page's link-preview image, drawn at build time from the owner's content (next/og),
 * in the site's own typeface, so a shared link shows the page it leads to.
 */
export async function ogImage(page: SharedPage): Promise<ImageResponse> {
  return drawPreview(page, {
    beside: page.picture && dataUrl(await wholePicturePanel(shareBytes(page.picture)), 'png'),
    alone: () => dataUrl(shareBytes(page.picture ?? page.portrait), 'jpeg'),
  });
}

/**
 * The preview drawn from its words and pictures (data: URLs): the words with the page's
 * picture, if any, beside them (`beside`: the picture already composed whole into the
 * panel's size, wholePicturePanel); or, where the fonts can draw none of the heading or the site's
 * name (a name in Chinese or Arabic), the page's picture or else the portrait alone, whole on
 * the dark ground, for a network shows the page's title beside it in the reader's own fonts.
 */
export function drawPreview(words: PreviewWords, pictures: { beside?: string; alone: () => string }): ImageResponse {
  const heading = drawnHeading(words);
  if (!heading) return new ImageResponse(<PictureAlone src={pictures.alone()} />, { ...ogSize, fonts: previewFonts });
  const picture = pictures.beside;
  const subheading = drawable(words.subheading);
  // Large, but never wider than the column: a long unbroken title ("Distant_album_114_v1") gets smaller.
  const longestWord = Math.max(...heading.split(/\s+/).map((word) => word.length));
  const fontSize = Math.max(
    44,
    Math.min(
      heading.length > 18 ? 76 : 96,
      Math.floor((picture ? ogSize.width - picturePanel.width - 144 : 1056) / (longestWord * 0.6)),
    ),
  );
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: GROUND,
        color: '#f6f3ee',
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flex: 1,
          padding: '64px 72px',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#ff9b73' }}>
          {drawable(words.siteName)}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              display: 'flex',
              fontSize,
              fontWeight: 800,
              lineHeight: 1.05,
              letterSpacing: -3,
              wordBreak: 'break-word',
            }}
          >
            {heading}
          </div>
          <div style={{ display: 'flex', marginTop: 24, fontSize: 34, color: '#c9c4bc' }}>{subheading}</div>
        </div>
        <div style={{ display: 'flex', width: 120, height: 10, background: '#ff9b73', borderRadius: 5 }} />
      </div>
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG by next/og, not a page element
        <img
          src={picture}
          alt=""
          width={picturePanel.width}
          height={picturePanel.height}
          style={{ width: picturePanel.width, height: picturePanel.height }}
        />
      )}
    </div>,
    {
      ...ogSize,
      fonts: previewFonts,
    },
  );
}

/** A picture shown whole: a wide one across the preview, a square cover or a phone screenshot at its full height. */
function PictureAlone({ src }: { src: string }) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', background: GROUND }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG by next/og, not a page element */}
      <img
        src={src}
        alt=""
        width={ogSize.width}
        height={ogSize.height}
        style={{ objectFit: 'contain', width: ogSize.width, height: ogSize.height }}
      />
    </div>
  );
}
