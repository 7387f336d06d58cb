import { videoServiceOf } from './media';

describe('another site’s player, from its address', () => {
  it('plays YouTube from its privacy-enhanced host, at the time the address gives', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect(videoServiceOf(address)).toEqual({
        service: 'YouTube',
        embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
        origin: 'https://www.youtube-nocookie.com',
      });
    expect(videoServiceOf('https://youtu.be/dQw4w9WgXcQ?t=1m30s')?.embed).toMatch(/&start=90$/);
  });

  it('knows Vimeo, SoundCloud, Bandcamp’s embedded player and PeerTube on any instance', () => {
    expect(videoServiceOf('https://vimeo.com/76979871')).toMatchObject({
      service: 'Vimeo',
      origin: 'https://player.vimeo.com',
    });
    expect(videoServiceOf('https://soundcloud.com/artist/a-track')?.embed).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Fa-track&auto_play=true',
    );
    // The player's own address, as SoundCloud's Share / Embed writes it in an iframe.
    expect(
      videoServiceOf('https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&color=%23ff5500')
        ?.embed,
    ).toBe('https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293&auto_play=true');
    expect(videoServiceOf('https://bandcamp.com/EmbeddedPlayer/album=123/size=large/')).toMatchObject({
      service: 'Bandcamp',
      origin: 'https://bandcamp.com',
    });
    expect(videoServiceOf('https://tube.example.org/w/9c9de5e8-0a1e-484a-b099-e80766180a6d')).toEqual({
      service: 'PeerTube',
      embed: 'https://tube.example.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d?autoplay=1',
      origin: 'https://tube.example.org',
    });
    expect(videoServiceOf('https://tube.example.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d')?.embed).toBe(
      'https://tube.example.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d?autoplay=1',
    );
  });

  it('is no player for any other address', () => {
    for (const address of ['https://example.com/watch?v=x', 'https://soundcloud.com/artist', 'mailto:a@b.c', 'nope'])
      expect(videoServiceOf(address)).toBeUndefined();
  });
});
