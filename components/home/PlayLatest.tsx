'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTakeOver } from '@/components/early/useTakeOver';
import { loadSitePlayer } from '@/components/playback/NowPlayingMount';
import type { QueueTrack } from '@/components/playback/playbackStore';

type Playback = Awaited<ReturnType<typeof loadSitePlayer>>;

/** The site's player store, once a Play here has fetched it: Home ships none of the player's code before. */
let loaded: Playback | undefined;

interface Props {
  /** The release's tracks that play, in order (or the one track): the queue once it plays. */
  queue: QueueTrack[];
  artist: string;
  artwork: MediaImage[];
  icons: { play: ReactNode; pause: ReactNode };
  /** Shown, and the start of each name: "Play" / "Pause". */
  words: { play: string; pause: string };
  /** The name of Play: "Play {title}". */
  playName: string;
}

/**
 * Home's Play for the latest release: plays its first track in the site's one player without
 * leaving Home; "Now playing" then follows the visitor. Before this code runs the early script
 * plays it (earlyTaps.ts, the `data-src` contract) and this takes that audio over. The player's
 * store comes with the first tap, so Home's own code stays small: the sound starts in the tap
 * itself (browsers start sound only from a gesture) and the store adopts it once it is here.
 */
export function PlayLatest({ queue, artist, artwork, icons, words, playName }: Props) {
  const first = queue[0]!;
  const root = useRef<HTMLDivElement>(null);
  const stop = useRef<() => void>(undefined);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => stop.current?.(), []);

  /** Fetches the player and its store, hands it the queue and the audio (or has it play), and shows what it does. */
  const start = (audio?: HTMLAudioElement) =>
    loadSitePlayer().then((playback) => {
      loaded = playback;
      playback.offer(queue, artist, artwork);
      if (audio) playback.adopt(first, audio);
      const { current, playing: sounding } = playback.getSnapshot();
      // The store had its own audio already (it played on another page): it plays this there instead.
      if (current !== first.slug || !sounding) {
        audio?.pause();
        playback.play(first.slug);
      }
      const show = () => {
        const now = playback.getSnapshot();
        setPlaying(now.current === first.slug && now.playing);
      };
      stop.current = playback.subscribe(show);
      show();
    });

  useTakeOver(root, () => {
    const early = window.earlyAudio;
    if (early?.dataset.slug !== first.slug) return;
    delete window.earlyAudio;
    start(early).catch(() => {});
  });

  const onClick = () => {
    if (loaded) return playing ? loaded.pause() : (loaded.offer(queue, artist, artwork), loaded.play(first.slug));
    let audio: HTMLAudioElement | undefined;
    // The site's player is not on the page yet: this tap's own audio, as the early script's.
    if (!document.querySelector('audio')) {
      audio = new Audio(first.opus && new Audio().canPlayType('audio/ogg; codecs=opus') ? first.opus : first.src);
      audio.play().catch(() => {});
    }
    setPlaying(true);
    start(audio).catch(() => setPlaying(false));
  };

  return (
    <div ref={root} data-src={first.src} data-opus={first.opus} data-slug={first.slug} data-playing={playing}>
      <button
        type="button"
        className="pill-link"
        aria-label={playing ? words.pause : playName}
        data-label-playing={words.pause}
        data-label-paused={playName}
        data-early="play"
        onClick={onClick}
      >
        <span data-shown-when="paused" hidden={playing}>
          {icons.play} {words.play}
        </span>
        <span data-shown-when="playing" hidden={!playing}>
          {icons.pause} {words.pause}
        </span>
      </button>
    </div>
  );
}
