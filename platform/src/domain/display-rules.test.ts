import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardActions, reserveLabel } from './card-actions';
import { cardTag, showsCertifiedBadge } from './card-tags';
import { priceDisplay } from './price-display';
import { type VehicleFacts } from './vehicle-facts';

const now = new Date('2026-11-22T00:00:00Z');
const car = (over: Partial<VehicleFacts> = {}): VehicleFacts => ({
  name: '2022 Toyota RAV4 GX',
  status: 'in_stock',
  carType: 'used',
  make: 'Toyota',
  simpleFuel: 'Petrol',
  price: 34990,
  offerPrice: null,
  beforePrice: null,
  subscriptionPrice: null,
  priceType: 'Drive Away',
  preorder: false,
  reserved: false,
  certified: false,
  tag: null,
  createdAt: new Date('2026-09-01T00:00:00Z'),
  paymentProcessors: ['stripe'],
  photosCount: 8,
  ...over,
});
const priceOptions = { subscriptionOffers: false, noPriceText: 'Enquire for price.' };

describe('priceDisplay (spec §4 precedence)', () => {
  it.each([
    [
      'the price',
      {},
      false,
      { kind: 'price', amount: 34990, wasPrice: null, qualifier: 'Drive Away' },
    ],
    [
      'the subscription price when offers are on',
      { subscriptionPrice: 239 },
      true,
      { kind: 'subscription', amount: 239, qualifier: 'per week' },
    ],
    [
      'the price when subscription offers are off',
      { subscriptionPrice: 239 },
      false,
      { kind: 'price', amount: 34990 },
    ],
    [
      'a subscription price of 10 or less too (no floor of 10 for it)',
      { subscriptionPrice: 9 },
      true,
      { kind: 'subscription', amount: 9, qualifier: 'per week' },
    ],
    [
      'the price when the subscription price is 0',
      { subscriptionPrice: 0 },
      true,
      { kind: 'price', amount: 34990 },
    ],
    [
      'no subscription when the price is 0',
      { price: 0, subscriptionPrice: 239 },
      true,
      { kind: 'none', text: 'Enquire for price.' },
    ],
    [
      'the offer price, with the price as was-price',
      { offerPrice: 32990 },
      false,
      { kind: 'offer', amount: 32990, wasPrice: 34990 },
    ],
    [
      'the price when the offer equals it',
      { offerPrice: 34990 },
      false,
      { kind: 'price', amount: 34990 },
    ],
    [
      'the price when the offer is 10 or less',
      { offerPrice: 10 },
      false,
      { kind: 'price', amount: 34990 },
    ],
    [
      'a higher earlier price as was-price',
      { beforePrice: 36990 },
      false,
      { kind: 'price', wasPrice: 36990 },
    ],
    [
      'no was-price when the earlier price is lower',
      { beforePrice: 33990 },
      false,
      { kind: 'price', wasPrice: null },
    ],
    [
      'PREORDER for a preorder without a price',
      { price: 0, preorder: true },
      false,
      { kind: 'preorder', text: 'PREORDER', amount: null },
    ],
    [
      'the no-price text for price 0',
      { price: 0 },
      false,
      { kind: 'none', text: 'Enquire for price.' },
    ],
    ['the no-price text for a price of 10', { price: 10 }, false, { kind: 'none' }],
    ['the price of 11', { price: 11 }, false, { kind: 'price', amount: 11 }],
  ] as const)('shows %s', (_name, over, subscriptionOffers, expected) => {
    expect(priceDisplay(car(over), { ...priceOptions, subscriptionOffers })).toMatchObject(
      expected,
    );
  });

  it('never shows a price of 10 or less (a subscription price of 0 or less), and a was-price only above the amount', () => {
    const amount = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200_000 }));
    fc.assert(
      fc.property(
        amount,
        fc.option(amount),
        fc.option(amount),
        fc.option(amount),
        fc.boolean(),
        fc.boolean(),
        (price, offer, before, sub, preorder, subs) => {
          const shown = priceDisplay(
            car({
              price,
              offerPrice: offer,
              beforePrice: before,
              subscriptionPrice: sub,
              preorder,
            }),
            { ...priceOptions, subscriptionOffers: subs },
          );
          if (shown.amount !== null)
            expect(shown.amount).toBeGreaterThan(shown.kind === 'subscription' ? 0 : 10);
          else expect(shown.text).toMatch(/PREORDER|Enquire for price\./);
          if (shown.wasPrice !== null)
            expect(shown.wasPrice).toBeGreaterThan(shown.amount ?? Infinity);
        },
      ),
    );
  });
});

