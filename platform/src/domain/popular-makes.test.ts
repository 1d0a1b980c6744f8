import { describe, expect, it } from 'vitest';
import { makeDropdownOrder, popularMakesEnd, popularMakesOf } from './popular-makes';

const makesAtoZ = Array.from({ length: 26 }, (_, i) => `Make ${String.fromCharCode(65 + i)}`);

describe('popular makes (spec §9)', () => {
  it('are the site’s own list where it has one', () => {
    expect(popularMakesOf(['Toyota', 'Mazda'], { Mazda: 40, Ford: 90 })).toEqual([
      'Toyota',
      'Mazda',
    ]);
  });

  it('are otherwise the stock’s makes from the most cars to the fewest, a tie by name', () => {
    expect(popularMakesOf([], { Audi: 3, Ford: 90, Kia: 3, Mazda: 40, Saab: 0 })).toEqual([
      'Ford',
      'Mazda',
      'Audi',
      'Kia',
    ]);
  });
});

describe('a make dropdown’s order (spec §9)', () => {
  it.each([
    [
      'popular first, then the rest by name',
      ['Audi', 'Ford', 'Kia', 'Mazda'],
      ['Mazda', 'Ford'],
      ['Mazda', 'Ford', 'Audi', 'Kia'],
    ],
    [
      'a popular make the stock lacks is left out',
      ['Audi', 'Kia'],
      ['Toyota', 'Kia'],
      ['Kia', 'Audi'],
    ],
    ['names match whatever their case', ['MAZDA', 'Audi'], ['mazda'], ['MAZDA', 'Audi']],
    ['no popular makes: by name', ['Kia', 'audi', 'Ford'], [], ['audi', 'Ford', 'Kia']],
  ])('%s', (_, makes, popular, order) => {
    expect(makeDropdownOrder(makes, popular)).toEqual(order);
  });

  it('ends the popular makes at index 20', () => {
    const popular = [...makesAtoZ].reverse(); // Z, Y, X, ... all 26 popular
    const order = makeDropdownOrder(makesAtoZ, popular);
    expect(popularMakesEnd).toBe(20);
    expect(order.slice(0, 20)).toEqual(popular.slice(0, 20));
    // the six after index 20 by name, not in the popular order
    expect(order.slice(20)).toEqual(['Make A', 'Make B', 'Make C', 'Make D', 'Make E', 'Make F']);
    expect(order).toHaveLength(26);
  });
});
