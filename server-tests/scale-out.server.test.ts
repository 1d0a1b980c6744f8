import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSites, getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car } from '../platform/src/domain/entities';
import { checkoutHref } from '../platform/src/domain/reservations';
import { isCheckoutEnabled } from '../platform/src/domain/vehicle-sidebar';
import { stockImportTokenName } from '../platform/src/domain/stock-import-token';
import {
  createPhoneCheck,
  PHONE_CHECK_COOKIE,
} from '../platform/src/services/reservations/phone-check';
import { openDatabase, type DatabaseHandle } from '../platform/src/store/database';
import { createStockRepository } from '../platform/src/store/stock-repository';
import { adfFileName } from '../platform/src/services/leads/transports';
import { request, type RunningApp, startApp, timeUntil } from './app-server';
import { createLoader, type LoadFigures } from './load';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { codeTextedTo } from './sms-outbox';

// Production on more than one process (README 'Running in production'): three processes of the
// generic app on one PostgreSQL database behind a round-robin proxy, as a load balancer would
// put them. A stock change through the import webhook shows on every process within 5 s; a
// client's lead and sign-in code budgets hold over all three, not three times; a shopper signed
// in through one is signed in on the others and a reservation made through one is seen by all;
// and under a bounded load (a few hundred requests a second for 20 s), `kill -9` of one process
// loses no acknowledged lead or reservation, every lead is delivered once, and the proxy's other
// processes keep answering. It prints requests a second and p95 for three processes and one.

