import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Site, siteSchema } from '@dealer/site-config';
import {
  isFinanceOffer,
  isOfferCurrent,
  isOfferExpandedByDefault,
  isOfferShownOnSite,
  isPopupVisible,
  type Offer,
  offerIdOf,
  offerImageOrModelImage,
  offerModelImageUrl,
  offerModelPath,
  offerPath,
  offerPopupSessionKey,
  offerRouteOutcome,
  offerSchema,
  offersForSite,
  popupOffer,
} from './offers';

const site = (overrides: Record<string, unknown> = {}): Site =>
  siteSchema.parse({
    id: 7,
    slug: 'test-motors',
    name: 'Test Motors',
    url: 'https://www.testmotors.com.au',
    template: 'generic',
    dealershipId: 70,
    dealerships: [{ id: 70, slug: 'test-motors-a', name: 'Test Motors A' }],
    theme: { brand: 'generic' },
    ...overrides,
  });

const generic = site(); // no manufacturer of its own
const franchise = site({ id: 8, manufacturer: 'Toyota' });

const offer = (overrides: Partial<Offer> = {}): Offer =>
  offerSchema.parse({
    id: 501,
    dealershipId: 70,
    name: 'Drive away today',
    description: '<p>Great offer</p>',
    disclaimer: null,
    category: 'New vehicle offer',
    imageUrl: null,
    model: null,
    manufacturer: 'Mazda',
    excludedWebsiteIds: [],
    popup: false,
    expiresOn: null,
    position: 0,
    ...overrides,
  });

describe('isOfferShownOnSite (spec §5 excluded_website_ids)', () => {
  it.each([
    [[], 7, true],
    [[8], 7, true],
    [[7], 7, false],
    [[3, 7, 9], 7, false],
    [[70], 7, true], // a dealership id is not a website id
  ])('excluded %j on site %i: %s', (excluded, siteId, shown) => {
    expect(isOfferShownOnSite(offer({ excludedWebsiteIds: excluded }), { id: siteId })).toBe(shown);
  });

  it.each([
    [[7], [], false],
    [[7], [1], true], // the offer (id 1) is on the site's exception list
    [[7], [2], false], // another offer is
    [[], [1], true],
  ])('excluded %j, the site’s exceptions %j: %s', (excluded, exceptions, shown) => {
    expect(
      isOfferShownOnSite(offer({ id: 1, excludedWebsiteIds: excluded }), {
        id: 7,
        offers: { exclusionExceptions: exceptions },
      }),
    ).toBe(shown);
  });
});

describe('isOfferCurrent (the offer’s last day, in the site’s day)', () => {
  it.each([
    [null, '2026-11-20', true],
    ['2026-11-21', '2026-11-20', true],
    ['2026-11-20', '2026-11-20', true],
    ['2026-11-19', '2026-11-20', false],
    ['2025-12-31', '2026-01-01', false],
  ])('last day %s, today %s: %s', (expiresOn, today, current) => {
    expect(isOfferCurrent({ expiresOn }, today)).toBe(current);
  });
});

describe('offersForSite', () => {
  it('lists the shown, current offers in the dealer’s order', () => {
    const offers = [
      offer({ id: 1, position: 2 }),
      offer({ id: 2, position: 0, excludedWebsiteIds: [7] }),
      offer({ id: 3, position: 1 }),
      offer({ id: 4, position: 1, expiresOn: '2026-01-01' }),
      offer({ id: 5, position: 1, expiresOn: '2026-12-01' }),
    ];
    expect(offersForSite(offers, generic, '2026-11-20').map((o) => o.id)).toEqual([3, 5, 1]);
    expect(offersForSite(offers, { id: 99 }, '2025-01-01').map((o) => o.id)).toEqual([
      2, 3, 4, 5, 1,
    ]);
  });
});

describe('offerPath (spec §2: the manufacturer part only when the site has none)', () => {
  it.each([
    ['site without manufacturer, Mazda offer', generic, 'Mazda', '/offers/mazda/501'],
    ['site without manufacturer, two-word make', generic, 'Land Rover', '/offers/land-rover/501'],
    ['site without manufacturer, accented make', generic, 'Škoda', '/offers/skoda/501'],
    ['site without manufacturer, dealer offer', generic, null, '/offers/501'],
    ['franchise site, its own make', franchise, 'Toyota', '/offers/501'],
    ['franchise site, another make', franchise, 'Mazda', '/offers/501'],
    ['franchise site, dealer offer', franchise, null, '/offers/501'],
  ])('%s: %s', (_, onSite, manufacturer, path) => {
    expect(offerPath(offer({ manufacturer }), onSite)).toBe(path);
  });

  it('is always /offers/{id} or /offers/{one slug}/{id}', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 999_999 }), (m, id) => {
        expect(offerPath({ id, manufacturer: m }, generic)).toMatch(
          new RegExp(`^/offers/(?:[a-z0-9]+(?:-[a-z0-9]+)*/)?${id}$`),
        );
      }),
    );
  });
});

