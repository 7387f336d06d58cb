import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Playlist, type PlaylistTrack } from './Playlist';
import { fakeIcons, fakeViewport, stubMedia } from './testing/fakeBrowser';

// Nothing comes near the viewport by itself here: every player stays a stand-in until needed.
fakeViewport();

const tracks: PlaylistTrack[] = ['One', 'Two', 'Three'].map((title) => ({ title, heading: title, src: `/${title}.mp3`, durationText: '0:06' }));

/** The operating system's media controls: the page's action handlers and what it shows. */
function fakeMediaSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const session = { metadata: null as MediaMetadataInit | null, setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => handlers.set(action, handler) };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  window.MediaMetadata = class {
    constructor(init: MediaMetadataInit) {
      Object.assign(this, init);
    }
  } as unknown as typeof MediaMetadata;
  const press = (action: MediaSessionAction) => act(() => handlers.get(action)?.({ action }));
  return { session, press };
}

const track = (title: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: title }))!;
const audioOf = (title: string) => track(title).querySelector('audio');

afterEach(() => jest.restoreAllMocks());

describe('the playlist with stand-in players', () => {
  it('skips with the media keys to a track that is still a stand-in: it is upgraded, then played', () => {
    const played = stubMedia();
    const { session, press } = fakeMediaSession();
    render(<Playlist artist="Artist" tracks={tracks} artwork={[]} icons={fakeIcons} />);
    expect(screen.getAllByRole('group', { name: 'Audio player' })).toHaveLength(3);
    expect(document.querySelectorAll('audio')).toHaveLength(0);

    fireEvent.click(within(track('One')).getByRole('button', { name: 'Play' }));
    expect(played).toEqual([audioOf('One')]);
    expect(session.metadata).toMatchObject({ title: 'One', artist: 'Artist' });
    expect(audioOf('Two')).toBeNull();

    press('nexttrack');
    expect(audioOf('Two')).not.toBeNull();
    expect(played).toEqual([audioOf('One'), audioOf('Two')]);
    expect(audioOf('One')!.paused).toBe(true);
    expect(session.metadata).toMatchObject({ title: 'Two' });
    expect(audioOf('Three')).toBeNull();

    press('previoustrack');
    expect(played.at(-1)).toBe(audioOf('One'));
    expect(audioOf('Two')!.paused).toBe(true);

    press('previoustrack');
    expect(played.at(-1)).toBe(audioOf('Three'));
    expect(session.metadata).toMatchObject({ title: 'Three' });
  });
});
