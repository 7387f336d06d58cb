import type { HomeContent, Picture } from '@/lib/content/schema';

/** Put your pictures in content/pictures/ and name them here: the tiles and the phone gallery draw on them. */
const picture: Picture = { src: 'placeholder.jpg', alt: 'Placeholder picture: replace it with one of yours' };

export const home: HomeContent = {
  headline: 'My Portfolio',
  aboutButtonLabel: 'More about me',
  tiles: [{ id: 1, img: [picture] }],
  phoneGallery: [{ id: '1', img: picture }],
};