describe('cardTag (spec §4 tag precedence)', () => {
  const options = {
    fuelTag: true,
    certifiedBadge: true,
    certifiedMake: 'Toyota',
    soldTagName: 'JUST SOLD',
    justArrivedDays: 8,
    justArrivedTagName: 'New',
  };
  const recent = new Date('2026-11-18T00:00:00Z');
  it.each([
    ['fuel first', { simpleFuel: 'Hybrid', reserved: true, tag: 'One Owner' }, options, 'Hybrid'],
    [
      'no fuel tag where the site has none',
      { simpleFuel: 'Hybrid', reserved: true },
      { ...options, fuelTag: false },
      'Reserved',
    ],
    ['Reserved before certified', { reserved: true, certified: true }, options, 'Reserved'],
    ['certified for a used Toyota', { certified: true }, options, 'Toyota Certified'],
    [
      'no certified logo for another make',
      { certified: true, make: 'Mazda', tag: 'Low Kms' },
      options,
      'Low Kms',
    ],
    ['no certified logo for a new car', { certified: true, carType: 'new' }, options, null],
    [
      'the car’s own tag before COMING SOON',
      { tag: 'Clearance', status: 'coming_soon' },
      options,
      'Clearance',
    ],
    [
      'COMING SOON before just arrived',
      { status: 'coming_soon', createdAt: recent },
      options,
      'COMING SOON',
    ],
    ['just arrived within 8 days', { createdAt: recent }, options, 'New'],
    ['nothing after the window', { createdAt: new Date('2026-11-13T00:00:00Z') }, options, null],
    ['the sold tag for a sold car', { status: 'sold', reserved: true }, options, 'JUST SOLD'],
  ] as const)('%s', (_name, over, opts, label) => {
    expect(cardTag(car(over as Partial<VehicleFacts>), opts, now)?.label ?? null).toBe(label);
  });

  it.each([
    [{ certified: true }, true, true],
    [{ certified: true }, false, false],
    [{ certified: true, make: 'Lexus' }, true, false],
    [{ certified: true, status: 'sold' as const }, true, false],
    [{ certified: false }, true, false],
  ])('certified badge for %j with the feature %s: %s', (over, on, shown) => {
    expect(showsCertifiedBadge(car(over), on)).toBe(shown);
  });
});

describe('cardActions (spec §2, §5)', () => {
  const options = {
    reserveEnabled: true,
    depositAmount: 200,
    hideSaveForNoPriceOrImages: false,
    favourites: true,
    compare: true,
  };
  it('offers explore, quick enquiry, reserve and save for an in-stock car', () => {
    expect(cardActions(car(), options)).toEqual({
      explore: true,
      quickEnquiry: true,
      reserveLabel: 'Reserve This Car $200',
      findSimilar: false,
      save: true,
      compare: true,
    });
  });
  it('offers only Find Me Something Similar for a sold car', () => {
    expect(cardActions(car({ status: 'sold' }), options)).toEqual({
      explore: false,
      quickEnquiry: false,
      reserveLabel: null,
      findSimilar: true,
      save: false,
      compare: false,
    });
  });
  it.each([
    [{}, { depositAmount: 0 }, 'Reserve This Car'],
    [{}, { reserveEnabled: false }, null],
    [{ paymentProcessors: [] }, {}, null],
    [{ reserved: true }, {}, null],
    [{ price: 0 }, {}, null],
    [{}, { depositAmount: 1500 }, 'Reserve This Car $1,500'],
  ])('reserve label for %j with %j: %s', (over, opts, label) => {
    expect(reserveLabel(car(over), { ...options, ...opts })).toBe(label);
  });
  it('hides save and compare for price 0 or no images on sites that say so', () => {
    const strict = { ...options, hideSaveForNoPriceOrImages: true };
    expect(cardActions(car({ price: 0 }), strict).save).toBe(false);
    expect(cardActions(car({ photosCount: 0 }), strict).compare).toBe(false);
    expect(cardActions(car({ price: 0 }), options).save).toBe(true);
  });
});
