import type { License, MusicContent } from '@/lib/content/schema';

const ccBy: License = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' };

export const music: MusicContent = {
  artist: 'Alex Example',
  cover: { src: 'alex-example.png', alt: 'Cover art: concentric rings in orange and violet on black' },
  listenOn: [
    { name: 'Bandcamp', url: 'https://alexexample.bandcamp.com/' },
    { name: 'SoundCloud', url: 'https://soundcloud.com/alex-example' },
  ],
  tracks: [
    {
      title: 'Night Drive',
      released: '2025-03-14',
      lyrics: [
        'Streetlights count the minutes down',
        'the radio hums an empty town',
        'nowhere to be and no one to call',
        'just the road and the sound of it all',
        '',
        'Keep the window open wide',
        'let the cold night come inside',
      ].join('\n'),
      credits: {
        writtenBy: ['Alex Example'],
        producedBy: ['Alex Example'],
        musicians: [
          { name: 'Alex Example', role: 'Synthesizers, vocals' },
          { name: 'Sam Sample', role: 'Drum programming' },
        ],
        recordedAt: 'Home studio, Example City',
      },
      listenOn: [
        { name: 'Spotify', url: 'https://open.spotify.com/track/0000000000000000000000' },
        { name: 'YouTube', url: 'https://www.youtube.com/watch?v=0000000000' },
      ],
    },
    {
      title: 'Tidal Lines',
      released: '2025-06-20',
      lyrics: [
        'Salt on the letters you wrote me',
        'ink running down to the sea',
        'every wave takes a line back',
        'every tide brings it to me',
      ].join('\n'),
      credits: {
        writtenBy: ['Alex Example', 'Robin Placeholder'],
        producedBy: ['Alex Example'],
        musicians: [{ name: 'Robin Placeholder', role: 'Vocals' }],
      },
    },
    {
      title: 'Distant_album_114_v1',
      released: '2025-09-05',
      listenOn: [{ name: 'Bandcamp', url: 'https://alexexample.bandcamp.com/track/distant-album-114-v1' }],
      download: { license: ccBy },
    },
    { title: 'Paper Lanterns', released: '2025-11-28' },
    { title: 'Slow Orbit', released: '2026-01-30' },
    { title: 'Last Light', released: '2026-04-17' },
  ],
};