describe('offerIdOf', () => {
  it.each([
    ['501', 501],
    ['0', null],
    ['-1', null],
    ['5e2', null],
    ['12a', null],
    ['1234567890', null],
    ['', null],
  ])('%s -> %s', (segment, id) => expect(offerIdOf(segment)).toBe(id));
});

describe('offerRouteOutcome (spec §2 routes, §5 exclusions)', () => {
  const today = '2026-11-20';
  it.each([
    ['unknown offer', null, generic, null, 'not-found'],
    ['excluded from the site', offer({ excludedWebsiteIds: [7] }), generic, 'mazda', 'not-found'],
    ['past its last day', offer({ expiresOn: '2026-11-19' }), generic, 'mazda', 'not-found'],
    ['its own address with the manufacturer', offer(), generic, 'mazda', 'show'],
    ['the manufacturer in capitals', offer(), generic, 'Mazda', 'show'],
    ['another manufacturer', offer(), generic, 'toyota', 'not-found'],
    ['without the manufacturer its address has', offer(), generic, null, 'redirect'],
    ['a dealer offer without manufacturer', offer({ manufacturer: null }), generic, null, 'show'],
    [
      'a dealer offer with a made-up part',
      offer({ manufacturer: null }),
      generic,
      'x',
      'not-found',
    ],
    ['franchise site, /offers/{id}', offer(), franchise, null, 'show'],
    ['franchise site, a manufacturer part', offer(), franchise, 'mazda', 'not-found'],
    ['franchise site, excluded', offer({ excludedWebsiteIds: [8] }), franchise, null, 'not-found'],
  ] as const)('%s: %s', (_, found, onSite, manufacturer, kind) => {
    expect(offerRouteOutcome(found, onSite, { manufacturer }, today).kind).toBe(kind);
  });

  it('redirects to the offer’s own address', () => {
    expect(offerRouteOutcome(offer(), generic, { manufacturer: null }, today)).toEqual({
      kind: 'redirect',
      path: '/offers/mazda/501',
    });
  });

  it.each([
    ['citroe-n', 'redirect'],
    ['citro-n', 'redirect'],
    ['Citro-N', 'redirect'],
    ['citroen', 'show'],
    ['citron', 'not-found'],
  ] as const)('sends an old form of the manufacturer part (%s) on: %s', (part, kind) => {
    const citroen = offer({ manufacturer: 'Citroën' });
    const outcome = offerRouteOutcome(citroen, generic, { manufacturer: part }, today);
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'redirect') expect(outcome.path).toBe('/offers/citroen/501');
  });

  it('keeps a manufacturer part a franchise site’s addresses do not have a 404, old form or not', () => {
    const citroen = offer({ manufacturer: 'Citroën' });
    expect(offerRouteOutcome(citroen, franchise, { manufacturer: 'citroe-n' }, today).kind).toBe(
      'not-found',
    );
  });
});

describe('isFinanceOffer and isOfferExpandedByDefault (spec §4)', () => {
  const expanding = site({ offers: { financeExpanded: true } });
  it.each([
    ['Finance offer', generic, true, false],
    ['Finance offer', expanding, true, true],
    ['finance', expanding, true, true],
    ['Low Rate Finance', expanding, true, true],
    ['Refinanced stock', expanding, false, false],
    ['New vehicle offer', expanding, false, false],
    [null, expanding, false, false],
  ])('category %s: finance %s, expanded %s', (category, onSite, finance, expanded) => {
    expect(isFinanceOffer({ category })).toBe(finance);
    expect(isOfferExpandedByDefault({ category }, onSite)).toBe(expanded);
  });

  it('expands nothing by default', () => {
    expect(generic.offers).toEqual({
      financeExpanded: false,
      popup: true,
      exclusionExceptions: [],
    });
  });
});

describe('offerModelPath', () => {
  it.each([
    [null, null],
    [{ name: 'CX-5', slug: 'cx-5', overrideUrl: null }, '/cx-5'],
    [{ name: 'RAV4', slug: 'rav4', overrideUrl: '/rav4-hybrid' }, '/rav4-hybrid'],
  ])('%j -> %s', (model, path) => expect(offerModelPath({ model })).toBe(path));
});

