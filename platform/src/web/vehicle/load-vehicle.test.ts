import { describe, expect, it } from 'vitest';
import { carAddress } from './load-vehicle';

// Where a request that named a car by an old form of its slug is sent: the same kind of
// address, for the car's slug now, with the request's query.
describe('a car address for its slug now', () => {
  it.each([
    ['pdf', '', '/api/cars/citroen-c4-s1234/pdf'],
    ['view.json', '?photos_count=3', '/api/cars/citroen-c4-s1234/view.json?photos_count=3'],
    [
      'print',
      '?car_id=citroe-n-c4-s1234&utm_source=mail',
      '/print?car_id=citroen-c4-s1234&utm_source=mail',
    ],
    ['print', '', '/print?car_id=citroen-c4-s1234'],
  ] as const)('%s with %j', (what, search, expected) => {
    expect(carAddress('citroen-c4-s1234', what, search)).toBe(expected);
  });

  it('encodes a slug a feed gave with characters a path cannot hold', () => {
    expect(carAddress('a b/c', 'pdf', '')).toBe('/api/cars/a%20b%2Fc/pdf');
    expect(carAddress('a b&c', 'print', '')).toBe('/print?car_id=a+b%26c');
  });
});
