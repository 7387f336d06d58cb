import { screen, within } from '@testing-library/react';
import { NowPlayingMount } from '@/components/playback/NowPlayingMount';
import { Playlist, type PlaylistTrack } from '../Playlist';

/** Three short tracks, each with its own page. */
const tracks: PlaylistTrack[] = ['One', 'Two', 'Three'].map((title) => ({
  title,
  src: `/${title}.mp3`,
  durationText: '0:06',
  slug: title.toLowerCase(),
  href: `/music/${title.toLowerCase()}`,
  page: `/music/${title.toLowerCase()}`,
  url: `https://example.com/music/${title.toLowerCase()}`,
}));

/** The Music page as the layout holds it: the playlist, and the place the site's player lives. */
export const musicPage = (
  <>
    <Playlist artist="Artist" tracks={tracks} artwork={[]} shareIcon={<svg />} />
    <NowPlayingMount />
  </>
);

/** The playlist's row for the track with this title. */
export const track = (title: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: title }))!;

/** That row's audio element, or null while it is a stand-in. */
export const audioOf = (title: string) => track(title).querySelector('audio');