describe('popupOffer (spec §4 popup)', () => {
  const today = '2026-11-20';
  const offers = [
    offer({ id: 1, position: 0 }),
    offer({ id: 2, position: 1, popup: true, excludedWebsiteIds: [7] }),
    offer({ id: 3, position: 2, popup: true, expiresOn: '2026-11-19' }),
    offer({ id: 4, position: 3, popup: true, expiresOn: '2026-11-20' }),
    offer({ id: 5, position: 4, popup: true }),
  ];
  it('is the first listed offer that asks for it', () => {
    expect(popupOffer(offers, generic, today)?.id).toBe(4);
    expect(popupOffer(offers, { ...generic, id: 9 }, today)?.id).toBe(2);
    expect(popupOffer(offers, generic, '2026-11-21')?.id).toBe(5);
    expect(popupOffer(offers.slice(0, 1), generic, today)).toBeNull();
  });

  it('is none where the site shows no popup', () => {
    expect(popupOffer(offers, site({ offers: { popup: false } }), today)).toBeNull();
  });
});

describe('isPopupVisible (spec §4: starts visible, hidden after close, never after expiry)', () => {
  const shown = { mounted: true, closed: false, expiresOn: null, today: '2026-11-20' };
  it.each([
    ['mounted, open, no expiry', shown, true],
    ['on the server or hydrating', { ...shown, mounted: false }, false],
    ['closed (button, Escape or image) this session', { ...shown, closed: true }, false],
    ['before its expiry date', { ...shown, expiresOn: '2026-11-21' }, true],
    ['on its expiry date', { ...shown, expiresOn: '2026-11-20' }, true],
    ['after its expiry date', { ...shown, expiresOn: '2026-11-19' }, false],
  ])('%s: %s', (_, state, visible) => expect(isPopupVisible(state)).toBe(visible));

  it('remembers each offer apart', () => {
    expect(offerPopupSessionKey(4)).not.toBe(offerPopupSessionKey(5));
  });
});

describe('offerImageOrModelImage (spec §3 image_or_model_image.url)', () => {
  const camry = { name: 'Camry', slug: 'camry', overrideUrl: null };
  it.each([
    [
      'its own picture',
      { imageUrl: '/o.jpg', model: { ...camry, imageUrl: '/m.jpg' } },
      { url: '/o.jpg' },
    ],
    [
      'its model’s picture',
      { imageUrl: null, model: { ...camry, imageUrl: '/m.jpg' } },
      { url: '/m.jpg' },
    ],
    [
      'an empty picture is none',
      { imageUrl: '', model: { ...camry, imageUrl: '/m.jpg' } },
      { url: '/m.jpg' },
    ],
    ['a model without a picture', { imageUrl: null, model: { ...camry, imageUrl: null } }, null],
    ['no model', { imageUrl: null, model: null }, null],
  ])('%s', (_, over, expected) => {
    expect(offerImageOrModelImage(offer(over))).toEqual(expected);
  });
});

describe('offerModelImageUrl (the model range’s picture of an offer’s model)', () => {
  const range = [
    { manufacturer: 'Toyota', slug: 'camry', imageUrl: '/toyota-camry.svg' },
    { manufacturer: 'Mazda', slug: 'cx-5', imageUrl: '/mazda-cx5.svg' },
    { manufacturer: 'Toyota', slug: 'hilux', imageUrl: null },
  ];
  const model = (slug: string) => ({ name: slug, slug, overrideUrl: null });
  it.each([
    [
      'the offer’s manufacturer',
      { manufacturer: 'Mazda', model: model('cx-5') },
      null,
      '/mazda-cx5.svg',
    ],
    ['any case', { manufacturer: 'TOYOTA', model: model('camry') }, null, '/toyota-camry.svg'],
    [
      'the site’s manufacturer when the offer names none',
      { manufacturer: null, model: model('camry') },
      'Toyota',
      '/toyota-camry.svg',
    ],
    [
      'another manufacturer’s model of that slug is not it',
      { manufacturer: 'Mazda', model: model('camry') },
      'Toyota',
      null,
    ],
    ['a model without a picture', { manufacturer: 'Toyota', model: model('hilux') }, null, null],
    ['no manufacturer at all', { manufacturer: null, model: model('camry') }, null, null],
    ['no model', { manufacturer: 'Toyota', model: null }, null, null],
  ])('%s', (_, over, siteManufacturer, expected) => {
    expect(offerModelImageUrl(offer(over), range, siteManufacturer)).toBe(expected);
  });
});
