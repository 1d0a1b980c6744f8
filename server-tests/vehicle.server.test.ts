import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { request, SHARED_APP_PORTS, sharedApp } from './app-server';

// The calls of a vehicle page against the built toyota app: the view counter, the phone reveal
// record, the finance quote and the PDF. Bad input is a 4xx with a message, never a 5xx.

// the toyota app the files that only read pages and calls share (server-tests/shared-apps.ts)
const PORT = SHARED_APP_PORTS.toyota;
const site = getSiteBySlug('swan-valley-toyota') as Site;
const host = `${site.slug}.localhost:${PORT}`;
const origin = `http://${host}`;

interface Hit {
  id: number;
  slug: string;
  dealership_id: number;
  views: number;
}

async function findCar(filter: string): Promise<Hit> {
  const answer = await request(
    PORT,
    host,
    'POST',
    '/api/search/multi-search',
    JSON.stringify({
      queries: [
        {
          indexUid: 'stock',
          filter,
          limit: 1,
          attributesToRetrieve: ['id', 'slug', 'dealership_id', 'views'],
        },
      ],
    }),
    { 'content-type': 'application/json' },
  );
  const hit = (answer.json() as { results: { hits: Hit[] }[] }).results[0]?.hits[0];
  if (!hit) throw new Error(`no car matches ${filter}`);
  return hit;
}

const post = (pathname: string, body: string, headers: Record<string, string> = {}) =>
  request(PORT, host, 'POST', pathname, body, {
    'content-type': 'application/json',
    origin,
    ...headers,
  });

beforeAll(async () => {
  await sharedApp('toyota');
});

describe('vehicle page calls against the running app', () => {
  it('counts a view and answers the views and car fields; unknown cars and bad queries change nothing', async () => {
    const car = await findCar('status = in_stock');
    const first = await request(
      PORT,
      host,
      'GET',
      `/api/cars/${car.slug}/view.json?website_id=${site.id}`,
    );
    expect(first.status).toBe(200);
    const views = (first.json() as { views: number; car_fields: { id: number } }).views;
    expect(views).toBe(car.views + 1); // the first view of this shopper today counts
    const second = await request(PORT, host, 'GET', `/api/cars/${car.slug}/view.json`);
    // one view per visitor, car and day: the same shopper again does not count twice
    expect((second.json() as { views: number }).views).toBe(views);
    expect((second.json() as { car_fields: { id: number } }).car_fields.id).toBe(car.id);

    const unknown = await request(PORT, host, 'GET', '/api/cars/no-such-car/view.json');
    expect(unknown.status).toBe(404);
    const bad = await request(PORT, host, 'GET', `/api/cars/${car.slug}/view.json?photos_count=-3`);
    expect(bad.status).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/photos_count/);
    const otherSite = await request(
      PORT,
      host,
      'GET',
      `/api/cars/${car.slug}/view.json?website_id=1`,
    );
    expect(otherSite.status).toBe(400);
  });

  it('records a phone reveal for the site’s own car and refuses another’s', async () => {
    const car = await findCar('status = in_stock');
    const ok = await post(
      '/api/phone-reveals',
      JSON.stringify({ car_id: car.id, dealership_id: car.dealership_id, website_id: site.id }),
    );
    expect(ok.status).toBe(201);
    const foreign = await post(
      '/api/phone-reveals',
      JSON.stringify({
        car_id: 999_999_999,
        dealership_id: car.dealership_id,
        website_id: site.id,
      }),
    );
    expect(foreign.status).toBe(404);
    const crossOrigin = await post(
      '/api/phone-reveals',
      JSON.stringify({ car_id: car.id, dealership_id: car.dealership_id, website_id: site.id }),
      { origin: 'https://elsewhere.example' },
    );
    expect(crossOrigin.status).toBe(403);
  });

  it('quotes a car once and answers the same stored quote again', async () => {
    const car = await findCar('status = in_stock AND price > 5000');
    const first = await post('/api/youx/quote', JSON.stringify({ car_id: car.id }));
    expect(first.status).toBe(200);
    const quote = (first.json() as { quote: { weeklyRepaymentAmount: number; label: string } })
      .quote;
    expect(quote.weeklyRepaymentAmount).toBeGreaterThan(0);
    expect(quote.label).toBe('Estimate');
    const again = await post(
      '/api/youx/quote',
      JSON.stringify({
        car_id: car.id,
        selfAssessedCreditScore: 'GREAT',
        loanTerm: 5,
        whoIsHelping: '',
      }),
    );
    expect((again.json() as { quote: unknown }).quote).toEqual(quote);
    const unknown = await post('/api/youx/quote', JSON.stringify({ car_id: 999_999_999 }));
    expect(unknown.status).toBe(404);
  });

  it('answers the vehicle sheet as a PDF named after the car', async () => {
    const car = await findCar('status = in_stock');
    const pdf = await request(PORT, host, 'GET', `/api/cars/${car.slug}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    const missing = await request(PORT, host, 'GET', '/api/cars/no-such-car/pdf');
    expect(missing.status).toBe(404);
  });

  it('answers 600 generated malformed bodies to the quote and phone reveal calls with 4xx', async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ car_id: fc.oneof(fc.string(), fc.double(), fc.constant(null)) })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          car_id: fc.integer({ min: 1 }),
          dealership_id: fc.oneof(fc.integer(), fc.string()),
          website_id: fc.oneof(fc.integer(), fc.string()),
          extra: fc.string(),
        })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          car_id: fc.integer(),
          purchasePrice: fc.oneof(fc.double(), fc.string()),
          loanTerm: fc.oneof(fc.integer(), fc.string()),
          selfAssessedCreditScore: fc.string(),
        })
        .map((v) => JSON.stringify(v)),
    );
    const samples = fc.sample(junk, { numRuns: 600, seed: 20261123 });
    for (const [i, body] of samples.entries()) {
      const r = await post(i % 2 === 0 ? '/api/youx/quote' : '/api/phone-reveals', body);
      expect(r.status, `payload ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `payload ${body.slice(0, 200)}`).toBeLessThan(500);
      expect(typeof (r.json() as { message: unknown }).message).toBe('string');
    }
    const alive = await request(PORT, host, 'GET', '/api/site');
    expect(alive.status).toBe(200);
  }, 240_000);
});

