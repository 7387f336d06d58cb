'use client';

import type { ReactNode } from 'react';
import { formatClock } from '@/components/playback/clock';
import { usePlayback } from '@/components/playback/playbackStore';
import { fill } from '@/components/i18n/format';
import { ShareButton, type ShareWords } from '@/components/share/ShareButton';
import type { InterfaceText } from '@/content/interface/types';
import { linkAt } from './moment';

interface Props {
  slug: string;
  title: string;
  /** The track page's absolute address. */
  url: string;
  icon: ReactNode;
  words: ShareWords & Pick<InterfaceText['share'], 'shareAt' | 'shareAtTitle' | 'titleAt'>;
}

/**
 * While a track is playing or paused part-way, a second Share: its link at the current time
 * ("#t=1m05s"), which opens the track cued there. It says so ("Share at 1:05"), so the two
 * buttons never read the same. Nothing for any other track.
 */
export function ShareMoment({ slug, title, url, icon, words }: Props) {
  // Whole seconds: one render a second while the track plays, not one per time update.
  const seconds = usePlayback((state) => (state.current === slug ? Math.floor(state.time) : 0));
  if (seconds < 1) return null;
  const at = formatClock(seconds);
  return (
    <ShareButton
      title={fill(words.titleAt, { title, time: at })}
      label={fill(words.shareAt, { time: at })}
      name={fill(words.shareAtTitle, { time: at, title })}
      url={linkAt(url, seconds)}
      icon={icon}
      words={words}
    />
  );
}
