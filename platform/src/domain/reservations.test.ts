import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car } from './entities';
import { testCar } from './vehicle-page.fixtures';
import {
  carReserved,
  owesRefund,
  paymentMatchesReservation,
  phoneDigits,
  provesReservation,
  refundRetryDelayMs,
  UNPAID_HOLD_LIMITS,
  unpaidHoldAllowed,
  withDealerReserved,
  checkoutAnswers,
  checkoutHref,
  depositCents,
  depositText,
  holdEndsAt,
  holdEndText,
  holdsCar,
  isHoldOver,
  nextReservationState,
  reservationActions,
  reservationStates,
  reservationTerms,
  reserveButtonLabel,
  type ReservationAction,
  type ReservationState,
} from './reservations';

const generic = getSiteBySlug('southern-cross-motors') as Site;
const withReserve = (reserve: Partial<Site['features']['reserve']>): Site => ({
  ...generic,
  features: { ...generic.features, reserve: { ...generic.features.reserve, ...reserve } },
});
const reservable = testCar({ paymentProcessors: ['stripe'] });

describe('reservation states (spec §2/§9: held 48 hours unless the sale is confirmed)', () => {
  const table: [ReservationState, ReservationAction, ReservationState | null][] = [
    ['pending', 'hold', 'held'],
    ['pending', 'decline', 'declined'],
    ['pending', 'fail', 'failed'],
    ['pending', 'cancel', 'cancelled'],
    ['held', 'confirm', 'confirmed'],
    ['held', 'release', 'released'],
    ['held', 'expire', 'expired'],
    ['held', 'cancel', 'cancelled'],
    ['held', 'refund', 'refunded'],
    ['confirmed', 'release', 'released'],
    ['confirmed', 'refund', 'refunded'],
    // a confirmed sale does not run out, nor does the shopper cancel it online
    ['confirmed', 'expire', null],
    ['confirmed', 'cancel', null],
    ['expired', 'refund', 'refunded'],
    ['cancelled', 'refund', 'refunded'],
    ['declined', 'refund', 'refunded'],
    ['released', 'confirm', null],
    ['expired', 'hold', null],
    ['refunded', 'refund', null],
    ['refunded', 'confirm', null],
    // a deposit that arrived after its payment attempt failed is refunded too
    ['failed', 'refund', 'refunded'],
  ];
  it.each(table)('%s + %s -> %s', (state, action, next) => {
    expect(nextReservationState(state, action)).toBe(next);
  });

  it('only held and confirmed reservations hold the car', () => {
    expect(reservationStates.filter(holdsCar)).toEqual(['held', 'confirmed']);
  });

  it('no action leads back to pending, and refunded is the end', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...reservationStates),
        fc.constantFrom(...reservationActions),
        (state, action) => {
          expect(nextReservationState(state, action)).not.toBe('pending');
          if (state === 'refunded') expect(nextReservationState(state, action)).toBeNull();
        },
      ),
    );
  });
});

describe('a reserved car (spec §4): the dealer’s word or an online hold', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('dealer %s, held %s: reserved %s', (dealerReserved, reservationHeld, reserved) => {
    expect(carReserved({ dealerReserved, reservationHeld })).toBe(reserved);
  });

  it('the dealer’s flag changes only the dealer’s part', () => {
    const held = testCar({ dealerReserved: false, reservationHeld: true, reserved: true });
    expect(withDealerReserved(held, false)).toMatchObject({
      reserved: true,
      reservationHeld: true,
    });
    const free = testCar({});
    expect(withDealerReserved(free, true)).toMatchObject({ reserved: true, dealerReserved: true });
    expect(withDealerReserved(withDealerReserved(free, true), false).reserved).toBe(false);
  });
});

