import { MusicView } from '@/components/music/MusicView';
import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata('/music');

export default function MusicPage() {
  return <MusicView />;
}
