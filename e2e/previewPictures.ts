import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteContent } from '../lib/content/schema';
import { slugOf } from '../lib/content/slug';
import { previewPictures } from '../lib/content/uses';
import { routesOf } from '../lib/content/sections';
import { catalogueOf } from '../lib/content/catalogue';
import { buildDay } from '../lib/content/day';
import { picturePanel, wholePictureBox } from '../components/seo/previewPanel';
import { out } from './builtPages';
import { languageCode } from '../lib/content/locale';

/**
 * The picture steps' manifest (scripts/build/build-pictures.ts): where each picture's clean share
 * JPEG went. Read when a test runs, not when the tests are listed (before any build).
 */
export const shareFileOf = (src: string) => {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', '.cache', 'pictures.json'), 'utf8')) as Record<
    string,
    { share?: { src: string } }
  >;
  return path.join(out, manifest[src]!.share!.src);
};

/**
 * Every built link preview that shows a picture, in every language: the preview's file, and the
 * page's picture it was drawn from (a page's, a project's first, a release's cover for it and its
 * tracks, the music's cover for a loose track), whose share JPEG shareFileOf finds.
 */
export function picturedPreviews(content: SiteContent): { preview: string; picture: string }[] {
  const first = languageCode(content.owner.locale);
  const languages = [first, ...(content.translations ?? []).map(({ locale }) => languageCode(locale))];
  const routeNames: Record<string, string> = {
    '/': 'home',
    '/about': 'about',
    '/projects': 'projects',
    '/music': 'music',
  };
  const catalogue = catalogueOf(content.music, buildDay());
  const named = [
    // The pages the site has: a section left out has no page, and so no preview.
    ...Object.entries(previewPictures(content)).flatMap(([route, picture]) =>
      picture && (routesOf(content) as string[]).includes(route) ? [{ name: routeNames[route]!, picture }] : [],
    ),
    ...content.projects.map((project) => ({ name: `project-${slugOf(project)}`, picture: project.img[0]! })),
    // A loose track shows the music's cover, which a site with loose tracks and no release has (the content check).
    // A single's track has its release's page, and so its preview (catalogue.ts, pageIsRelease).
    ...catalogue.tracks
      .filter((entry) => entry.hasPage && !entry.pageIsRelease)
      .map((entry) => ({
        name: `track-${entry.slug}`,
        picture: entry.release?.release.cover ?? content.music.cover ?? catalogue.listed[0]!.release.cover,
      })),
    ...catalogue.releases.map((entry) => ({ name: `release-${entry.slug}`, picture: entry.release.cover })),
  ];
  return languages.flatMap((language) =>
    named.map(({ name, picture }) => ({
      preview: path.join(out, language === first ? '' : language, 'og', `${name}.png`),
      picture: picture.src,
    })),
  );
}

/** Mean difference per channel (0–255) between two raw pictures of one size. */
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

/**
 * How far a built preview is from showing `source` whole: the least mean difference per channel
 * (0–255) between the whole picture, scaled down, and the place the preview draws it, beside the
 * words or, where it draws no words, alone across it. A picture cropped, stretched or missing
 * differs by several to tens; one shown whole by the renderer's resampling, a unit or two.
 */
export async function wholePictureDifference(preview: string, source: string): Promise<number> {
  const { width = 1, height = 1 } = await sharp(source).metadata();
  const drawn = await sharp(preview).removeAlpha().toBuffer();
  const places = [
    { panel: picturePanel, box: wholePictureBox(width, height) },
    ...[{ left: 0, top: 0, width: 1200, height: 630 }].map((panel) => ({
      panel,
      box: wholePictureBox(width, height, panel),
    })),
  ];
  const differences = await Promise.all(
    places.map(async ({ panel, box }) => {
      // Two pixels in from each edge, where the picture's border meets what is around it.
      const inner = { width: box.width - 4, height: box.height - 4 };
      const region = { left: panel.left + box.left + 2, top: panel.top + box.top + 2, ...inner };
      // Compared at a quarter of the size: the renderer's resampling of fine lines is gone there, while a
      // picture cropped or scaled otherwise is still tens of pixels off along its edges.
      const small = {
        width: Math.max(1, Math.round(inner.width / 4)),
        height: Math.max(1, Math.round(inner.height / 4)),
      };
      const [shown, expected] = await Promise.all([
        sharp(await sharp(drawn).extract(region).toBuffer())
          .resize(small.width, small.height, { fit: 'fill' })
          .raw()
          .toBuffer(),
        sharp(
          await sharp(source)
            .resize(box.width, box.height, { fit: 'fill' })
            .extract({ left: 2, top: 2, ...inner })
            .removeAlpha()
            .toBuffer(),
        )
          .resize(small.width, small.height, { fit: 'fill' })
          .raw()
          .toBuffer(),
      ]);
      return difference(shown, expected);
    }),
  );
  return Math.min(...differences);
}
