import type { MusicContent } from './types';

export const music: MusicContent = {
  artist: 'Alex Example',
  cover: { src: 'alex-example.png', alt: 'Cover art: concentric rings in orange and violet on black' },
  tracks: [
    { title: 'Night Drive' },
    { title: 'Tidal Lines' },
    { title: 'Distant_album_114_v1' },
    { title: 'Paper Lanterns' },
    { title: 'Slow Orbit' },
    { title: 'Last Light' },
  ],
};
