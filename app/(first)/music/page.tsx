import { MusicView } from '@/components/music/MusicView';
import { withMusicFeeds } from '@/components/music/feedLinks';
import { pageMetadata } from '../page-metadata';

export const metadata = withMusicFeeds(pageMetadata('/music'));

export default function MusicPage() {
  return <MusicView />;
}
