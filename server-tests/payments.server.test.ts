import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type RunningApp, startApp } from './app-server';

// Reserving with the deposit taken online, against the built generic app with Stripe configured
// (STRIPE_API_BASE points its client at a recording Stripe server on loopback that answers as
// Stripe's API does): the reservation waits for the payment; a forged webhook is refused and
// changes nothing; the signed checkout.session.completed holds the car (in search within 5 s, the
// deposit in the dealer's ADF); a replayed event changes nothing; of two shoppers who both paid
// for one car the second is declined and refunded in full; cancelling refunds and releases.

const PORT = 3215;
const host = `southern-cross-motors.localhost:${PORT}`;
const WEBHOOK_SECRET = 'whsec_serverTestSecret';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-payments-server-'));
const outboxDir = path.join(dataDir, 'outbox');

interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  form: Record<string, string>;
}

/** A Stripe API on loopback: Checkout Sessions and refunds, answered as Stripe answers them. */
function recordingStripe() {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, unknown>();
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      calls.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer sk_test_serverTest')
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      const replayed = idempotencyKey ? byKey.get(`${url.pathname}:${idempotencyKey}`) : undefined;
      if (replayed) return send(200, replayed);
      let body: unknown;
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        next += 1;
        const id = `cs_test_server${next}`;
        const session = {
          id,
          object: 'checkout.session',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          client_reference_id: form.client_reference_id,
          metadata: { reservation_id: form['metadata[reservation_id]'] },
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: form.success_url,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        };
        sessions.set(id, session);
        body = session;
      } else if (req.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
        const session = sessions.get(url.pathname.split('/').pop()!);
        if (!session) return send(404, { error: { type: 'invalid_request_error' } });
        body = session;
      } else if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        next += 1;
        body = {
          id: `re_server${next}`,
          object: 'refund',
          amount: Number(form.amount),
          currency: 'aud',
          payment_intent: form.payment_intent,
          status: 'succeeded',
        };
      } else return send(404, { error: { type: 'invalid_request_error' } });
      if (idempotencyKey) byKey.set(`${url.pathname}:${idempotencyKey}`, body);
      send(200, body);
    });
  });
  /** Stripe completes a session: paid, with its payment. */
  const pay = (id: string) => {
    const session = sessions.get(id)!;
    Object.assign(session, {
      payment_status: 'paid',
      status: 'complete',
      payment_intent: `pi_${id}`,
      url: null,
    });
    return session;
  };
  return { server, calls, sessions, pay };
}

