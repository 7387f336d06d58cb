import { music } from '@/content';
import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata('/music');

export default function MusicPage() {
  return (
    <div className="container">
      <h1 className="page-title">{music.artist}</h1>
      <ol>
        {music.tracks.map((track) => (
          <li key={track.title}>{track.title}</li>
        ))}
      </ol>
    </div>
  );
}
