'use client';

import type { ReactNode } from 'react';
import { formatClock } from '@/components/playback/clock';
import { fill } from '@/lib/i18n/format';
import { ShareButton, ShareButtonRoom, type ShareWords } from '@/components/share/ShareButton';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { linkAt } from './moment';

interface Props {
  /** Whole seconds into the track (its list follows the store): 0 for a track at its start or not current. */
  seconds: number;
  title: string;
  /** The track page's absolute address. */
  url: string;
  /** The track's length in seconds, if known: the longest time the button will say. */
  duration?: number;
  icon: ReactNode;
  words: ShareWords & Pick<InterfaceText['share'], 'shareAt' | 'shareAtTitle' | 'titleAt'>;
}

/**
 * While a track is playing or paused part-way, a second Share: its link at the current time
 * ("#t=1m05s"), which opens the track cued there. It says so ("Share at 1:05"), so the two
 * buttons never read the same. For any other track its room is kept, empty, at the width of
 * its longest words ("Share at 0:00" for a track under ten minutes), so the row neither grows
 * nor moves when it appears, or as its time counts.
 */
export function ShareMoment({ seconds, title, url, duration, icon, words }: Props) {
  // Every digit as wide as another (tabular figures): the track's length with each digit a 0.
  // Unknown: under 100 minutes.
  const widest = fill(words.shareAt, { time: duration ? formatClock(duration).replace(/\d/g, '0') : '00:00' });
  if (seconds < 1) return <ShareButtonRoom icon={icon} label={widest} />;
  const at = formatClock(seconds);
  return (
    <ShareButton
      widestLabel={widest}
      title={fill(words.titleAt, { title, time: at })}
      label={fill(words.shareAt, { time: at })}
      name={fill(words.shareAtTitle, { time: at, title })}
      url={linkAt(url, seconds)}
      icon={icon}
      words={words}
    />
  );
}
