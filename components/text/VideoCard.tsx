'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { playback } from '@/components/playback/playbackStore';
import styles from './VideoCard.module.css';

interface Props {
  /** The card's id: a reload to start it (see below) comes back to it by it. */
  id: string;
  title: string;
  /** The service's name: YouTube, Vimeo, SoundCloud, Bandcamp, PeerTube. */
  service: string;
  /** The video's own page: where the card leads without JavaScript. */
  url: string;
  /** The player's address, loaded in the iframe on the click. */
  embed: string;
  /** Its origin, which the page's policy names in frame-src (the post-build step reads data-frame-src). */
  origin: string;
  /** A player of sound only (SoundCloud, Bandcamp): a short card, as their players are. */
  sound: boolean;
  /** The owner's own poster picture, if any: nothing is fetched from the service before the click. */
  poster?: ReactNode;
  icon: ReactNode;
  /** "Play" */
  play: string;
}

/** Whether the page's policy lets it frame `origin`: a page reached by the site's own links keeps its first policy. */
const framingAllowed = (origin: string) =>
  Array.from(document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')).every((meta) =>
    (/(^|;)\s*frame-src\s[^;]*/.exec(meta.getAttribute('content') ?? '')?.[0] ?? '').includes(origin),
  );

const onHashChange = (change: () => void) => {
  addEventListener('hashchange', change);
  return () => removeEventListener('hashchange', change);
};

/**
 * Another site's player in a post, loaded on a click: until then a card of the owner's (title,
 * service, poster) that asks that site for nothing; on the click, the service's player in an
 * iframe, focused, and the site's own player paused. Without JavaScript, a plain link to the
 * video. A page the visitor reached through the site's own links still has the policy of the
 * first page it loaded, which frames nothing: the card then loads the page afresh and starts there.
 */
export function VideoCard({ id, title, service, url, embed, origin, sound, poster, icon, play }: Props) {
  const [clicked, setStarted] = useState(false);
  // Come back to after a reload to start it (below): it starts at once.
  const named = useSyncExternalStore(
    onHashChange,
    () => location.hash === `#${id}` && framingAllowed(origin),
    () => false,
  );
  const started = clicked || named;
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);

  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    playback.pause();
    if (framingAllowed(origin)) return setStarted(true);
    location.hash = id;
    location.reload();
  };

  const shape = sound ? styles.sound : styles.video;
  if (started)
    return (
      <div id={id} className={`${styles.frame} ${shape}`}>
        <iframe
          ref={frame}
          src={embed}
          title={`${title} (${service})`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  return (
    <a id={id} href={url} className={`${styles.card} ${shape}`} data-frame-src={origin} onClick={start}>
      {poster && <span className={styles.poster}>{poster}</span>}
      <span className={styles.play} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.words}>
        <span className="visually-hidden">{play}: </span>
        <span className={styles.title}>{title}</span>
        <span className={styles.service}>{service}</span>
      </span>
    </a>
  );
}