describe('holds without a paid deposit', () => {
  const none = { phoneLiveHolds: 0, clientToday: 0, siteToday: 0 };
  it.each([
    [none, 'allowed'],
    [{ ...none, phoneLiveHolds: 1 }, 'phone_has_hold'],
    [{ ...none, clientToday: UNPAID_HOLD_LIMITS.perClientPerDay - 1 }, 'allowed'],
    [{ ...none, clientToday: UNPAID_HOLD_LIMITS.perClientPerDay }, 'too_many_holds'],
    [{ ...none, siteToday: UNPAID_HOLD_LIMITS.perSitePerDay }, 'too_many_holds'],
  ])('%o: %s', (counts, verdict) => {
    expect(unpaidHoldAllowed(counts)).toBe(verdict);
  });

  it.each([
    ['0412 345 678', '0412345678'],
    ['+61412345678', '0412345678'],
    ['(04) 1234-5678', '0412345678'],
  ])('counts %s as %s', (phone, digits) => {
    expect(phoneDigits(phone)).toBe(digits);
  });
});

describe('refunds (spec §9: 100% refundable)', () => {
  const paid = { provider: 'stripe', depositCents: 20_000, paidAt: new Date() };
  it.each([
    ['held', false],
    ['confirmed', false],
    ['declined', true],
    ['cancelled', true],
    ['expired', true],
    ['released', true],
    ['failed', true],
    ['refunded', false],
    ['pending', false],
  ] as const)('a paid deposit of a %s reservation is owed back: %s', (state, owed) => {
    expect(owesRefund({ ...paid, state })).toBe(owed);
  });

  it('owes nothing that was never paid online', () => {
    expect(owesRefund({ ...paid, state: 'cancelled', paidAt: null })).toBe(false);
    expect(owesRefund({ ...paid, state: 'cancelled', provider: 'dealer' })).toBe(false);
  });

  it('waits longer after each refusal, at most 6 hours', () => {
    expect([1, 2, 3].map(refundRetryDelayMs)).toEqual([60_000, 120_000, 240_000]);
    expect(refundRetryDelayMs(20)).toBe(6 * 3_600_000);
  });

  it('takes only the payment the reservation started, of its amount and currency', () => {
    const reservation = { paymentRef: 'cs_1', depositCents: 20_000, currency: 'AUD' };
    const payment = { paymentRef: 'cs_1', amountCents: 20_000, currency: 'aud' };
    expect(paymentMatchesReservation(reservation, payment)).toBe(true);
    expect(paymentMatchesReservation(reservation, { ...payment, paymentRef: 'plink_1' })).toBe(
      false,
    );
    expect(paymentMatchesReservation(reservation, { ...payment, amountCents: 100 })).toBe(false);
    expect(paymentMatchesReservation(reservation, { ...payment, currency: 'usd' })).toBe(false);
    expect(paymentMatchesReservation(reservation, { ...payment, currency: null })).toBe(false);
  });
});

