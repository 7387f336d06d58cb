'use client';

import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { whenNearViewport } from './nearViewport';

/**
 * The player's focusable parts in document order: the group, the seek bar, five buttons, the
 * volume bar. The stand-in has the same ones in the same order, so "the nth control" names the
 * same control in both.
 */
const CONTROL = 'button,[tabindex]';
const controls = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(CONTROL));
const slotOf = (root: HTMLElement, node: EventTarget | null) =>
  controls(root).indexOf((node as Element | null)?.closest?.<HTMLElement>(CONTROL) as HTMLElement);

/**
 * Shows a stand-in until the real player is needed: when `root` comes near the viewport (in a
 * transition, so a screenful of players never blocks the page), or at once on the first
 * pointer, focus, key or click inside it. An upgrade triggered by one of those happens inside
 * the event (flushSync), and what the visitor did is handed to the player: focus moves to the
 * same control, a key is replayed on it, a press or click lands on it.
 *
 * `upgrade` is also for others who need the player, such as the media keys' next track.
 */
export function useUpgradeWhenNeeded(root: RefObject<HTMLElement | null>) {
  const [upgraded, setUpgraded] = useState(false);
  /** The stand-in control that had focus when the upgrade began; its node is gone after it. */
  const focused = useRef(-1);

  const upgrade = useCallback(
    (now = false) => {
      if (root.current) focused.current = slotOf(root.current, document.activeElement);
      if (now) flushSync(() => setUpgraded(true));
      else startTransition(() => setUpgraded(true));
    },
    [root],
  );

  // Give focus back to the same control, unless the visitor has put it somewhere else meanwhile.
  useLayoutEffect(() => {
    const slot = focused.current;
    focused.current = -1;
    const active = document.activeElement;
    if (upgraded && root.current && slot >= 0 && (!active || active === document.body)) controls(root.current)[slot]?.focus();
  }, [upgraded, root]);

  useEffect(() => {
    if (upgraded || !root.current) return;
    return whenNearViewport(root.current, () => upgrade());
  }, [upgraded, root, upgrade]);

  /** Upgrades now; returns the player's control where the event's target was in the stand-in. */
  const swap = (target: EventTarget | null) => {
    const element = root.current;
    if (!element) return undefined;
    const slot = slotOf(element, target);
    upgrade(true);
    return controls(element)[slot];
  };

  const standInEvents = upgraded
    ? undefined
    : {
        onFocus: () => upgrade(true),
        onPointerDown(event: ReactPointerEvent) {
          const control = swap(event.target);
          // A touch's tap is aimed anew after the swap: its click reaches the player's control.
          if (control && event.pointerType !== 'touch') handOverPress(event.nativeEvent, control);
        },
        onKeyDown(event: ReactKeyboardEvent) {
          const control = swap(event.target);
          if (!control) return;
          // The key came from the focused control (focused before this code ran, or there
          // would have been an upgrade on focus): the player's own takes its place.
          control.focus();
          if (control.localName === 'button' && (event.key === 'Enter' || event.key === ' ')) {
            // The browser would activate the button that was pressed, and that one is gone.
            event.preventDefault();
            control.click();
            return;
          }
          const replay = new KeyboardEvent('keydown', event.nativeEvent);
          control.dispatchEvent(replay);
          // Whatever the player prevents (Space and arrows scrolling the page) stays prevented.
          if (replay.defaultPrevented) event.preventDefault();
        },
        // A click with no press or focus before it: a screen reader's, or a script's.
        onClick: (event: ReactMouseEvent) => swap(event.target)?.click(),
      };

  return { upgraded, upgrade, standInEvents };
}

/**
 * A mouse or pen press whose target has just been swapped away. Chromium then sends mousedown to
 * what is left (the wrapper) and no click at all, so: the press is replayed where it was aimed
 * (a drag on the volume bar goes on), and if the button is released over the same control it is
 * focused and clicked, as the browser would have done; unless the browser clicked it itself.
 */
function handOverPress(press: PointerEvent, control: HTMLElement) {
  document.elementFromPoint?.(press.clientX, press.clientY)?.dispatchEvent(new MouseEvent('mousedown', press));
  let clicked = false;
  const onClick = (event: MouseEvent) => {
    clicked ||= control.contains(event.target as Node);
  };
  addEventListener('click', onClick, true);
  addEventListener(
    'pointerup',
    (release) => {
      // The browser's own click, if any, follows pointerup in the same task.
      setTimeout(() => {
        removeEventListener('click', onClick, true);
        if (clicked || !control.contains(release.target as Node)) return;
        control.focus();
        control.click();
      });
    },
    { capture: true, once: true },
  );
}
