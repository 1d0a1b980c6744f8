import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { demoReferenceDate, generateDemoData } from '../platform/src/demo';
import { type Car } from '../platform/src/domain/entities';
import { isCarVisibleOnSite } from '../platform/src/domain/site-visibility';
import { type HttpAnswer, request, SHARED_APP_PORTS, sharedApp } from './app-server';

// spec §4, one visibility rule on every public path: against the built generic app (two sites),
// a hidden car, a car sold long ago and another site's car answer exactly as an unknown car
// does, by id and by slug, and never show the car's name, stock number or VIN.

// the generic app the files that only read pages and calls share (server-tests/shared-apps.ts)
const PORT = SHARED_APP_PORTS.generic;
const site = getSiteBySlug('southern-cross-motors') as Site;
const otherSite = getSiteBySlug('harbour-city-cars') as Site;
const host = `${site.slug}.localhost:${PORT}`;
const origin = `http://${host}`;

const unknownCar = { id: 987_654_321, slug: 'no-such-car-987654321' };
const DAY = 24 * 60 * 60 * 1000;

/** The demo stock the app was seeded with (the same generator, the same reference day). */
function stockOf(of: Site) {
  const now = demoReferenceDate();
  const data = generateDemoData(of, { now });
  const locationOf = new Map(data.locations.map((l) => [l.id, l]));
  const visible = (car: Car) =>
    isCarVisibleOnSite(of, car, locationOf.get(car.locationId) ?? null, new Date());
  return { cars: data.cars, visible };
}

const mine = stockOf(site);
const theirs = stockOf(otherSite);
const rule = site.search.stockRule;
const unseen: Record<string, Car | undefined> = {
  'a hidden car': mine.cars.find((c) => !c.showOnDealerWebsite && c.status === 'in_stock'),
  'a car sold long ago': mine.cars.find(
    (c) =>
      c.status === 'sold' &&
      c.soldAt !== null &&
      Date.now() - c.soldAt.getTime() > (rule.soldWithinDays + 2) * DAY,
  ),
  "another site's car": theirs.cars.find((c) => theirs.visible(c)),
};
const shown = mine.cars.find((c) => mine.visible(c) && c.status === 'in_stock' && c.price > 0)!;

const json = { 'content-type': 'application/json', origin };

/** Every public path that names a car, as a shopper or a script can call it. */
function walk(
  car: Pick<Car, 'id' | 'slug' | 'dealershipId'>,
): [string, () => Promise<HttpAnswer>][] {
  const get = (p: string) => () => request(PORT, host, 'GET', p);
  const post =
    (p: string, body: unknown, headers: Record<string, string> = {}) =>
    () =>
      request(PORT, host, 'POST', p, JSON.stringify(body), { ...json, ...headers });
  return [
    ['vehicle page', get(`/cars/${car.slug}`)],
    ['share image', get(`/cars/${car.slug}/share-image`)],
    ['PDF', get(`/api/cars/${car.slug}/pdf`)],
    ['view count', get(`/api/cars/${car.slug}/view.json`)],
    ['print', get(`/print?car_id=${car.slug}`)],
    ['vehicle image', get(`/media/vehicle/${car.id}/1.svg`)],
    ['history report', get(`/media/history/${car.id}.pdf`)],
    ['finance quote', post('/api/youx/quote', { car_id: car.id })],
    [
      'phone reveal',
      post('/api/phone-reveals', {
        car_id: car.id,
        dealership_id: car.dealershipId,
        website_id: site.id,
      }),
    ],
    [
      'enquiry',
      post(
        '/api/leads',
        {
          form: 'enquiry',
          car_id: car.id,
          values: {
            name: 'Jack',
            last_name: 'Brown',
            postcode: '2000',
            phone: '0423 456 789',
            email: 'jack.brown@example.com.au',
            message: 'Is it still available?',
          },
        },
        { 'idempotency-key': `visibility-${car.id}-${car.slug.length}-abc` },
      ),
    ],
    [
      'search by id',
      post('/api/search/multi-search', {
        queries: [{ indexUid: 'stock', filter: `id = ${car.id}`, limit: 5 }],
      }),
    ],
    ['finance enquiry prefill', get(`/finance-enquiry?car_id=${car.id}`)],
    ['test drive prefill', get(`/book-test-drive?car_id=${car.id}`)],
  ];
}

/** An answer with the car's own identifiers taken out, to compare with the unknown car's. */
function shape(answer: HttpAnswer, car: Pick<Car, 'id' | 'slug'>) {
  const body = answer.body
    .split(car.slug)
    .join('{slug}')
    .split(String(car.id))
    .join('{id}')
    .replace(/"processingTimeMs":\d+/g, '"processingTimeMs":0');
  const looksLikeData = body.startsWith('{') || answer.body.length < 200;
  return { status: answer.status, body: looksLikeData ? body : `<${answer.status} page>` };
}

beforeAll(async () => {
  await sharedApp('generic');
});

describe('a car the site does not show is a car that does not exist', () => {
  it('finds a car of each kind in the demo stock', () => {
    for (const [kind, car] of Object.entries(unseen)) expect(car, kind).toBeDefined();
    expect(shown).toBeDefined();
  });

  it('serves the shown car on the paths that show a car (so the walk can tell)', async () => {
    const answers = await Promise.all(
      walk(shown)
        .slice(0, 8)
        .map(([, call]) => call()),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 200]);
  });

  for (const kind of Object.keys(unseen)) {
    it(`answers ${kind} as an unknown car on every public path`, async () => {
      const car = unseen[kind]!;
      const missing = { ...unknownCar, dealershipId: car.dealershipId };
      const paths = walk(car);
      const baseline = walk(missing);
      for (const [i, [name, call]] of paths.entries()) {
        const answer = await call();
        const expected = await baseline[i]![1]();
        expect(shape(answer, car), `${kind}: ${name}`).toEqual(shape(expected, missing));
        for (const secret of [car.stocknum, car.vin, car.name]) {
          if (secret) expect(answer.body, `${kind}: ${name} shows ${secret}`).not.toContain(secret);
        }
      }
    });
  }
});
