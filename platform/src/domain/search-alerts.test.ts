import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertSummary,
  digestAllowedToday,
  emailDigest,
  type MatchedCar,
  searchAlerts,
  type Snapshot,
  smsDigest,
} from './search-alerts';

const car = (id: number, price: number): MatchedCar => ({
  id,
  price,
  name: `Car ${id}`,
  slug: `car-${id}`,
});

describe('searchAlerts: what a check of a saved search found since the last one', () => {
  const rav4 = car(1, 32_990);
  const corolla = car(2, 24_990);
  it.each<{
    case: string;
    previous: Snapshot | null;
    current: MatchedCar[];
    newCars: number[];
    drops: [id: number, wasPrice: number, drop: number][];
  }>([
    {
      case: 'first run: only recorded, nothing to tell',
      previous: null,
      current: [rav4, corolla],
      newCars: [],
      drops: [],
    },
    {
      case: 'a new matching car',
      previous: [{ id: 1, price: 32_990 }],
      current: [rav4, corolla],
      newCars: [2],
      drops: [],
    },
    {
      case: 'a price drop, in AUD',
      previous: [
        { id: 1, price: 34_490 },
        { id: 2, price: 24_990 },
      ],
      current: [rav4, corolla],
      newCars: [],
      drops: [[1, 34_490, 1_500]],
    },
    {
      case: 'a price rise is ignored',
      previous: [{ id: 1, price: 30_000 }],
      current: [rav4],
      newCars: [],
      drops: [],
    },
    {
      case: 'a car gone is ignored',
      previous: [
        { id: 1, price: 32_990 },
        { id: 2, price: 24_990 },
      ],
      current: [rav4],
      newCars: [],
      drops: [],
    },
    {
      case: 'no change',
      previous: [{ id: 1, price: 32_990 }],
      current: [rav4],
      newCars: [],
      drops: [],
    },
    {
      case: 'a price taken off (enquire for price) is no drop',
      previous: [{ id: 1, price: 32_990 }],
      current: [car(1, 0)],
      newCars: [],
      drops: [],
    },
    {
      case: 'a price put on where there was none is no drop',
      previous: [{ id: 1, price: 0 }],
      current: [rav4],
      newCars: [],
      drops: [],
    },
    {
      case: 'everything new after a search that matched nothing',
      previous: [],
      current: [corolla, rav4],
      newCars: [2, 1],
      drops: [],
    },
  ])('$case', ({ previous, current, newCars, drops }) => {
    const alerts = searchAlerts(previous, current);
    expect(alerts.newCars.map((c) => c.id)).toEqual(newCars);
    expect(alerts.priceDrops.map((d) => [d.car.id, d.wasPrice, d.drop])).toEqual(drops);
  });

  it('never reports a rise, and reports every car it had not seen', () => {
    const prices = fc.integer({ min: 0, max: 300_000 });
    const snapshot = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 60 }), price: prices }),
      {
        selector: (c) => c.id,
        maxLength: 30,
      },
    );
    fc.assert(
      fc.property(snapshot, snapshot, (previous, now) => {
        const current = now.map((c) => car(c.id, c.price));
        const alerts = searchAlerts(previous, current);
        const before = new Map(previous.map((c) => [c.id, c.price]));
        for (const { car: dropped, wasPrice, drop } of alerts.priceDrops) {
          expect(dropped.price).toBeLessThan(wasPrice);
          expect(drop).toBe(wasPrice - dropped.price);
          expect(before.get(dropped.id)).toBe(wasPrice);
        }
        expect(alerts.newCars.map((c) => c.id)).toEqual(
          current.filter((c) => !before.has(c.id)).map((c) => c.id),
        );
      }),
    );
  });
});

