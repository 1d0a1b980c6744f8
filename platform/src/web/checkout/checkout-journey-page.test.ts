import { describe, expect, it } from 'vitest';
import { checkoutJourneyCarRef } from './checkout-journey-page';

describe('checkoutJourneyCarRef (spec §2 /checkout-journey?car_id={slug or id})', () => {
  it.each([
    ['1585253290', { kind: 'id', id: 1585253290 }],
    [' 42 ', { kind: 'id', id: 42 }],
    ['2021-toyota-corolla-u1030335', { kind: 'slug', slug: '2021-toyota-corolla-u1030335' }],
    // too many digits for an id: looked up as a slug (and so found by neither)
    ['1234567890123456', { kind: 'slug', slug: '1234567890123456' }],
    ['', null],
    ['   ', null],
    [null, null],
    ['x'.repeat(201), null],
  ])('%j is %j', (value, expected) => {
    expect(checkoutJourneyCarRef(value)).toEqual(expected);
  });
});
