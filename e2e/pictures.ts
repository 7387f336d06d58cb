import { readFileSync } from 'node:fs';

/** Where the build put a content picture's variants ("/_img/<hash>"), from its manifest. */
export function variantsOf(src: string): string {
  const pictures = JSON.parse(readFileSync('.cache/pictures.json', 'utf8')) as Record<string, { variants: string }>;
  const entry = pictures[src];
  if (!entry) throw new Error(`No variants were built for ${src}`);
  return entry.variants;
}

/**
 * Waits for the page's transitions to end: a project's frame takes the shape of a picture of
 * another shape gradually (ProjectViewer.module.css), and a box measured on the way is neither
 * picture's. Asking for the animations applies any style just set, so a transition a tap has just
 * started is among them.
 */
export const transitionsEnded = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });

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
 * The gallery's tiles by row (their left and right edges and their heights), top to bottom: what
 * a row leaves empty shows, and whether its tiles line up. `name`: the gallery's, in the site's language.
 */
export const galleryRows = (page: import('@playwright/test').Page, name = 'Picture gallery') =>
  page
    .getByRole('region', { name })
    .locator('> div')
    .first()
    .evaluate((gallery) => {
      const rows = new Map<number, { left: number; right: number; height: number }[]>();
      for (const tile of gallery.children) {
        const { x, y, width, height } = tile.getBoundingClientRect();
        const key = Math.round(y);
        rows.set(key, [
          ...(rows.get(key) ?? []),
          {
            left: x - gallery.getBoundingClientRect().x,
            right: gallery.getBoundingClientRect().right - (x + width),
            height,
          },
        ]);
      }
      return { width: gallery.getBoundingClientRect().width, rows: [...rows.values()] };
    });

/**
 * Every picture on screen (decorative copies aside) and the widest band of its frame that shows
 * neither it nor its backdrop, in CSS px. Its frame is the nearest box around it that clips it
 * (overflow other than visible); the part of its own box it draws is its whole shape, as large as
 * fits, where it is fitted whole (object-fit contain), or all of it otherwise. A backdrop (a
 * decorative copy of the same picture beside it that covers the frame) leaves no band.
 */
export const frameBands = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.checkVisibility() && img.alt !== '' && img.complete && img.naturalWidth > 0)
      // A case study's pictures stand in its text at their own shape, in no frame to leave empty.
      .filter((img) => !img.closest('[aria-labelledby="case-study"]'))
      .map((img) => {
        let frame = img.parentElement!;
        while (frame.parentElement && getComputedStyle(frame).overflow === 'visible') frame = frame.parentElement;
        // PictureView's own box clips too: the frame is the box around it where that is no larger.
        const outer = frame.parentElement;
        if (outer && getComputedStyle(outer).overflow !== 'visible') frame = outer;
        const f = frame.getBoundingClientRect();
        const box = img.getBoundingClientRect();
        const ratio = img.naturalWidth / img.naturalHeight;
        const whole = getComputedStyle(img).objectFit === 'contain';
        const width = whole ? Math.min(box.width, box.height * ratio) : box.width;
        const height = whole ? Math.min(box.height, box.width / ratio) : box.height;
        const left = box.x + (box.width - width) / 2;
        const top = box.y + (box.height - height) / 2;
        const band = Math.max(left - f.x, top - f.y, f.right - (left + width), f.bottom - (top + height));
        const backdrop = Array.from((frame.parentElement ?? frame).querySelectorAll('img')).some((copy) => {
          if (copy === img || copy.alt !== '' || !copy.checkVisibility()) return false;
          const c = copy.getBoundingClientRect();
          return (
            copy.currentSrc.split('-').slice(0, -1).join('-') === img.currentSrc.split('-').slice(0, -1).join('-') &&
            c.x <= f.x + 1 &&
            c.y <= f.y + 1 &&
            c.right >= f.right - 1 &&
            c.bottom >= f.bottom - 1
          );
        });
        return { alt: img.alt, band: backdrop ? 0 : Math.round(Math.max(0, band)) };
      }),
  );
