import { type TouchEvent, useRef, useState } from 'react';

// A swipe on a touch screen moves a carousel or a gallery one step: a horizontal move of at
// least SWIPE_THRESHOLD pixels, more across than up or down (else it is a tap or a scroll).

/** a horizontal swipe shorter than this (px) is a tap or a scroll, not a move */
export const SWIPE_THRESHOLD = 40;

export interface Point {
  x: number;
  y: number;
}

/** The step a touch from `start` to `end` asks for: 1 (next: a swipe left), -1 or 0 (none). */
export function swipeStep(start: Point, end: Point): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Touch handlers that call `onStep` with each swipe's step. */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<Point | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const step = swipeStep(from, { x: touch.clientX, y: touch.clientY });
      if (step !== 0) onStep(step);
    },
  };
}

/**
 * How far a picture follows the finger from `start` to `now`: the horizontal move while it is
 * more across than up or down (a scroll of the page moves nothing), else 0.
 */
export function dragOffset(start: Point, now: Point): number {
  const dx = now.x - start.x;
  return Math.abs(dx) > Math.abs(now.y - start.y) ? dx : 0;
}

/**
 * Touch handlers for a picture that follows the finger: `offset` is how far it is dragged
 * (px, 0 when not), and on release a long enough swipe calls `onStep`, else it springs back.
 */
export function useSwipeDrag(onStep: (step: -1 | 1) => void, enabled = true) {
  const start = useRef<Point | null>(null);
  const [offset, setOffset] = useState(0);
  const handlers = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = enabled && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchMove: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (start.current && touch) {
        setOffset(dragOffset(start.current, { x: touch.clientX, y: touch.clientY }));
      }
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      setOffset(0);
      if (!from || !touch) return;
      const step = swipeStep(from, { x: touch.clientX, y: touch.clientY });
      if (step !== 0) onStep(step);
    },
    onTouchCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
  return { handlers, offset };
}
