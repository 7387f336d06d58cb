'use client';

import {
  useCallback,
  useEffect,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { oneAtATime, whenNearViewport } from './nearViewport';

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
 * Shows a stand-in until the real player is needed (`goLive` asks for it; `upgraded` says it is
 * there): when `root` comes near the viewport (one player at a time, so a screenful of players
 * never blocks the page), or at once on the first
 * pointer, focus, key or click inside it. An upgrade triggered by one of those happens inside
 * the event (flushSync), and what the visitor did is handed to the player: focus moves to the
 * same control, a key is replayed on it, a press or click lands on it.
 *
 * `upgrade` is also for others who need the player, such as the media keys' next track.
 */
export function useUpgradeWhenNeeded(root: RefObject<HTMLElement | null>, upgraded: boolean, goLive: () => void) {
  /**
   * Swaps the player in: soon, or at once when `now` or when focus is inside (focus
   * then moves to the same control of the player, the stand-in's node being gone). Returns the
   * player's control where `target` was in the stand-in.
   */
  const upgrade = useCallback(
    (now = false, target: EventTarget | null = null) => {
      const element = root.current;
      if (!element) return undefined;
      const focused = slotOf(element, document.activeElement);
      if (!now && focused < 0) {
        oneAtATime(goLive);
        return undefined;
      }
      const slot = slotOf(element, target);
      flushSync(goLive);
      const after = controls(element);
      after[focused]?.focus();
      return after[slot];
    },
    [root, goLive],
  );

  useEffect(() => {
    if (upgraded || !root.current) return;
    return whenNearViewport(root.current, () => upgrade());
  }, [upgraded, root, upgrade]);

  const standInEvents = upgraded
    ? undefined
    : {
        onFocus: () => upgrade(true),
        onPointerDown(event: ReactPointerEvent) {
          const control = upgrade(true, event.target);
          // A touch's tap is aimed anew after the swap: its click reaches the player's control.
          if (control && event.pointerType !== 'touch') handOverPress(event.nativeEvent, control);
        },
        onKeyDown(event: ReactKeyboardEvent) {
          // Focus was inside before this code ran (or focusing would have upgraded it).
          const control = upgrade(true, event.target);
          if (!control) return;
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
        onClick: (event: ReactMouseEvent) => upgrade(true, event.target)?.click(),
      };

  return { upgrade, standInEvents };
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
