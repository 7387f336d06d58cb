/**
 * Says so where a picture's file fails to load (PictureView): one listener on the whole document,
 * in the page's first script (scripts/build/postbuild/firstView.ts) and the embed pages' player,
 * so a failure is heard before any of the page's code has run, and after, for every picture any
 * code shows later. While its picture fails, the frame (`data-picture`) shows its status, the
 * words PictureView wrote there hidden; a file that loads again (another size, another picture
 * in the same frame) hides them. An attribute, never the text: React hydrates the text as it was
 * rendered. No imports: nothing else has run yet.
 */
export function watchPictureFailures(root: Document = document) {
  const show = (img: HTMLImageElement, failed: boolean) => {
    const status = img.closest('[data-picture]')?.querySelector(':scope > [role=status]');
    // The blank a hidden picture takes (a data: URL) is not the picture failing.
    const source = img.currentSrc || img.src;
    if (status) status.toggleAttribute('hidden', !failed || source.startsWith('data:'));
  };
  const onPicture = (event: Event) => {
    const img = event.target as Element;
    if (img.localName === 'img') show(img as HTMLImageElement, event.type === 'error');
  };
  // Neither event bubbles: the document hears them on their way down.
  root.addEventListener('error', onPicture, true);
  root.addEventListener('load', onPicture, true);
  // A script that runs after the page has been read (the embed pages') finds failures already there.
  for (const img of root.querySelectorAll<HTMLImageElement>('[data-picture] img'))
    if (img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src)) show(img, true);
}
