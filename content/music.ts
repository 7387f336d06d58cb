import type { MusicContent } from './types';

export const music: MusicContent = {
  artist: 'Alex Example',
  cover: { src: 'alex-example.png', alt: 'Cover art: concentric rings in orange and violet on black' },
  tracks: [
    { title: '3f9a1c7e' },
    { title: 'b42d8e05' },
    { title: 'Distant_album_114_v1' },
    { title: '7c1e9b3a' },
    { title: 'e58a04d2' },
    { title: '91d7f6c8' },
  ],
};
