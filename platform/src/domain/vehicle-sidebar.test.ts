import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SiteInput } from '@dealer/site-config';
import { reserveLabel } from './card-actions';
import { type Car } from './entities';
import { testCar, testLender, testLocation, testNow, testSite } from './vehicle-page.fixtures';
import { factsFromCar } from './vehicle-facts';
import { marketPriceBadge, shownPrice, vehicleSidebar } from './vehicle-sidebar';

const location = testLocation();
const sidebar = (over: Partial<Car> = {}, features: SiteInput['features'] = {}) =>
  vehicleSidebar(testCar(over), location, testSite({ features }), testNow);
const reserveOn = { reserve: { enabled: true, depositAmount: 200 } };

describe('vehicleSidebar: in stock or sold (spec §2 vehicle sidebar, spec §4 car status)', () => {
  it('shows an in-stock car with its facts, price and buttons', () => {
    const shown = sidebar();
    expect(shown).toMatchObject({
      inStock: true,
      soldMessage: null,
      findSimilar: null,
      title: '2022 Toyota RAV4 GX',
      year: 2022,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GX',
      series: 'MXAA52R',
      price: { kind: 'price', amount: 34990, qualifier: 'Drive Away', wasPrice: null },
      location: { name: 'Swan Valley Toyota Midland', city: 'Midland', state: 'WA' },
    });
  });

  it('shows a sold car as SOLD with Find Me Something Similar, and nothing else', () => {
    const shown = sidebar(
      { status: 'sold', historyReportUrl: '/media/history/4321.pdf', certified: true },
      { ...reserveOn, certifiedBadge: true, serviceAdvantage: true },
    );
    expect(shown).toMatchObject({
      inStock: false,
      soldMessage: 'SOLD',
      findSimilar: {
        label: 'Find Me Something Similar',
        message: 'Can you please find me something similar?',
        subcategory: 'Find me something similar',
      },
      price: null,
      marketPrice: null,
      finance: null,
      certifiedBadge: false,
      serviceAdvantage: null,
      buttons: {
        reserve: null,
        enquire: null,
        callNow: null,
        share: null,
        favourite: false,
        print: null,
        historyReport: null,
        tradeIn: null,
      },
    });
  });

  it('shows a coming-soon car as in stock (spec §4)', () => {
    expect(sidebar({ status: 'coming_soon' }).inStock).toBe(true);
  });
});

describe('vehicleSidebar: price (spec §4 precedence, was-price only when higher)', () => {
  it.each([
    ['a higher earlier price is the was-price', { beforePrice: 36990 }, 34990, 36990],
    ['a lower earlier price is not', { beforePrice: 33990 }, 34990, null],
    ['an offer price with the price as was-price', { offerPrice: 32990 }, 32990, 34990],
    ['no amount for price 0', { price: 0 }, null, null],
  ] as const)('%s', (_name, over, amount, wasPrice) => {
    const { price } = sidebar(over);
    expect(price?.amount).toBe(amount);
    expect(price?.wasPrice).toBe(wasPrice);
  });

  it("shows the site's no-price text", () => {
    const site = testSite({ content: { noPriceText: 'Call for price' } });
    expect(shownPrice(testCar({ price: 0 }), site)?.text).toBe('Call for price');
  });
});

describe('marketPriceBadge (spec §5 only when the market average exceeds the price by more than $499)', () => {
  const autograb = (averageMarketPrice: number | null) => ({
    autograb: { averageMarketPrice, stateAverageMarketPrice: null },
  });
  it.each([
    ['$500 under the market', autograb(35490), {}, 500],
    ['$499 under the market', autograb(35489), {}, null],
    ['$499.50 under the market', autograb(35489.5), {}, 499.5],
    ['above the market', autograb(30000), {}, null],
    ['no market average', autograb(null), {}, null],
    ['no autograb data', { autograb: null }, {}, null],
    ['under the market by the offer price', { ...autograb(34000), offerPrice: 33000 }, {}, 1000],
    ['no price shown', { ...autograb(35490), price: 0 }, {}, null],
    ['sold', { ...autograb(40000), status: 'sold' }, {}, null],
  ] as const)('%s', (_name, over, features, below) => {
    expect(sidebar(over as Partial<Car>, features).marketPrice?.belowMarketBy ?? null).toBe(below);
  });

  it('labels the badge', () => {
    expect(sidebar(autograb(36190)).marketPrice?.label).toBe('$1,200 below market');
  });

  it('never compares a weekly subscription figure with the market', () => {
    const site = testSite({ features: { subscriptionOffers: true } });
    const car = testCar({ subscriptionPrice: 239, ...autograb(40000) });
    expect(marketPriceBadge(car, shownPrice(car, site))).toBeNull();
  });

  it('shows a badge exactly when the average exceeds the shown price by more than 499', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 200_000 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        (price, gap) => {
          const car = testCar({ price, ...autograb(price + gap) });
          const badge = marketPriceBadge(car, shownPrice(car, testSite()));
          expect(badge !== null).toBe(gap > 499);
        },
      ),
    );
  });
});