describe('digestAllowedToday: at most one digest per saved search per day', () => {
  const perth = 'Australia/Perth'; // UTC+8, no daylight saving
  const sydney = 'Australia/Sydney';
  it.each<[string, string | null, string, string, boolean]>([
    ['never alerted', null, '2026-11-27T01:00:00Z', perth, true],
    ['alerted an hour ago, same day', '2026-11-27T01:00:00Z', '2026-11-27T02:00:00Z', perth, false],
    [
      'alerted this morning, now evening',
      '2026-11-26T23:00:00Z',
      '2026-11-27T12:00:00Z',
      perth,
      false,
    ],
    [
      'alerted last night, now after midnight',
      '2026-11-27T15:50:00Z',
      '2026-11-27T16:10:00Z',
      perth,
      true,
    ],
    // the same two instants are one day in Sydney (UTC+11 in summer): 02:50 and 03:10
    [
      'the same instants, another time zone',
      '2026-11-27T15:50:00Z',
      '2026-11-27T16:10:00Z',
      sydney,
      false,
    ],
    ['alerted yesterday', '2026-11-26T01:00:00Z', '2026-11-27T00:30:00Z', perth, true],
    [
      'an alert time ahead of the clock',
      '2026-11-28T01:00:00Z',
      '2026-11-27T01:00:00Z',
      perth,
      false,
    ],
  ])('%s', (_case, last, now, timeZone, allowed) => {
    expect(digestAllowedToday(last === null ? null : new Date(last), new Date(now), timeZone)).toBe(
      allowed,
    );
  });
});

describe('the digest messages', () => {
  const alerts = searchAlerts(
    [
      { id: 1, price: 34_490 },
      { id: 2, price: 24_990 },
    ],
    [car(1, 32_990), car(2, 24_990), { ...car(3, 41_500), name: 'Kluger <Grande> & "Co"' }],
  );
  const input = {
    site: { name: 'Swan Valley Toyota', vehicleNoun: 'Cars' },
    search: { name: 'Used Toyota RAV4' },
    alerts,
    searchUrl: 'https://www.swanvalleytoyota.com.au/search/toyota/rav4?car_type=used',
    carUrl: (c: MatchedCar) => `https://www.swanvalleytoyota.com.au/cars/${c.slug}`,
    unsubscribeUrl: 'https://www.swanvalleytoyota.com.au/pages/unsubscribe?token=abc',
  };

  it('counts what changed', () => {
    expect(alertSummary(alerts, 'Cars')).toBe('1 new car and 1 price drop');
    expect(alertSummary({ newCars: [car(1, 1), car(2, 2)], priceDrops: [] }, 'Caravans')).toBe(
      '2 new caravans',
    );
  });

  it('emails the search name, each car with its price and was-price, the search and unsubscribe links', () => {
    const email = emailDigest(input);
    expect(email.subject).toBe(
      'Used Toyota RAV4: 1 new car and 1 price drop at Swan Valley Toyota',
    );
    expect(email.text).toContain('Your saved search "Used Toyota RAV4" at Swan Valley Toyota');
    expect(email.text).toContain('- Kluger <Grande> & "Co": $41,500');
    expect(email.text).toContain('- Car 1: $32,990 (was $34,490)');
    expect(email.text).not.toContain('Car 2');
    expect(email.text).toContain(`See the search: ${input.searchUrl}`);
    expect(email.text).toContain(input.unsubscribeUrl);
    // the HTML escapes what the stock says
    expect(email.html).toContain('Kluger &lt;Grande&gt; &amp; &quot;Co&quot;');
    expect(email.html).not.toContain('<Grande>');
    expect(email.html).toContain('<s>was $34,490</s>');
    expect(email.html).toContain(
      `href="https://www.swanvalleytoyota.com.au/search/toyota/rav4?car_type=used"`,
    );
    expect(email.html).toContain(`href="${input.unsubscribeUrl}"`);
  });

  it('texts the first three cars and counts the rest', () => {
    const many = {
      newCars: [1, 2, 3, 4].map((id) => car(id, 20_000 + id)),
      priceDrops: [{ car: car(5, 15_000), wasPrice: 16_000, drop: 1_000 }],
    };
    const sms = smsDigest({ ...input, alerts: many });
    expect(sms).toContain(
      'Swan Valley Toyota: 4 new cars and 1 price drop for your saved search "Used Toyota RAV4".',
    );
    expect(sms).toContain('Car 1: $20,001; Car 2: $20,002; Car 3: $20,003; and 2 more.');
    expect(sms).toContain(`See them: ${input.searchUrl}`);
    expect(sms).toContain(`Stop alerts: ${input.unsubscribeUrl}`);
    expect(smsDigest(input)).toContain(
      'Kluger <Grande> & "Co": $41,500; Car 1: $32,990 (was $34,490).',
    );
  });
});
