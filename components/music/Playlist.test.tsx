import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { loadPlaybackEngine } from '@/components/playback/NowPlayingMount';
import { playback } from '@/components/playback/playbackStore';
import { fakeViewport, stubMedia } from './testing/fakeBrowser';
import { audioOf, musicPage, track } from './testing/musicPage';

// Nothing comes near the viewport by itself here: every player stays a stand-in until needed.
fakeViewport();

/** The address the page is at: the music page, or a track's own. */
let mockPathname = '/music';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

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

afterEach(() => {
  playback.close();
  sessionStorage.clear();
  jest.restoreAllMocks();
  mockPathname = '/music';
});

// First in this file: the players' code is fetched once per page (here, per test file), and
// it has not been yet.
describe('the playlist before the players’ code has arrived', () => {
  it('keeps what is done to a stand-in before the players’ code arrives, and does it once the code is in', async () => {
    const played = stubMedia();
    render(musicPage);
    const play = within(track('Two')).getByRole('button', { name: 'Play' });
    fireEvent.focus(play);
    fireEvent.click(play);
    // Still the stand-in: no player to play yet.
    expect(audioOf('Two')).toBeNull();
    expect(played).toEqual([]);

    await act(() => loadPlaybackEngine());
    expect(played).toEqual([audioOf('Two')]);
    expect(within(track('Two')).getByRole('button', { name: 'Pause' })).toHaveFocus();
    expect(audioOf('One')).toBeNull();
  });

});

describe('the playlist at a track’s own address', () => {
  it('marks that track, brings it into view and plays nothing', async () => {
    const played = stubMedia();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockPathname = '/music/two';
    render(musicPage);
    expect(track('Two')).toHaveAttribute('aria-current', 'true');
    expect(within(track('Two')).getByText('Shared track')).toBeVisible();
    expect(track('One')).not.toHaveAttribute('aria-current');
    expect(scrolled).toHaveBeenCalledTimes(1);
    await act(() => loadPlaybackEngine());
    expect(played).toEqual([]);
  });

  it('links each title to its own page and offers to share it', async () => {
    render(musicPage);
    await act(() => loadPlaybackEngine());
    expect(within(track('Three')).getByRole('link', { name: 'Three' })).toHaveAttribute('href', '/music/three');
    expect(within(track('Three')).getByRole('button', { name: 'Share Three' })).toBeInTheDocument();
    expect(screen.queryByText('Shared track')).toBeNull();
  });
});

describe('the playlist with stand-in players', () => {
  it('skips with the media keys to a track that is still a stand-in: it is upgraded, then played', async () => {
    const played = stubMedia();
    const { session, press } = fakeMediaSession();
    render(musicPage);
    await act(() => loadPlaybackEngine());
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