const stripe = recordingStripe();
let app: RunningApp | null = null;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  app = await startApp('generic', PORT, dataDir, host, {
    STRIPE_SECRET_KEY: 'sk_test_serverTest',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    LEAD_OUTBOX_DIR: outboxDir,
  });
}, 90_000);
afterAll(async () => {
  await app?.stop();
  stripe.server.close();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  request(PORT, host, 'POST', url, JSON.stringify(body), {
    'content-type': 'application/json',
    origin: `http://${host}`,
    ...headers,
  });

interface Hit {
  id: number;
  slug: string;
  reserved: boolean;
  payment_processors: string[];
}

async function searchCars(filter: string): Promise<Hit[]> {
  const answer = await post('/api/search/multi-search', {
    queries: [
      {
        indexUid: 'stock',
        filter,
        limit: 50,
        attributesToRetrieve: ['id', 'slug', 'reserved', 'payment_processors'],
      },
    ],
  });
  return (answer.json() as { results: { hits: Hit[] }[] }).results[0]!.hits;
}

async function reservedInSearch(id: number): Promise<boolean> {
  const [hit] = await searchCars(`id = ${id}`);
  return hit?.reserved ?? false;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const contact = (email: string) => ({
  name: 'Olivia',
  last_name: 'Nguyen',
  email,
  phone: '0412 345 678',
  postcode: '3175',
  terms: true,
});

async function reserve(carId: number, key: string, email: string) {
  const answer = await post(
    '/api/reservations',
    { form: 'reserve', car_id: carId, values: contact(email) },
    { 'idempotency-key': key },
  );
  expect(answer.status, answer.body).toBe(201);
  return answer.json() as {
    reservation: { id: string; state: string; deposit_cents: number };
    payment_url: string;
    success_page: string;
  };
}

function webhook(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  // Stripe's scheme: v1 is the HMAC-SHA256 of '<unix seconds>.<body>' with the endpoint's secret
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  const signature = `t=${t},v1=${v1}`;
  return request(PORT, host, 'POST', '/api/payments/webhook', payload, {
    'content-type': 'application/json',
    'stripe-signature': signature,
  });
}

const completed = (session: Record<string, unknown>, id: string) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  type: 'checkout.session.completed',
  data: { object: session },
});

function adfMentioning(text: string): string | null {
  const folder = path.join(outboxDir, 'southern-cross-motors');
  if (!fs.existsSync(folder)) return null;
  for (const file of fs.readdirSync(folder)) {
    const xml = fs.readFileSync(path.join(folder, file), 'utf8');
    if (xml.includes(text)) return xml;
  }
  return null;
}

describe('reserve online with the deposit paid on Stripe', () => {
  let cars: Hit[] = [];
  beforeAll(async () => {
    cars = (await searchCars('status = in_stock AND reserved = false AND price > 1000')).filter(
      (car) => car.payment_processors.length > 0,
    );
    expect(cars.length).toBeGreaterThan(3);
  });

  it('waits for the payment, refuses a forged event, holds on the signed one, once', async () => {
    const car = cars[0]!;
    const started = await reserve(car.id, 'stripe-attempt-0001', 'paid@example.com.au');
    expect(started.reservation).toMatchObject({ state: 'pending', deposit_cents: 20_000 });
    expect(started.payment_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const created = stripe.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(created.idempotencyKey).toBe('deposit-southern-cross-motors-stripe-attempt-0001');
    expect(created.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      customer_email: 'paid@example.com.au',
      'metadata[reservation_id]': started.reservation.id,
    });
    // the shopper comes back to this site's confirmation
    expect(created.form.success_url).toBe(`http://${host}${started.success_page}`);
    expect(await reservedInSearch(car.id)).toBe(false);

    // the same attempt again starts no second payment
    const again = await post(
      '/api/reservations',
      { form: 'reserve', car_id: car.id, values: contact('paid@example.com.au') },
      { 'idempotency-key': 'stripe-attempt-0001' },
    );
    expect(again.status).toBeLessThan(300);
    expect(stripe.calls.filter((c) => c.path === '/v1/checkout/sessions')).toHaveLength(1);

    const sessionId = started.payment_url.split('/').pop()!;
    const session = stripe.pay(sessionId);
    const forged = await webhook(completed(session, 'evt_forged'), 'whsec_notTheDealers');
    expect(forged.status).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'bad_signature' });
    const unsigned = await request(PORT, host, 'POST', '/api/payments/webhook', '{}', {
      'content-type': 'application/json',
    });
    expect(unsigned.status).toBe(400);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await reservedInSearch(car.id)).toBe(false);

    const paid = await webhook(completed(session, 'evt_paid_1'));
    expect(paid.status).toBe(200);
    expect(paid.json()).toMatchObject({ result: 'applied' });
    await until(() => reservedInSearch(car.id), 5_000);
    await until(async () => adfMentioning(started.reservation.id) !== null, 10_000);
    const adf = adfMentioning(started.reservation.id);
    expect(adf).toContain('Reservation deposit: $200 AUD (Card (Stripe)), 100% refundable');

    const replayed = await webhook(completed(session, 'evt_paid_1'));
    expect(replayed.json()).toMatchObject({ result: 'replayed' });

    const page = await request(PORT, host, 'GET', started.success_page);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Your car is reserved');
  });

  it('of two shoppers who both paid for one car, the second is declined and refunded', async () => {
    const car = cars[1]!;
    const first = await reserve(car.id, 'stripe-race-first-01', 'first@example.com.au');
    const second = await reserve(car.id, 'stripe-race-second-1', 'second@example.com.au');
    const firstSession = stripe.pay(first.payment_url.split('/').pop()!);
    const secondSession = stripe.pay(second.payment_url.split('/').pop()!);
    const answers = await Promise.all([
      webhook(completed(firstSession, 'evt_race_first')),
      webhook(completed(secondSession, 'evt_race_second')),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await until(() => reservedInSearch(car.id), 5_000);
    const pages = await Promise.all(
      [first, second].map((r) => request(PORT, host, 'GET', r.success_page)),
    );
    const held = pages.filter((p) => p.body.includes('Your car is reserved'));
    const declined = pages.filter((p) => p.body.includes('another buyer reserved this car first'));
    expect(held).toHaveLength(1);
    expect(declined).toHaveLength(1);
    const loser = pages[0] === declined[0] ? firstSession : secondSession;
    const refunds = stripe.calls.filter((c) => c.path === '/v1/refunds');
    expect(refunds.map((c) => c.form)).toContainEqual({
      payment_intent: `pi_${String(loser.id)}`,
      amount: '20000',
      reason: 'requested_by_customer',
    });
  });

  it('cancelling refunds the deposit in full and releases the car at once', async () => {
    const car = cars[2]!;
    const started = await reserve(car.id, 'stripe-cancel-0001', 'cancel@example.com.au');
    const session = stripe.pay(started.payment_url.split('/').pop()!);
    await webhook(completed(session, 'evt_cancel_paid'));
    await until(() => reservedInSearch(car.id), 5_000);
    // its reference alone is no proof: only the confirmation link's token cancels it
    const guessed = await post(`/api/reservations/${started.reservation.id}/cancel`, {});
    expect(guessed.status).toBe(404);
    expect(await reservedInSearch(car.id)).toBe(true);
    const token = new URL(started.success_page, `http://${host}`).searchParams.get('token');
    expect(token).toBeTruthy();
    const cancelled = await post(`/api/reservations/${started.reservation.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json()).toMatchObject({ reservation: { state: 'refunded' } });
    await until(async () => !(await reservedInSearch(car.id)), 5_000);
    const refund = stripe.calls.filter((c) => c.path === '/v1/refunds').pop()!;
    expect(refund).toMatchObject({
      idempotencyKey: `refund-${started.reservation.id}`,
      form: { payment_intent: `pi_${String(session.id)}`, amount: '20000' },
    });
  });
});