describe('an address with a trailing slash', () => {
  // spec §2 default site links: the menu's '/book-test-drive/' is the Book a Test Drive page.
  // Next.js sends the address with a trailing slash to the one without (a permanent redirect,
  // before the proxy picks the site), so every page answers with and without it.
  it('ends on the page without it, its query kept', async () => {
    const slashed = await request(PORT, host, 'GET', '/book-test-drive/?car_id=5');
    expect(slashed.status).toBe(308);
    const target = new URL(slashed.headers.location ?? '', origin);
    expect(target.host).toBe(host);
    expect(`${target.pathname}${target.search}`).toBe('/book-test-drive?car_id=5');
    const page = await request(PORT, host, 'GET', `${target.pathname}${target.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Book a Test Drive<\/h1>/);
    const plain = await request(PORT, host, 'GET', '/book-test-drive');
    expect(plain.status).toBe(200);
  });
});

describe('reserving where the checkout needs a signed-in shopper', () => {
  // spec §2 gated routes: swan-valley-toyota's checkout is for signed-in shoppers; its call is too
  it('refuses a visitor’s reservation call with 401 and holds nothing', async () => {
    const car = await findCar('status = in_stock AND reserved = false AND price > 1000');
    const answer = await request(
      PORT,
      host,
      'POST',
      '/api/reservations',
      JSON.stringify({
        form: 'reserve',
        car_id: car.id,
        values: {
          name: 'Olivia',
          last_name: 'Nguyen',
          email: 'gate@example.com.au',
          phone: '0412 345 678',
          postcode: '6055',
          terms: true,
        },
      }),
      { 'content-type': 'application/json', origin, 'idempotency-key': 'gated-attempt-0001' },
    );
    expect(answer.status).toBe(401);
    expect(answer.json()).toMatchObject({
      error: 'Please sign in to reserve this car.',
      code: 'sign_in_required',
    });
    const again = await findCar(`id = ${car.id}`);
    expect(again.id).toBe(car.id);
    const checkout = await request(PORT, host, 'GET', `/cars/${car.slug}/checkout`);
    expect(checkout.status).not.toBe(404); // still reservable (the page asks to sign in)
  });
});