const url = process.env.TEST_DATABASE_URL;
const PORTS = [3261, 3262, 3263] as const;
const site = getSiteBySlug('southern-cross-motors') as Site;
// the site as its sites file gives it to the apps: with shoppers' accounts on
const siteInput = {
  ...demoSites.find((s) => s.slug === site.slug)!,
  features: { ...demoSites.find((s) => s.slug === site.slug)!.features, authentication: true },
};
const hostAt = (port: number) => `${site.slug}.localhost:${port}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-scale-out-'));
const outbox = path.join(dir, 'lead-outbox');
const smsOutbox = path.join(dir, 'sms-outbox');
const sitesFile = path.join(dir, 'sites.json');
const TOKEN = 'scale-out-test-import-token';
const AUTH_SECRET = 'scale-out-test-secret-of-the-three-apps-0123456789';
const phoneCheck = createPhoneCheck(AUTH_SECRET);
// this run's own database, made on the test server beside the others
const database = `dealer_scale_${process.pid}`;
const scaleUrl = url ? url.replace(/\/[^/]*$/, `/${database}`) : '';

// PostgreSQL's client, as the platform has it installed (for the database of its own and the checks)
interface PgPool {
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}
const { Pool } = createRequire(path.join(import.meta.dirname, '../platform/package.json'))(
  'pg',
) as {
  Pool: new (options: { connectionString?: string; max?: number }) => PgPool;
};

const { hit, load, close: closeLoader } = createLoader(hostAt);

/** The environment every process has: one database, one secret, behind one proxy. */
const appEnv = {
  DATABASE_URL: scaleUrl,
  SITES_FILE: sitesFile,
  LEAD_OUTBOX_DIR: outbox,
  SMS_OUTBOX_DIR: smsOutbox,
  AUTH_SECRET,
  TRUSTED_PROXY_HOPS: '1',
  // a client's budgets: the burst of 10, then (nearly) nothing within the test
  LEAD_RATE_PER_IP: '1',
  SIGN_IN_CODE_RATE_PER_CLIENT: '1',
  SEARCH_RATE_PER_CLIENT: '100000',
  [stockImportTokenName(site.slug)]: TOKEN,
};

const leadBody = (i: number, locationId: number) => ({
  form: 'general-enquiry',
  values: {
    name: 'Scale',
    last_name: `Shopper ${i}`,
    postcode: '2000',
    phone: '0423 456 789',
    email: `scale${i}@example.com.au`,
    message: 'Is this car still available?',
    category: 'General Enquiry',
    location_id: locationId,
    terms: true,
  },
});

describe.runIf(url)('three app processes on one PostgreSQL behind a round-robin proxy', () => {
  const apps: RunningApp[] = [];
  let proxy: RoundRobinProxy;
  let handle: DatabaseHandle;
  let cars: Car[];
  let locationId: number;

  beforeAll(async () => {
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
    await admin.end();
    fs.writeFileSync(sitesFile, JSON.stringify([siteInput]));
    // the first loads the demo site into the database; the others find it there
    for (const [i, port] of PORTS.entries()) {
      apps.push(await startApp('generic', port, path.join(dir, `app-${i}`), hostAt(port), appEnv));
    }
    proxy = await startRoundRobinProxy(PORTS);
    handle = await openDatabase({ databaseUrl: scaleUrl });
    const stock = createStockRepository(handle.db);
    cars = await stock.listVisibleCars(site, new Date());
    // a dealership the enquiry form offers: a shown sales location
    locationId = (await stock.listLocations(site)).find(
      (l) => l.visible && l.locationType === 'sales',
    )!.id;
  }, 600_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apps.map((app) => app.stop('SIGKILL')));
    await handle?.close();
    closeLoader();
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`drop database if exists ${database}`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers /healthz on every process once its store and search are ready', async () => {
    for (const port of PORTS) {
      const answer = await request(port, '127.0.0.1', 'GET', '/healthz');
      expect(answer.status).toBe(200);
      expect(answer.body.trim()).toBe('ok');
    }
  });

  it('shows a stock change through the import webhook on every process within 5 s', async () => {
    const car = cars.find((c) => c.price > 20_000 && !c.reserved)!;
    const price = car.price - 1_111;
    const imported = await hit(proxy.port, 'POST', '/api/stock/import', {
      body: { mode: 'merge', cars: [{ stocknum: car.stocknum, price }] },
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(imported.status, imported.body).toBe(200);
    const dollars = `$${price.toLocaleString('en-AU')}`;
    // each process watched on its own (its page and its search at once), so one that already
    // shows the change is not asked again while the others catch up
    const seenOn = async (port: number) => {
      const [page, search] = await Promise.all([
        hit(port, 'GET', `/cars/${car.slug}`),
        hit(port, 'POST', '/api/search/multi-search', {
          body: {
            queries: [
              {
                indexUid: 'stock',
                filter: `id = ${car.id}`,
                attributesToRetrieve: ['list_price'],
              },
            ],
          },
        }),
      ]);
      const hits = (JSON.parse(search.body) as { results: { hits: { list_price: number }[] }[] })
        .results[0]!.hits;
      return page.body.includes(dollars) && hits[0]?.list_price === price;
    };
    const times = await Promise.all(PORTS.map((port) => timeUntil(() => seenOn(port), 5_000)));
    expect(Math.max(...times), `per process: ${times.join(', ')} ms`).toBeLessThanOrEqual(5_000);
    // and none goes back to the old price
    for (const port of PORTS) {
      const page = await hit(port, 'GET', `/cars/${car.slug}`);
      expect(page.body).not.toContain(`$${car.price.toLocaleString('en-AU')}</`);
    }
  }, 60_000);

  it('holds a client’s lead budget over the three processes: 10 in all, not 30', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        hit(proxy.port, 'POST', '/api/leads', {
          body: leadBody(1000 + i, locationId),
          headers: { 'idempotency-key': `scale-budget-${i}-abcdef` },
          client: '203.0.113.60',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // each process answered some of them
    expect([...proxy.answered.values()].every((n) => n > 0)).toBe(true);
  }, 60_000);

  it('holds a client’s sign-in code budget likewise', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        hit(proxy.port, 'POST', '/api/auth/phone-number/send-otp', {
          body: {
            phoneNumber: `0412 ${String(300_000 + i).slice(0, 3)} ${String(300_000 + i).slice(3)}`,
          },
          client: '203.0.113.61',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  }, 60_000);

  it('signs a shopper in through one process for all three, and shows their reservation on all', async () => {
    const mobile = '0412 555 010';
    const e164 = '+61412555010';
    const sent = await hit(PORTS[0], 'POST', '/api/auth/phone-number/send-otp', {
      body: { phoneNumber: mobile },
      client: '203.0.113.62',
    });
    expect(sent.status, sent.body).toBe(200);
    const code = codeTextedTo(smsOutbox, site.slug, e164);
    // the code is checked by another process than the one that sent it
    const verified = await hit(PORTS[1], 'POST', '/api/auth/phone-number/verify', {
      body: { phoneNumber: mobile, code },
      client: '203.0.113.62',
    });
    expect(verified.status, verified.body).toBe(200);
    const setCookie = ([] as string[]).concat(verified.headers['set-cookie'] ?? []);
    const cookie = setCookie.map((c) => c.split(';')[0]!).join('; ');
    for (const port of PORTS) {
      const session = await hit(port, 'GET', '/api/auth/get-session', { headers: { cookie } });
      expect(JSON.parse(session.body), `process on ${port}`).toEqual({
        signedIn: true,
        phoneNumber: e164,
      });
    }

    const car = cars.find((c) => isCheckoutEnabled(c, site) && !c.reserved)!;
    // the car's page links its checkout until the car is held
    const offersCheckout = (page: string) =>
      page.includes(`href="${checkoutHref(site, car.slug)}"`);
    for (const port of PORTS) {
      expect(offersCheckout((await hit(port, 'GET', `/cars/${car.slug}`)).body)).toBe(true);
    }
    const reserved = await hit(PORTS[2], 'POST', '/api/reservations', {
      body: {
        form: 'reserve',
        car_id: car.id,
        values: {
          name: 'Signed',
          last_name: 'Shopper',
          email: 'signed.shopper@example.com.au',
          phone: mobile,
          postcode: '2000',
          terms: true,
        },
      },
      headers: { cookie, 'idempotency-key': 'scale-signed-in-reservation' },
      client: '203.0.113.62',
    });
    expect(reserved.status, reserved.body).toBe(201);
    const shownOnAll = async () =>
      (
        await Promise.all(
          PORTS.map(async (port) => {
            const page = await hit(port, 'GET', `/cars/${car.slug}`);
            return page.status === 200 && !offersCheckout(page.body);
          }),
        )
      ).every(Boolean);
    expect(await timeUntil(shownOnAll, 5_000)).toBeLessThanOrEqual(5_000);
  }, 60_000);

  it('loses no acknowledged lead or reservation when one process is killed under load, and keeps answering', async () => {
    const pages = cars.slice(0, 40).map((car) => ({ method: 'GET', path: `/cars/${car.slug}` }));
    const searches = ['Toyota', 'Mazda', 'Ford', 'Hyundai'].map((q) => ({
      method: 'POST',
      path: '/api/search/multi-search',
      body: { queries: [{ indexUid: 'stock', q, hitsPerPage: 12 }] },
    }));
    // warm each process's cache of those pages first
    for (const port of PORTS) for (const page of pages) await hit(port, 'GET', page.path);
    const mix = [
      ...pages.slice(0, 10),
      searches[0]!,
      ...pages.slice(10, 20),
      searches[1]!,
      ...pages.slice(20, 30),
      searches[2]!,
      ...pages.slice(30),
      searches[3]!,
    ];

    const SECONDS = 20;
    const KILL_AT_MS = 8_000;
    const acknowledgedLeads = new Map<string, string>(); // idempotency key -> lead id
    const acknowledgedHolds = new Map<number, string>(); // car id -> reservation id
    const started = Date.now();
    const loadRun = load(proxy.port, mix, { seconds: SECONDS, rate: 250, connections: 24 });

    // shoppers send leads all along (each from its own address), retrying a failed send with the
    // same key as the form does
    const sendLead = async (i: number) => {
      const key = `scale-load-${i}-abcdef`;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const answer = await hit(proxy.port, 'POST', '/api/leads', {
          body: leadBody(i, locationId),
          headers: { 'idempotency-key': key },
          client: `198.51.100.${i % 250}`,
        }).catch(() => null);
        if (answer && (answer.status === 201 || answer.status === 200)) {
          acknowledgedLeads.set(key, (JSON.parse(answer.body) as { lead_id: string }).lead_id);
          return;
        }
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    const leadsSent = (async () => {
      const sends: Promise<void>[] = [];
      for (let i = 0; Date.now() - started < SECONDS * 1000; i += 1) {
        sends.push(sendLead(i));
        await new Promise((r) => setTimeout(r, 200));
      }
      await Promise.all(sends);
    })();
    // and reservations of eight cars around the moment of the kill
    const holdable = cars.filter((c) => isCheckoutEnabled(c, site) && !c.reserved).slice(5, 13);
    const reserve = async (car: Car, i: number) => {
      const mobile = `+6141234${String(7000 + i).padStart(4, '0')}`;
      const answer = await hit(proxy.port, 'POST', '/api/reservations', {
        body: {
          form: 'reserve',
          car_id: car.id,
          values: {
            name: 'Load',
            last_name: `Shopper ${i}`,
            email: `load${i}@example.com.au`,
            phone: `0${mobile.slice(3)}`,
            postcode: '2000',
            terms: true,
          },
        },
        headers: {
          'idempotency-key': `scale-hold-${i}-attempt`,
          cookie: `${PHONE_CHECK_COOKIE}=${phoneCheck.cookieValue(site.slug, mobile, new Date())}`,
        },
        client: `192.0.2.${i + 1}`,
      }).catch(() => null);
      if (answer?.status === 201) {
        const { reservation } = JSON.parse(answer.body) as { reservation: { id: string } };
        acknowledgedHolds.set(car.id, reservation.id);
      }
    };
    const holdsSent = (async () => {
      await new Promise((r) => setTimeout(r, KILL_AT_MS - 1_000));
      await Promise.all(
        holdable.map(async (car, i) => {
          await new Promise((r) => setTimeout(r, i * 250));
          await reserve(car, i);
        }),
      );
    })();

    await new Promise((r) => setTimeout(r, KILL_AT_MS));
    const killed = apps[2]!;
    killed.process.kill('SIGKILL');
    const figures = await loadRun;
    await Promise.all([leadsSent, holdsSent]);

    // the proxy's other processes kept answering: from a second after the kill, every request
    const afterKill = figures.timeline.filter((t) => t.at > KILL_AT_MS + 1_000);
    expect(afterKill.length).toBeGreaterThan(100);
    const failed = afterKill.filter((t) => !t.ok);
    expect(
      failed,
      `what the processes left said: ${apps
        .slice(0, 2)
        .map((a) => a.stderr().slice(-4000))
        .join('\n')}`,
    ).toEqual([]);
    console.log(
      `Under load with a process killed at ${KILL_AT_MS / 1000} s: ${figures.requests} requests, ` +
        `${figures.perSecond.toFixed(0)} a second, p95 ${figures.p95.toFixed(1)} ms, ` +
        `answers ${JSON.stringify(Object.fromEntries(figures.statuses))}, ${figures.failures} cut off; ` +
        `${acknowledgedLeads.size} leads and ${acknowledgedHolds.size} holds acknowledged.`,
    );
    expect(acknowledgedLeads.size).toBeGreaterThan(50);
    expect(acknowledgedHolds.size).toBeGreaterThan(0);

    // every acknowledged lead stored once, and delivered once (its ADF document in the outbox)
    const pool = new Pool({ connectionString: scaleUrl, max: 2 });
    try {
      const { rows } = await pool.query<{ idempotency_key: string; id: string }>(
        'select idempotency_key, id from leads where site_slug = $1 and idempotency_key like $2',
        [site.slug, 'scale-load-%'],
      );
      for (const [key, id] of acknowledgedLeads) {
        expect(rows.filter((row) => row.idempotency_key === key).map((row) => row.id)).toEqual([
          id,
        ]);
      }
      const ids = [...acknowledgedLeads.values()];
      const undelivered = async () =>
        (
          await pool.query<{ lead_id: string; status: string; claimed_by: string | null }>(
            `select lead_id, status, claimed_by from lead_deliveries
             where lead_id = any($1) and status <> 'delivered'`,
            [ids],
          )
        ).rows;
      // a delivery the killed process had claimed waits for its claim's lease to run out (5
      // minutes): that time is passed here by ending those leases, not waited for
      await timeUntil(async () => (await undelivered()).length === 0, 30_000);
      const waiting = await undelivered();
      expect(
        waiting.every((row) => row.claimed_by !== null),
        JSON.stringify(waiting),
      ).toBe(true);
      if (waiting.length > 0) {
        await pool.query(
          `update lead_deliveries set claimed_until = now() where status = 'pending' and claimed_by = any($1)`,
          [[...new Set(waiting.map((row) => row.claimed_by))]],
        );
      }
      const waited = await timeUntil(async () => (await undelivered()).length === 0, 40_000);
      expect(waited, JSON.stringify(await undelivered())).toBeLessThan(40_000);
      const deliveries = await pool.query<{ lead_id: string; n: number }>(
        `select lead_id, count(*)::int as n from lead_deliveries where lead_id = any($1) group by lead_id`,
        [ids],
      );
      expect(deliveries.rows.every((row) => row.n === 1)).toBe(true);
      expect(deliveries.rows).toHaveLength(ids.length);
      for (const id of ids) {
        expect(fs.existsSync(path.join(outbox, adfFileName({ id, siteSlug: site.slug }))), id).toBe(
          true,
        );
      }
      // every acknowledged hold kept
      const holds = await pool.query<{ id: string; car_id: number; state: string }>(
        'select id, car_id, state from reservations where id = any($1)',
        [[...acknowledgedHolds.values()]],
      );
      expect(holds.rows).toHaveLength(acknowledgedHolds.size);
      for (const row of holds.rows) {
        expect(acknowledgedHolds.get(row.car_id)).toBe(row.id);
        expect(['held', 'confirmed']).toContain(row.state);
      }
    } finally {
      await pool.end();
    }
  }, 180_000);

  it('prints what three processes serve beside one (cached vehicle pages)', async () => {
    // the killed process back on its data, so three serve again
    const port = PORTS[2];
    apps[2] = await startApp('generic', port, path.join(dir, 'app-2'), hostAt(port), appEnv);
    const pages = cars.slice(0, 40).map((car) => ({ method: 'GET', path: `/cars/${car.slug}` }));
    for (const p of PORTS) for (const page of pages) await hit(p, 'GET', page.path);
    const options = { seconds: 5, rate: 0, connections: 16 };
    const three = await load(proxy.port, pages, options);
    const oneBehindProxy = await startRoundRobinProxy([PORTS[0]]);
    const viaProxy = await load(oneBehindProxy.port, pages, options);
    await oneBehindProxy.close();
    const direct = await load(PORTS[0], pages, options);
    const line = (name: string, f: LoadFigures) =>
      `${name.padEnd(32)} ${f.perSecond.toFixed(0).padStart(6)} req/s   p95 ${f.p95.toFixed(1).padStart(6)} ms`;
    console.log(
      [
        'Cached vehicle pages, 16 connections, 5 s each:',
        line('three processes behind the proxy', three),
        line('one process behind the proxy', viaProxy),
        line('one process, no proxy', direct),
        `ratio three / one behind the proxy: ${(three.perSecond / viaProxy.perSecond).toFixed(2)}`,
      ].join('\n'),
    );
    for (const f of [three, viaProxy, direct]) {
      expect(f.failures).toBe(0);
      expect([...f.statuses.keys()], f.unexpected.join('\n')).toEqual([200]);
    }
  }, 240_000);
});
