import { describe, expect, it } from 'vitest';
import { demoSites, getSiteBySlug } from '@dealer/site-config';
import { carSchema, locationSchema, type Car } from '../domain/entities';
import { slugOf } from '../domain/slug';
import { isStockVisible } from '../domain/stock-visibility';
import {
  advertisedPrice,
  applyAdvertisedRate,
  demoCarCount,
  formatClockTime,
  generateDemoData,
  lenderQuote,
} from './generate';

const now = new Date('2026-11-22T00:00:00Z');
const data = Object.fromEntries(
  demoSites.map((site) => [site.slug, generateDemoData(site as never, { now })]),
);
const cars = (slug: string): Car[] => data[slug]!.cars;
const DAY = 86_400_000;

describe('demo data generator', () => {
  it('is deterministic for a site and a reference day', () => {
    const again = generateDemoData(demoSites[1] as never, { now });
    expect(again).toEqual(data[demoSites[1]!.slug]);
  });

  it('gives each demo site its size of stock', () => {
    expect(cars('southern-cross-motors')).toHaveLength(1500);
    expect(cars('swan-valley-toyota')).toHaveLength(600);
    expect(cars('sunshine-coast-caravans')).toHaveLength(300);
    expect(demoCarCount({ dealerships: [{ id: 9, slug: 'a', name: 'A' }] })).toBe(200);
    expect(
      demoCarCount({ demoStockCount: 40, dealerships: [{ id: 9, slug: 'a', name: 'A' }] }),
    ).toBe(40);
  });

  it('produces valid entities with unique ids, slugs, stock numbers and VINs', () => {
    for (const { cars: list, locations } of Object.values(data)) {
      for (const car of list) expect(() => carSchema.parse(car)).not.toThrow();
      for (const location of locations) expect(() => locationSchema.parse(location)).not.toThrow();
      for (const key of ['id', 'slug', 'stocknum', 'vin'] as const) {
        expect(new Set(list.map((c) => c[key])).size).toBe(list.length);
      }
      expect(list.every((c) => c.vin?.length === 17 && !/[IOQ]/.test(c.vin.slice(3)))).toBe(true);
    }
  });

  it('scopes every car to one of the site’s own dealerships and sales locations', () => {
    for (const site of demoSites) {
      const ids = new Set(site.dealerships.map((d) => d.id));
      const { cars: list, locations } = data[site.slug]!;
      const locationIds = new Set(locations.map((l) => l.id));
      expect(list.every((c) => ids.has(c.dealershipId) && locationIds.has(c.locationId))).toBe(
        true,
      );
    }
  });

  it('gives every dealership Sales, Service and Parts locations with real addresses and hours', () => {
    const { locations } = data['southern-cross-motors']!;
    expect(locations).toHaveLength(9);
    expect(locations.map((l) => l.name)).toContain('Southern Cross Dandenong - Sales');
    const dandenong = locations.find((l) => l.slug === 'southern-cross-dandenong-sales')!;
    expect(dandenong.address).toMatchObject({ city: 'Dandenong', state: 'VIC', postcode: '3175' });
    expect(dandenong.openingHours).toHaveLength(7);
    expect(dandenong.openingHours[1]).toMatchObject({
      status: 'Open',
      formattedHours: '8:30 am - 5:30 pm',
    });
    const perth = data['swan-valley-toyota']!.locations;
    expect(perth.every((l) => l.timezone === 'Australia/Perth')).toBe(true);
    expect(perth.filter((l) => l.locationType === 'service')).toHaveLength(2);
  });

  it.each(demoSites.map((s) => s.slug))('covers every state the rules need on %s', (slug) => {
    const list = cars(slug);
    const soldAgo = (c: Car) => (now.getTime() - (c.soldAt?.getTime() ?? 0)) / DAY;
    expect(list.some((c) => c.status === 'sold' && soldAgo(c) <= 3)).toBe(true);
    expect(list.some((c) => c.status === 'sold' && soldAgo(c) > 30)).toBe(true);
    expect(list.some((c) => c.status === 'coming_soon')).toBe(true);
    expect(list.some((c) => c.reserved)).toBe(true);
    expect(list.some((c) => c.price === 0)).toBe(true);
    expect(list.some((c) => c.offerPrice !== null && c.offerPrice < c.price)).toBe(true);
    expect(list.some((c) => c.beforePrice !== null && c.beforePrice > c.price)).toBe(true);
    expect(list.some((c) => c.beforePrice !== null && c.beforePrice < c.price)).toBe(true);
    expect(list.some((c) => !c.showOnDealerWebsite)).toBe(true);
    expect(list.some((c) => c.images.length === 0)).toBe(true);
    expect(list.some((c) => c.historyReportUrl !== null)).toBe(true);
    expect(list.some((c) => Object.keys(c.financeLenders).length > 0)).toBe(true);
    expect(list.some((c) => now.getTime() - c.createdAt.getTime() < 8 * DAY)).toBe(true);
    expect(list.some((c) => c.dealerComments === null)).toBe(true);
    expect(list.some((c) => c.regoExpiry !== null && c.regoExpiry < '2026-11-22')).toBe(true);
    const rule = getSiteBySlug(slug)!.search.stockRule;
    const visible = list.filter((c) => isStockVisible(c, rule, now));
    expect(visible.length).toBeGreaterThan(list.length * 0.6);
    expect(visible.length).toBeLessThan(list.length);
  });

  it('has the car-only states on car sites', () => {
    for (const slug of ['southern-cross-motors', 'swan-valley-toyota']) {
      const list = cars(slug);
      expect(list.some((c) => c.subscriptionPrice !== null && c.subscriptionPrice > 0)).toBe(true);
      expect(list.some((c) => c.autograb !== null)).toBe(true);
      for (const fuel of ['Electric', 'Hybrid'] as const) {
        expect(list.some((c) => c.simpleFuel === fuel)).toBe(true);
      }
    }
    expect(cars('southern-cross-motors').some((c) => c.simpleFuel === 'PHEV')).toBe(true);
    expect(new Set(cars('southern-cross-motors').map((c) => c.make)).size).toBeGreaterThan(12);
  });

  it('stocks the Toyota dealer with new, demo and used Toyotas, certified cars, preorders and trade-ins', () => {
    const list = cars('swan-valley-toyota');
    for (const type of ['new', 'demo', 'used'] as const) {
      expect(list.some((c) => c.carType === type && c.make === 'Toyota')).toBe(true);
    }
    expect(list.some((c) => c.carType === 'used' && c.make !== 'Toyota')).toBe(true);
    expect(list.filter((c) => c.carType !== 'used').every((c) => c.make === 'Toyota')).toBe(true);
    expect(list.some((c) => c.certified && c.make === 'Toyota' && c.carType === 'used')).toBe(true);
    expect(list.some((c) => c.preorder && c.price === 0)).toBe(true);
  });

  it('gives caravans their specifications and no engine', () => {
    for (const van of cars('sunshine-coast-caravans')) {
      expect(van.itemType).toBe('caravan');
      expect(van.specifications?.bodyLength).toBeGreaterThan(3.5);
      expect(van.specifications?.sleeps).toBeGreaterThanOrEqual(2);
      if (van.simpleBody !== 'motorhome') {
        expect(van.simpleFuel).toBe('Not Applicable');
        expect(van.specifications!.aggregateTrailerMass).toBeGreaterThan(
          van.specifications!.tareWeight!,
        );
      }
    }
  });

  it('prices and drives cars plausibly for their age', () => {
    const used = cars('southern-cross-motors').filter((c) => c.carType === 'used' && c.price > 0);
    const mean = (list: Car[], f: (c: Car) => number) =>
      list.reduce((s, c) => s + f(c), 0) / list.length;
    const young = used.filter((c) => c.year >= 2024);
    const old = used.filter((c) => c.year <= 2018);
    expect(mean(young, (c) => c.price)).toBeGreaterThan(mean(old, (c) => c.price));
    expect(mean(old, (c) => c.km)).toBeGreaterThan(mean(young, (c) => c.km));
    expect(used.every((c) => c.price % 1000 === 990 || c.price % 500 === 490)).toBe(true);
  });
});

