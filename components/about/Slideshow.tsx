'use client';

import { useEffect, useId, useRef, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { useTakeOver } from '@/components/early/useTakeOver';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { PictureView } from '@/components/picture/PictureView';
import { fittedSizes } from '@/components/picture/layouts';
import type { ResolvedPicture } from '@/components/picture/resolvePicture';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { fill } from '@/lib/i18n/format';
import styles from './Slideshow.module.css';

/** The slideshow advances every 2000 ms. */
export const SLIDE_INTERVAL_MS = 2000;

const ratioOf = ({ width, height }: ResolvedPicture) => width / height;

/**
 * The frame's shape: the slides' middle one (as many slides wider as taller; of two, the taller),
 * so that one odd slide, a panorama or a phone's screenshot, does not set it for all the others.
 */
const middleRatio = (slides: ResolvedPicture[]) => {
  const ratios = slides.map(ratioOf).sort((a, b) => a - b);
  return ratios[Math.floor((ratios.length - 1) / 2)]!;
};

/**
 * One slide in the frame. The frame keeps one shape, the set's middle one, so turning never
 * moves the page; a slide of another shape shows whole over a blurred copy of itself that fills the frame
 * (the same file, fetched once), so no band of nothing shows around it; one the owner asked to
 * fill its frame fills it.
 */
function Slide({
  slide,
  frameRatio,
  className,
  ...shown
}: Omit<ComponentProps<typeof PictureView>, 'picture'> & { slide: ResolvedPicture; frameRatio: number }) {
  return (
    <span className={`${styles.slide} ${className}`}>
      {slide.fit !== 'fill' && Math.abs(ratioOf(slide) / frameRatio - 1) > 0.01 && (
        <PictureView {...shown} picture={{ ...slide, alt: '' }} fetchPriority={undefined} className={styles.backdrop} />
      )}
      <PictureView {...shown} picture={slide} className={styles.whole} />
    </span>
  );
}

interface Props {
  slides: ResolvedPicture[];
  sizes: string;
  /** Icons for the Pause/Play button, rendered by the server. */
  icons: { play: ReactNode; pause: ReactNode };
  /** Its names and buttons, its place ("{number} / {count}") and what it says where a picture failed. */
  words: InterfaceText['about'] & Pick<InterfaceText['picture'], 'counter' | 'unavailable'>;
  lang: string;
}

/**
 * Auto-advancing pictures (WAI-ARIA carousel pattern). Clicking the picture, or the visible
 * Pause/Play button, toggles auto-advance. It also holds still while the pointer is over it
 * or keyboard focus is in it, and starts paused for visitors who prefer reduced motion.
 */
export function Slideshow({ slides, sizes, icons, words, lang }: Props) {
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  /** The visitor's own choice; until they make one, reduced motion decides. */
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const statusId = useId();

  const playing = choice ? choice === 'playing' : !reduceMotion;
  const advancing = playing && !hovered && !focused;
  const slideshow = useRef<HTMLElement>(null);
  // Paused (or played) before this code ran (earlyTaps.ts): that is the visitor's choice.
  useTakeOver(slideshow, (element) => {
    const early = element.dataset.playing === 'true';
    if (early !== playing) setChoice(early ? 'playing' : 'paused');
  });

  useEffect(() => {
    if (!advancing || slides.length < 2) return;
    const timer = setInterval(() => setIndex((shown) => (shown + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [advancing, slides.length]);

  const toggle = () => {
    setChoice(playing ? 'paused' : 'playing');
    // Choosing "play" while pointing at or focused on the slideshow means play now.
    setHovered(false);
    setFocused(false);
  };

  const current = slides[index];
  const frameRatio = middleRatio(slides);
  // As wide as the column up to FRAME_MAX_VH of the window's height (Slideshow.module.css): a slide
  // of its shape fills it whatever the window.
  const frame = { '--frame-ratio': +frameRatio.toFixed(4) } as CSSProperties;

  // One picture: nothing to advance, so no timer and no controls.
  if (slides.length === 1 && current) {
    return (
      <div className={`${styles.stage} ${styles.still}`} style={frame}>
        <Slide
          slide={current}
          frameRatio={frameRatio}
          sizes={fittedSizes(sizes, current)}
          loading="eager"
          fetchPriority="high"
          words={words}
          className={styles.current}
        />
      </div>
    );
  }

  return (
    <section
      ref={slideshow}
      className={styles.slideshow}
      data-playing={playing}
      aria-roledescription={words.slideshowRole}
      aria-label={words.slideshowName}
      onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => event.target.matches(':focus-visible') && setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <button
        type="button"
        className={styles.stage}
        style={frame}
        aria-label={playing ? words.pauseSlideshow : words.playSlideshow}
        data-label-playing={words.pauseSlideshow}
        data-label-paused={words.playSlideshow}
        aria-describedby={statusId}
        data-early="toggle"
        onClick={toggle}
      >
        {/* One shape for every slide: each shows whole, and changing slides never moves the page. */}
        {slides.map((slide, position) => {
          const upcoming = position === (index + 1) % slides.length;
          // Only the slide shown and the next are in the page: ninety slides cost the HTML no more than two.
          if (position !== index && !upcoming) return null;
          return (
            <Slide
              key={slide.variants}
              slide={slide}
              frameRatio={frameRatio}
              sizes={fittedSizes(sizes, slide)}
              // The upcoming slide is rendered, invisible, so it loads (lazily) before its turn.
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : undefined}
              words={words}
              className={position === index ? styles.current : ''}
            />
          );
        })}
      </button>
      <div className={styles.controls}>
        <button type="button" className={styles.toggle} data-early="toggle" onClick={toggle}>
          {/* Both, one hidden: the early script shows the other by an attribute, before React's code. */}
          <span data-shown-when="playing" hidden={!playing}>
            <span className={styles.icon}>{icons.pause}</span>
            {words.pause}
          </span>
          <span data-shown-when="paused" hidden={playing}>
            <span className={styles.icon}>{icons.play}</span>
            {words.play}
          </span>
        </button>
        <p id={statusId} className={styles.status} aria-live={advancing ? 'off' : 'polite'}>
          {fill(words.counter, { number: index + 1, count: slides.length }, lang)}
          <span className="visually-hidden">: {current?.alt}</span>
        </p>
      </div>
    </section>
  );
}
