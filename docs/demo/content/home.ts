import type { HomeContent, Picture } from '@/lib/content/schema';

/** The nine home pictures; the tiles and the phone gallery both draw on them. */
const pictures: Picture[] = [
  { src: 'home/home-1.jpg', alt: 'Illustration of orange mountains under a dawn sky' },
  { src: 'home/home-2.jpg', alt: 'Illustration of blue ocean waves at dusk' },
  { src: 'home/home-3.jpg', alt: 'Illustration of a city skyline at night with lit windows' },
  { src: 'home/home-4.jpg', alt: 'Illustration of piano keys seen from above' },
  { src: 'home/home-5.jpg', alt: 'Illustration of a sound waveform across a dark screen' },
  { src: 'home/home-6.jpg', alt: 'Illustration of a vinyl record on a turntable' },
  { src: 'home/home-7.jpg', alt: 'Illustration of a code editor window with coloured lines of code' },
  { src: 'home/home-8.jpg', alt: 'Illustration of a sun setting over green fields' },
  { src: 'home/home-9.jpg', alt: 'Illustration of a mixing desk with faders' },
];

const at = (index: number): Picture => {
  const picture = pictures[index];
  if (!picture) throw new Error(`content/home.ts: no home picture ${index + 1}`);
  return picture;
};

export const home: HomeContent = {
  headline: 'My Portfolio',
  aboutButtonLabel: 'More about me',
  tiles: [
    { id: 1, img: [at(0), at(1), at(2)] },
    { id: 2, img: [at(3), at(4), at(5)] },
    { id: 3, img: [at(6), at(7), at(8)] },
  ],
  phoneGallery: pictures.map((img, index) => ({ id: String(index + 1), img })),
};
