import { music } from '@/lib/site/records';
import type { Track } from '@/lib/content/schema';
import { recordingData } from './recordingData';
import { contentIn } from '@/lib/site/pageContent';
import type { TrackInfo } from './readTracks';

const info = (track: Track, slug: string, path: string): TrackInfo => ({
  track,
  slug,
  path,
  src: path,
  type: 'audio/mpeg',
  duration: 84.1,
});
const nightDrive = music.tracks.find((track) => track.title === 'Night Drive')!;
const distant = music.tracks.find((track) => track.title === 'Distant_album_114_v1')!;

describe('recordingData', () => {
  it('states the song a track records: writers as composers and lyricists, and its lyrics', () => {
    expect(recordingData(info(nightDrive, 'night-drive', '/Night%20Drive.mp3'), contentIn('en'))).toHaveProperty(
      'recordingOf',
      {
        '@type': 'MusicComposition',
        name: 'Night Drive',
        composer: [{ '@type': 'Person', name: 'Sam Fixture' }],
        lyricist: [{ '@type': 'Person', name: 'Sam Fixture' }],
        lyrics: { '@type': 'CreativeWork', text: nightDrive.lyrics },
      },
    );
  });

  it('credits the producer, each musician in their role, the place and the date, and links the track elsewhere', () => {
    const data = recordingData(info(nightDrive, 'night-drive', '/Night%20Drive.mp3'), contentIn('en'));
    expect(data).toMatchObject({
      datePublished: nightDrive.released,
      duration: 'PT1M24S',
      producer: [{ '@type': 'Person', name: 'Sam Fixture' }],
      contributor: [
        { '@type': 'Role', roleName: 'Synthesizers, vocals', contributor: { '@type': 'Person', name: 'Sam Fixture' } },
        { '@type': 'Role', roleName: 'Drum programming', contributor: { '@type': 'Person', name: 'Sam Sample' } },
      ],
      locationCreated: { '@type': 'Place', name: 'Home studio, Fixtureville' },
      sameAs: nightDrive.listenOn!.map((link) => link.url),
      byArtist: { '@type': 'Person', name: music.artist, sameAs: music.listenOn!.map((link) => link.url) },
    });
    expect(data).not.toHaveProperty('license');
  });

  it('states the licence of a downloadable track, and no composition where the content says nothing of one', () => {
    const data = recordingData(info(distant, 'distant-album-114-v1', '/Distant_album_114_v1.mp3'), contentIn('en'));
    expect(data).toHaveProperty('license', distant.download!.license.url);
    expect(data).not.toHaveProperty('recordingOf');
    expect(data).toHaveProperty('audio.contentUrl', expect.stringMatching(/\/Distant_album_114_v1\.mp3$/));
  });
});
