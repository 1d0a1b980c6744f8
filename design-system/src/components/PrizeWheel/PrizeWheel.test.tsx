import { describe, expect, it } from 'vitest';
import { prizeWheelTurn } from './PrizeWheel';

const slots = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];

describe('prizeWheelTurn', () => {
  it.each([
    [null, 0],
    ['missing', 0],
    // five whole turns, less the slot's middle: 90 degrees a slot of four
    ['a', 1800 - 45],
    ['b', 1800 - 135],
    ['d', 1800 - 315],
  ])('landed on %s: %i degrees', (landedOn, turn) => {
    expect(prizeWheelTurn(slots, landedOn)).toBe(turn);
  });
});