describe('vehicleSidebar: buttons (spec §2, §5, §6)', () => {
  it.each([
    [
      'Reserve Car Now when checkout is enabled for the car',
      {},
      reserveOn,
      'reserve',
      {
        label: 'Reserve Car Now',
        href: '/cars/2022-toyota-rav4-gx-u3010042/checkout',
        deposit: '$200',
      },
    ],
    [
      'Reserve to /buy-online on that brand',
      {},
      { reserve: { enabled: true, checkoutPath: 'buy-online' } },
      'reserve',
      {
        label: 'Reserve Car Now',
        href: '/cars/2022-toyota-rav4-gx-u3010042/buy-online',
        deposit: '$200',
      },
    ],
    [
      'Reserve without an amount when the deposit is zero',
      {},
      { reserve: { enabled: true, depositAmount: 0 } },
      'reserve',
      {
        label: 'Reserve Car Now',
        href: '/cars/2022-toyota-rav4-gx-u3010042/checkout',
        deposit: null,
      },
    ],
    ['no Reserve when the site has no checkout', {}, {}, 'reserve', null],
    [
      'no Reserve without a payment processor',
      { paymentProcessors: [] },
      reserveOn,
      'reserve',
      null,
    ],
    ['no Reserve for a reserved car', { reserved: true }, reserveOn, 'reserve', null],
    ['no Reserve without a price', { price: 0 }, reserveOn, 'reserve', null],
    ['Enquire Now', {}, {}, 'enquire', { kind: 'enquire', label: 'Enquire Now' }],
    [
      'Instant Message where chat replaces enquire',
      {},
      { chatInsteadOfEnquire: true },
      'enquire',
      { kind: 'chat', label: 'Instant Message' },
    ],
    [
      'Call Now with the location phone',
      {},
      {},
      'callNow',
      { label: 'Call Now', phone: '08 9274 0100', href: 'tel:0892740100' },
    ],
    [
      'Call Now with the number for the car type',
      {},
      { callNowByCarType: { new: '08 9274 0111', used: '08 9274 0122' } },
      'callNow',
      { label: 'Call Now', phone: '08 9274 0122', href: 'tel:0892740122' },
    ],
    [
      'Call Now with the location phone when the car type has no number',
      {},
      { callNowByCarType: { new: '08 9274 0111' } },
      'callNow',
      { label: 'Call Now', phone: '08 9274 0100', href: 'tel:0892740100' },
    ],
    [
      'Share the page',
      {},
      {},
      'share',
      {
        label: 'Share',
        url: 'https://www.swanvalleytoyota.com.au/cars/2022-toyota-rav4-gx-u3010042',
        title: '2022 Toyota RAV4 GX',
      },
    ],
    ['Favourite where the site has favourites', {}, { favourites: true }, 'favourite', true],
    ['no Favourite where it does not', {}, { favourites: false }, 'favourite', false],
    [
      'Print',
      {},
      {},
      'print',
      { label: 'Print', href: '/print?car_id=2022-toyota-rav4-gx-u3010042' },
    ],
    [
      'Car History Report when the car has a file',
      { historyReportUrl: '/media/history/4321.pdf' },
      {},
      'historyReport',
      { label: 'Car History Report', href: '/media/history/4321.pdf' },
    ],
    ['no Car History Report without a file', { historyReportUrl: null }, {}, 'historyReport', null],
    [
      'Trade-In when a valuation is available',
      {},
      { tradeIn: true },
      'tradeIn',
      { label: 'Trade-In', href: '/cars/trade-in?car_id=4321' },
    ],
    ['no Trade-In where the site has none', {}, { tradeIn: false }, 'tradeIn', null],
  ] as const)('%s', (_name, over, features, button, expected) => {
    expect(
      sidebar(over as Partial<Car>, features as SiteInput['features']).buttons[button],
    ).toEqual(expected);
  });

  it('offers Reserve exactly when the search card offers it', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('in_stock', 'coming_soon', 'sold'),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (enabled, reserved, status, price, processor) => {
          const car = testCar({
            reserved,
            status,
            price,
            paymentProcessors: processor ? ['stripe'] : [],
          });
          const shown = vehicleSidebar(
            car,
            location,
            testSite({ features: { reserve: { enabled } } }),
            testNow,
          );
          const card = reserveLabel(factsFromCar(car), {
            reserveEnabled: enabled,
            depositAmount: 200,
          });
          expect(shown.buttons.reserve !== null).toBe(card !== null);
        },
      ),
    );
  });
});

describe('vehicleSidebar: badges and panels', () => {
  it.each([
    ['certified badge for a certified Toyota', { certified: true }, { certifiedBadge: true }, true],
    ['no badge where the feature is off', { certified: true }, { certifiedBadge: false }, false],
    [
      'no badge for another make',
      { certified: true, make: 'Mazda' },
      { certifiedBadge: true },
      false,
    ],
    ['no badge for an uncertified car', { certified: false }, { certifiedBadge: true }, false],
  ] as const)('%s', (_name, over, features, expected) => {
    expect(sidebar(over, features).certifiedBadge).toBe(expected);
  });

  it.each([
    ['the RAV4 plan where the site shows it', {}, { serviceAdvantage: true }, 260],
    ['none where the site does not', {}, { serviceAdvantage: false }, null],
    ['none for another make', { make: 'Mazda', model: 'CX-5' }, { serviceAdvantage: true }, null],
  ] as const)('Service Advantage: %s', (_name, over, features, amount) => {
    expect(sidebar(over, features).serviceAdvantage?.amount ?? null).toBe(amount);
  });

  it.each([
    ['with the site’s lender', { financeLenders: { Manual: testLender() } }, '$123'],
    ['without a lender', { financeLenders: {} }, null],
  ] as const)('finance summary %s', (_name, over, weekly) => {
    expect(sidebar(over).finance?.weeklyPayment ?? null).toBe(weekly);
  });

  it.each([
    ['where the site shows the view count', { showViewCount: true }, 120],
    ['not elsewhere', { showViewCount: false }, null],
  ] as const)('views %s', (_name, features, views) => {
    expect(sidebar({}, features).views).toBe(views);
  });
});
