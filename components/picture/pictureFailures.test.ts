import { watchPictureFailures } from './pictureFailures';

/** A frame as PictureView writes it: the picture, and its words, hidden. */
function frame(src = '/pictures/cover-800.jpg') {
  document.body.innerHTML =
    `<span data-picture><picture><img src="${src}" alt="Cover"></picture>` +
    '<span role="status" hidden>Picture unavailable: Cover</span></span>';
  return {
    img: document.querySelector('img')!,
    status: document.querySelector('[role=status]')!,
  };
}

describe('watchPictureFailures', () => {
  it('finds a picture that failed before it ran: a script that runs after the page has been read', () => {
    const { img, status } = frame();
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    watchPictureFailures(document);
    expect(status).not.toHaveAttribute('hidden');
  });

  it('leaves alone an image that is not a picture of the page', () => {
    document.body.innerHTML = '<img src="/x.png" alt=""><span role="status" hidden>words</span>';
    watchPictureFailures(document);
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(document.querySelector('[role=status]')).toHaveAttribute('hidden');
  });
});
