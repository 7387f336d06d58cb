import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { loadSitePlayer } from '@/components/playback/NowPlayingMount';
import { playback } from '@/components/playback/playbackStore';
import { stubMedia } from './testing/fakeBrowser';
import { audios, musicPage, track } from './testing/musicPage';

/** The address the page is at: the music page, or a track's own. */
let mockPathname = '/music';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

/** The operating system's media controls: the page's action handlers and what it shows. */
function fakeMediaSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadataInit | null,
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) =>
      handlers.set(action, handler),
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  window.MediaMetadata = class {
    constructor(init: MediaMetadataInit) {
      Object.assign(this, init);
    }
  } as unknown as typeof MediaMetadata;
  const press = (action: MediaSessionAction) => act(() => handlers.get(action)?.({ action }));
  return { session, press };
}

const fileOf = (audio: HTMLAudioElement) => new URL(audio.src).pathname;

afterEach(() => {
  playback.close();
  sessionStorage.clear();
  jest.restoreAllMocks();
  mockPathname = '/music';
});

// First in this file: the player's code is fetched once per page (here, per test file), and
// it has not been yet.
describe('the playlist before the player’s code has arrived', () => {
  it('shows every row’s player, takes a Play and a key, and does them once the code is in', async () => {
    const played = stubMedia();
    render(musicPage);
    expect(screen.getAllByRole('group', { name: 'Audio player' })).toHaveLength(3);
    const play = within(track('Two')).getByRole('button', { name: 'Play' });
    play.focus();
    fireEvent.click(play);
    fireEvent.keyDown(play, { key: 'l' });
    // No audio element yet: the row already says what it will do.
    expect(audios()).toHaveLength(0);
    expect(within(track('Two')).getByRole('button', { name: 'Pause' })).toHaveFocus();
    expect(within(track('Two')).getByRole('button', { name: 'Disable loop' })).toBeInTheDocument();

    await act(() => loadSitePlayer());
    expect(audios()).toHaveLength(1);
    const [audio] = audios();
    expect(played).toEqual([audio]);
    expect(fileOf(audio!)).toBe('/Two.mp3');
    expect(audio!.loop).toBe(true);
    expect(within(track('Two')).getByRole('button', { name: 'Pause' })).toHaveFocus();
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
    await act(() => loadSitePlayer());
    expect(played).toEqual([]);
  });

  it('links each title to its own page and offers to share it', async () => {
    render(musicPage);
    await act(() => loadSitePlayer());
    expect(within(track('Three')).getByRole('link', { name: 'Three' })).toHaveAttribute('href', '/music/three');
    expect(within(track('Three')).getByRole('button', { name: 'Share Three' })).toBeInTheDocument();
    expect(screen.queryByText('Shared track')).toBeNull();
  });
});

describe('the playlist with the site’s player', () => {
  it('plays every track in the one audio element; the media keys skip and the rows follow', async () => {
    const played = stubMedia();
    const { session, press } = fakeMediaSession();
    render(musicPage);
    await act(() => loadSitePlayer());

    fireEvent.click(within(track('One')).getByRole('button', { name: 'Play' }));
    const [audio] = audios();
    expect(fileOf(audio!)).toBe('/One.mp3');
    expect(session.metadata).toMatchObject({ title: 'One', artist: 'Artist' });

    press('nexttrack');
    expect(fileOf(audio!)).toBe('/Two.mp3');
    expect(session.metadata).toMatchObject({ title: 'Two' });
    expect(within(track('Two')).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(track('One')).getByRole('button', { name: 'Play' })).toBeInTheDocument();

    press('previoustrack');
    press('previoustrack');
    expect(fileOf(audio!)).toBe('/Three.mp3');
    expect(session.metadata).toMatchObject({ title: 'Three' });
    expect(played).toHaveLength(4);
    expect(new Set(played)).toEqual(new Set([audio]));
    expect(audios()).toHaveLength(1);
  });

  it('offers to share the moment a track was paused at, in words of its own', async () => {
    stubMedia();
    render(musicPage);
    await act(() => loadSitePlayer());
    const row = within(track('One'));
    expect(row.queryByRole('button', { name: /^Share at/ })).toBeNull();
    act(() => playback.cue('one', 5));
    expect(row.getByRole('button', { name: 'Share at 0:05: One' })).toHaveTextContent('Share at 0:05');
    expect(row.getByText('0:05')).toBeInTheDocument();
  });
});
