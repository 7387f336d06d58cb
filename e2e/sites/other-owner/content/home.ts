import type { HomeContent } from '@/content/types';

export const home: HomeContent = {
  headline: 'Min portfolio',
  aboutButtonLabel: 'Mer om mig',
  tiles: [
    {
      id: 7,
      img: [
        { src: 'jag/portratt.jpg', alt: 'Elin vid ett piano i ett ljust rum, fotograferad med mobilen' },
        { src: 'resor/fjall.jpg', alt: 'Fjäll i kvällsljus med snö på topparna' },
      ],
    },
  ],
  phoneGallery: [
    { id: 'a', img: { src: 'resor/fjall.jpg', alt: 'Fjäll i kvällsljus med snö på topparna' } },
    { id: 'b', img: { src: 'musik/omslag.jpg', alt: 'Omslaget till Norrsken: ett grönt norrsken över en sjö' } },
    { id: 'c', img: { src: 'jag/portratt.jpg', alt: 'Elin vid ett piano i ett ljust rum, fotograferad med mobilen' } },
  ],
};