describe('the hold (spec §9: 48 hours)', () => {
  const heldAt = new Date('2026-11-24T02:00:00Z');
  it('ends holdHours after the car was reserved', () => {
    expect(holdEndsAt(heldAt, 48).toISOString()).toBe('2026-11-26T02:00:00.000Z');
    expect(holdEndsAt(heldAt, 1).toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
  it('is over at its end for a held reservation only', () => {
    const heldUntil = holdEndsAt(heldAt, 48);
    const just = new Date(heldUntil.getTime() - 1);
    expect(isHoldOver({ state: 'held', heldUntil }, just)).toBe(false);
    expect(isHoldOver({ state: 'held', heldUntil }, heldUntil)).toBe(true);
    expect(isHoldOver({ state: 'confirmed', heldUntil }, heldUntil)).toBe(false);
    expect(isHoldOver({ state: 'pending', heldUntil: null }, heldUntil)).toBe(false);
  });
});

describe('the deposit (spec §2/§5: default $200, amount omitted when zero)', () => {
  it.each([
    [200, 20_000, '$200', 'Reserve This Car $200'],
    [500, 50_000, '$500', 'Reserve This Car $500'],
    [1500, 150_000, '$1,500', 'Reserve This Car $1,500'],
    [0, 0, null, 'Reserve This Car'],
  ])('$%d: %d cents, %s, %s', (dollars, cents, text, label) => {
    expect(depositCents(dollars)).toBe(cents);
    expect(depositText(dollars)).toBe(text);
    expect(reserveButtonLabel(dollars)).toBe(label);
  });

  it('terms quote the deposit refundable in full and the hold of holdHours', () => {
    const terms = reservationTerms({ depositAmount: 200, holdHours: 48 }).join(' ');
    expect(terms).toContain('Your $200 deposit is 100% refundable.');
    expect(terms).toContain('48 hours');
    const free = reservationTerms({ depositAmount: 0, holdHours: 48 }).join(' ');
    expect(free).not.toContain('$');
    expect(free).toContain('No deposit is needed');
  });
});

describe('the checkout path (spec §2 /cars/{slug}/checkout or /buy-online on one brand)', () => {
  it('links to the site’s own path', () => {
    expect(checkoutHref(generic, 'a b')).toBe('/cars/a%20b/checkout');
    expect(checkoutHref(withReserve({ checkoutPath: 'buy-online' }), 'x')).toBe(
      '/cars/x/buy-online',
    );
  });

  it.each([
    ['the configured path, a reservable car', {}, 'checkout', reservable, true],
    ['the other path', {}, 'buy-online', reservable, false],
    ['buy-online where configured', { checkoutPath: 'buy-online' }, 'buy-online', reservable, true],
    ['reserve off', { enabled: false }, 'checkout', reservable, false],
    ['no car', {}, 'checkout', null, false],
    ['a reserved car', {}, 'checkout', testCar({ reserved: true }), false],
    ['a sold car', {}, 'checkout', testCar({ status: 'sold' }), false],
    ['no payment processor', {}, 'checkout', testCar({ paymentProcessors: [] }), false],
    ['no price', {}, 'checkout', testCar({ price: 0 }), false],
  ] as const)('%s', (_name, reserve, path, car, answers) => {
    expect(checkoutAnswers(withReserve(reserve), path, car as Car | null)).toBe(answers);
  });
});

describe('the hold’s end in words, on the dealership’s clock', () => {
  it.each([
    ['2026-11-26T02:00:00Z', 'Australia/Melbourne', 'Thursday 26 November 2026 at 1:00 pm'],
    ['2026-11-26T02:00:00Z', 'Australia/Perth', 'Thursday 26 November 2026 at 10:00 am'],
    ['2026-06-30T14:05:00Z', 'Australia/Brisbane', 'Wednesday 1 July 2026 at 12:05 am'],
  ])('%s in %s', (at, zone, text) => {
    expect(holdEndText(new Date(at), zone)).toBe(text);
  });
});

describe('provesReservation', () => {
  const reservation = {
    accessToken: 'the-link-token',
    contact: { phone: '0412 345 678', confirmed_phone: '+61498765432' },
  };

  it.each([
    [{ token: 'the-link-token' }, true],
    [{ token: 'the-link-tokeN' }, false],
    [{ token: '' }, false],
    // signed in with the number on the form, in any form of writing
    [{ signedInPhone: '+61412345678' }, true],
    // signed in with the proven mobile it was held under (a signed-in shopper's own)
    [{ signedInPhone: '+61498765432' }, true],
    [{ signedInPhone: '+61400000000' }, false],
    [{ signedInPhone: '' }, false],
    [{}, false],
  ])('%o proves it: %s', (proof, expected) => {
    expect(provesReservation(reservation, proof)).toBe(expected);
  });

  it('is never proven by an empty number against a reservation without one', () => {
    expect(provesReservation({ accessToken: null, contact: {} }, { signedInPhone: '' })).toBe(
      false,
    );
    expect(provesReservation({ accessToken: null, contact: {} }, { token: null })).toBe(false);
  });
});