describe('demo data helpers', () => {
  it.each([
    ['2024 Toyota RAV4 GX', '2024-toyota-rav4-gx'],
    ['Swan Valley Toyota - Sales', 'swan-valley-toyota-sales'],
    ['  Mercedes-Benz C-Class C300 ', 'mercedes-benz-c-class-c300'],
  ])('slugOf(%j) is %j', (text, slug) => expect(slugOf(text)).toBe(slug));

  it.each([
    ['08:30', '8:30 am'],
    ['12:00', '12:00 pm'],
    ['17:30', '5:30 pm'],
    ['00:15', '12:15 am'],
  ])('formatClockTime(%j) is %j', (time, text) => expect(formatClockTime(time)).toBe(text));

  it.each([
    [34_612, 34_990],
    [34_400, 33_990],
    [120, 990],
  ])('advertisedPrice(%d) is %d', (amount, price) => expect(advertisedPrice(amount)).toBe(price));
});

describe('spec §9 sample finance: one site 6.29% p.a. (comparison 8.19%), no deposit, 5 years', () => {
  const toyota = getSiteBySlug('swan-valley-toyota')!;
  const quoted = cars('swan-valley-toyota').flatMap((car) =>
    Object.values(car.financeLenders).filter((l) => l.interestRate !== null),
  );

  it('is the Toyota demo site’s advertised rate, and every lender of its cars quotes it', () => {
    expect(toyota.finance.advertisedRate).toEqual({
      interestRate: 6.29,
      comparisonRate: 8.19,
      depositPercent: 0,
      termYears: 5,
    });
    expect(quoted.length).toBeGreaterThan(100);
    for (const lender of quoted) {
      expect(lender).toMatchObject({
        interestRate: 6.29,
        comparisonRate: 8.19,
        deposit: 0,
        termYears: 5,
      });
      expect(lender.disclaimer).toContain(
        '$30,000 with no deposit at 6.29% p.a. with a comparison rate of 8.19% p.a.',
      );
    }
  });

  it('leaves the seeded draws as they were: only the lenders’ quotes differ', () => {
    const unadvertised = generateDemoData(
      { ...toyota, finance: { advertisedRate: null } },
      { now },
    );
    const strip = (list: Car[]) => list.map(({ financeLenders: _, ...car }) => car);
    expect(strip(unadvertised.cars)).toEqual(strip(cars('swan-valley-toyota')));
    const providers = (list: Car[]) => list.map((car) => Object.keys(car.financeLenders).join());
    expect(providers(unadvertised.cars)).toEqual(providers(cars('swan-valley-toyota')));
  });

  it('the other demo sites keep each lender’s own rate', () => {
    const rates = new Set(
      cars('southern-cross-motors').flatMap((car) =>
        Object.values(car.financeLenders).map((l) => l.interestRate),
      ),
    );
    expect(rates.size).toBeGreaterThan(10);
  });

  it.each([
    ['no deposit', 0, 0],
    ['a 10% deposit', 10, 3000],
  ])('quotes at the rate with %s', (_, depositPercent, deposit) => {
    const car = {
      price: 30_000,
      financeLenders: {
        Manual: lenderQuote('Manual', 30_000, {
          interestRate: 12,
          comparisonRate: 13,
          termYears: 3,
          deposit: 0,
        }),
      },
    } as unknown as Car;
    applyAdvertisedRate([car], {
      interestRate: 6.29,
      comparisonRate: 8.19,
      depositPercent,
      termYears: 5,
    });
    const lender = car.financeLenders.Manual!;
    expect(lender).toMatchObject({
      interestRate: 6.29,
      comparisonRate: 8.19,
      deposit,
      termYears: 5,
      termMonths: 60,
    });
    // spec §3 term{N}: its own term's weekly repayment is its term60
    expect(lender.terms?.term60).toBe(lender.paymentWeek);
    expect(lender.terms?.term36).toBeGreaterThan(lender.paymentWeek!);
  });

  it('a lender without rates keeps none (spec §5: no finance shown)', () => {
    const own = lenderQuote('Angle', 20_000, {
      interestRate: 9,
      comparisonRate: 10,
      termYears: 5,
      deposit: 0,
    });
    const car = {
      price: 20_000,
      financeLenders: { Angle: { ...own, interestRate: null, comparisonRate: null } },
    } as unknown as Car;
    applyAdvertisedRate([car], {
      interestRate: 6.29,
      comparisonRate: 8.19,
      depositPercent: 0,
      termYears: 5,
    });
    expect(car.financeLenders.Angle).toMatchObject({ interestRate: null, comparisonRate: null });
  });
});
