'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type FocusEvent as ReactFocusEvent,
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
const controls = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>(CONTROL));
const slotOf = (root: Element, node: EventTarget | null) =>
  controls(root).indexOf((node as Element | null)?.closest?.<HTMLElement>(CONTROL) as HTMLElement);

/**
 * Shows a stand-in until the real player is needed (`goLive` asks for it; `upgraded` says it is
 * there): when `root` comes near the viewport (one player at a time, so a screenful of players
 * never blocks the page), or at once on the first
 * pointer, focus, key or click inside it. An upgrade triggered by one of those happens inside
 * the event (flushSync), and what the visitor did is handed to the player: focus moves to the
 * same control, a key is replayed on it, a press or click lands on it.
 *
 * Until the player's code has arrived (`ready`; it follows the page's own), nothing comes near
 * the viewport, and what the visitor does to the stand-in is kept: once the player is there,
 * focus moves to the same control and a click (with its position, for the seek bar) lands on it.
 *
 * `upgrade` is also for others who need the player, such as the media keys' next track.
 */
export function useUpgradeWhenNeeded(root: RefObject<HTMLElement | null>, upgraded: boolean, ready: boolean, goLive: () => void) {
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
      if (!ready) {
        // The row goes live as the code arrives (and `waiting` says what to do then).
        goLive();
        return undefined;
      }
      const slot = slotOf(element, target);
      flushSync(goLive);
      const after = controls(element);
      after[focused]?.focus();
      return after[slot];
    },
    [root, goLive, ready],
  );

  useEffect(() => {
    if (upgraded || !ready || !root.current) return;
    return whenNearViewport(root.current, () => upgrade());
  }, [upgraded, ready, root, upgrade]);

  /** Before the code arrived: the control that had focus, and the last click, by place (see CONTROL). */
  const waiting = useRef<WaitingAction | null>(null);

  // The player has taken the stand-in's place: what was done to the stand-in meanwhile is done to it.
  useLayoutEffect(() => {
    const done = waiting.current;
    if (!upgraded || !done || !root.current) return;
    const element = root.current;
    waiting.current = null;
    const after = controls(element);
    // Unless focus has gone elsewhere since (the stand-in's control it was on is gone: it is on the body).
    if (done.focused >= 0 && (document.activeElement === document.body || element.contains(document.activeElement))) after[done.focused]?.focus();
    if (done.click) after[done.click.slot]?.dispatchEvent(new MouseEvent('click', done.click.init));
    if (done.key) after[done.key.slot]?.dispatchEvent(new KeyboardEvent('keydown', done.key.init));
  }, [upgraded, root]);

  const standInEvents = upgraded
    ? undefined
    : {
        onFocus(event: ReactFocusEvent) {
          // (The handlers are on the root element: currentTarget.)
          if (!ready) keep(waiting, { focused: slotOf(event.currentTarget, event.target) });
          upgrade(true);
        },
        onPointerDown(event: ReactPointerEvent) {
          const control = upgrade(true, event.target);
          // A touch's tap is aimed anew after the swap: its click reaches the player's control.
          if (control && event.pointerType !== 'touch') handOverPress(event.nativeEvent, control);
        },
        onKeyDown(event: ReactKeyboardEvent) {
          if (!ready) {
            const slot = slotOf(event.currentTarget, event.target);
            const pressesButton = (event.target as Element).localName === 'button' && (event.key === 'Enter' || event.key === ' ');
            // A button's Enter or Space becomes one click (the browser's own is prevented).
            if (pressesButton) event.preventDefault();
            keep(waiting, pressesButton ? { focused: slot, click: { slot, init: { bubbles: true, cancelable: true } } } : { focused: slot, key: { slot, init: event.nativeEvent } });
          }
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
        onClick(event: ReactMouseEvent) {
          if (!ready) {
            const { clientX, clientY, screenX, screenY, detail } = event;
            keep(waiting, { click: { slot: slotOf(event.currentTarget, event.target), init: { bubbles: true, cancelable: true, clientX, clientY, screenX, screenY, detail } } });
          }
          upgrade(true, event.target)?.click();
        },
      };

  return { upgrade, standInEvents };
}

/** What the visitor did to a stand-in before the player's code arrived (controls by place, see CONTROL). */
interface WaitingAction {
  /** The control that had focus, or -1. */
  focused: number;
  /** The last click, where it landed. */
  click?: { slot: number; init: MouseEventInit };
  /** The last key pressed (other than a button's Enter or Space, which is a click). */
  key?: { slot: number; init: KeyboardEventInit };
}

function keep(waiting: RefObject<WaitingAction | null>, action: Partial<WaitingAction>) {
  waiting.current = { focused: -1, ...waiting.current, ...action };
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
