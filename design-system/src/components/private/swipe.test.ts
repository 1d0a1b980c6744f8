import { describe, expect, it } from 'vitest';
import { dragOffset, SWIPE_THRESHOLD, swipeStep } from './swipe';

describe('swipeStep', () => {
  const start = { x: 200, y: 300 };
  it.each([
    ['a swipe left is the next step', { x: 100, y: 310 }, 1],
    ['a swipe right is the previous step', { x: 300, y: 290 }, -1],
    ['exactly the threshold moves', { x: 200 - SWIPE_THRESHOLD, y: 300 }, 1],
    ['a touch shorter than the threshold is a tap', { x: 200 - SWIPE_THRESHOLD + 1, y: 300 }, 0],
    ['a mostly vertical move is a scroll', { x: 140, y: 400 }, 0],
    ['a tap', { x: 200, y: 300 }, 0],
  ] as const)('%s', (_name, end, step) => {
    expect(swipeStep(start, end)).toBe(step);
  });
});

describe('dragOffset', () => {
  const start = { x: 200, y: 300 };
  it.each([
    ['follows the finger left', { x: 150, y: 310 }, -50],
    ['follows the finger right', { x: 260, y: 290 }, 60],
    ['a short move across still follows it', { x: 205, y: 301 }, 5],
    ['a scroll of the page moves nothing', { x: 180, y: 380 }, 0],
    ['a tap moves nothing', { x: 200, y: 300 }, 0],
  ] as const)('%s', (_name, now, offset) => {
    expect(dragOffset(start, now)).toBe(offset);
  });
});
