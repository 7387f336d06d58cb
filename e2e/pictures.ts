import { readFileSync } from 'node:fs';

/** Where the build put a content picture's variants ("/_img/<hash>"), from its manifest. */
export function variantsOf(src: string): string {
  const pictures = JSON.parse(readFileSync('.cache/pictures.json', 'utf8')) as Record<string, { variants: string }>;
  const entry = pictures[src];
  if (!entry) throw new Error(`No variants were built for ${src}`);
  return entry.variants;
}

/** Whether every picture on screen has arrived and been decoded (a failed one has no width). */
export const shownPicturesLoaded = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.checkVisibility())
      .every((img) => img.complete && img.naturalWidth > 0),
  );

/**
 * Every picture on screen, and whether the part of it drawn is the whole picture: its box has
 * the picture's own shape (within 2 %), or it is fitted whole (object-fit contain or
 * scale-down). A picture that fills its frame says so (`fill`), as the owner asked. A
 * decorative copy (no alt: a slide's blurred backdrop) is not one of them.
 */
export const shownPictures = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter(
        (img) =>
          img.checkVisibility() &&
          img.complete &&
          img.naturalWidth > 0 &&
          !img.currentSrc.startsWith('data:') &&
          img.alt !== '',
      )
      .map((img) => {
        const box = img.getBoundingClientRect();
        const { objectFit } = getComputedStyle(img);
        const boxRatio = box.width / box.height;
        const ownRatio = img.naturalWidth / img.naturalHeight;
        return {
          alt: img.alt,
          fill: objectFit === 'cover' || objectFit === 'fill',
          whole: Math.abs(boxRatio / ownRatio - 1) <= 0.02 || objectFit === 'contain' || objectFit === 'scale-down',
        };
      }),
  );

/**
 * The gallery's tiles by row (their left and right edges), top to bottom: what a row leaves empty
 * shows. `name`: the gallery's, in the site's language.
 */
export const galleryRows = (page: import('@playwright/test').Page, name = 'Picture gallery') =>
  page
    .getByRole('region', { name })
    .locator('> div')
    .first()
    .evaluate((gallery) => {
      const rows = new Map<number, { left: number; right: number }[]>();
      for (const tile of gallery.children) {
        const { x, y, width } = tile.getBoundingClientRect();
        const key = Math.round(y);
        rows.set(key, [
          ...(rows.get(key) ?? []),
          { left: x - gallery.getBoundingClientRect().x, right: gallery.getBoundingClientRect().right - (x + width) },
        ]);
      }
      return { width: gallery.getBoundingClientRect().width, rows: [...rows.values()] };
    });
