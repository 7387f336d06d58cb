'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { playback } from '@/components/playback/playbackStore';
import { ShareButton } from '@/components/share/ShareButton';
import { linkAt } from './moment';
import { formatClock } from './trackText';

interface Props {
  slug: string;
  title: string;
  /** The track page's absolute address. */
  url: string;
  icon: ReactNode;
}

/**
 * While a track is playing or paused part-way, a second Share: its link at the current time
 * ("#t=1m05s"), which opens the track cued there. It says so ("Share at 1:05"), so the two
 * buttons never read the same. Nothing for any other track.
 */
export function ShareMoment({ slug, title, url, icon }: Props) {
  const isCurrent = useSyncExternalStore(playback.subscribe, () => playback.getSnapshot().current === slug, () => false);
  const seconds = useWholeSeconds(isCurrent ? playback.media(slug) : undefined);
  if (!isCurrent || seconds < 1) return null;
  const at = formatClock(seconds);
  return <ShareButton title={`${title} at ${at}`} label={`Share at ${at}`} name={`Share at ${at}: ${title}`} url={linkAt(url, seconds)} icon={icon} />;
}

/** The audio's time in whole seconds: one render a second while it plays, not one per frame. */
function useWholeSeconds(media: ReturnType<typeof playback.media>) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!(media instanceof HTMLMediaElement)) return;
    const read = () => setSeconds(Math.floor(media.currentTime));
    read();
    media.addEventListener('timeupdate', read);
    media.addEventListener('seeked', read);
    return () => {
      media.removeEventListener('timeupdate', read);
      media.removeEventListener('seeked', read);
    };
  }, [media]);
  return seconds;
}
