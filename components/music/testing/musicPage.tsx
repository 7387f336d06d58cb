import { screen, within } from '@testing-library/react';
import { NowPlayingMount } from '@/components/playback/NowPlayingMount';
import { playerIconData } from '@/components/playback/playerIconData';
import type { PlayerIcons } from '@/components/playback/TrackPlayer';
import type { QueueTrack } from '@/components/playback/playbackStore';
import { ShownLanguage } from '@/components/i18n/SharedWords';
import { ShellProvider } from '@/components/shell/ShellProvider';
import { en } from '@/lib/i18n/dictionaries/en';
import { Playlist } from '../Playlist';

/** Three short tracks, each with its own page. */
const tracks: QueueTrack[] = ['One', 'Two', 'Three'].map((title) => ({
  title,
  src: `/${title}.mp3`,
  duration: 6,
  slug: title.toLowerCase(),
  page: `/music/${title.toLowerCase()}`,
}));

/** An empty drawing for every player icon. */
const playerIcons = Object.fromEntries(
  Object.keys(playerIconData).map((name) => [name, <svg key={name} />]),
) as PlayerIcons;

/** The Music page as the layouts hold it: the playlist, and the place the site's player lives. */
export const musicPage = (
  <ShellProvider>
    {/* What the language's layout says to the player bar above it. */}
    <ShownLanguage words={{ lang: 'en', dir: 'ltr', player: en.player }} />
    <Playlist
      artist="Artist"
      siteUrl="https://example.com"
      tracks={tracks}
      details={{}}
      artwork={[]}
      shareIcon={<svg />}
      playerIcons={playerIcons}
      words={{ ...en.share, ...en.music, player: en.player }}
    />
    <NowPlayingMount />
  </ShellProvider>
);

/** The playlist's row for the track with this title. */
export const track = (title: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: title }))!;

/** The site's audio elements (one, once the player's code is in; none before). */
export const audios = () => [...document.querySelectorAll('audio')];
