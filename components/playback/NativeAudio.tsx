import { OPUS_TYPE } from './audioSource';

interface Props {
  track: { src: string; opus?: string };
  label: string;
  className?: string;
}

/**
 * The browser's own player, for a page read without JavaScript: a track with an Opus file offers
 * it first and its MP3 after (`<source>` pairs, the browser taking the first it plays).
 */
export function NativeAudio({ track, label, className }: Props) {
  if (!track.opus) return <audio className={className} controls preload="none" src={track.src} aria-label={label} />;
  return (
    <audio className={className} controls preload="none" aria-label={label}>
      <source src={track.opus} type={OPUS_TYPE} />
      <source src={track.src} type="audio/mpeg" />
    </audio>
  );
}
