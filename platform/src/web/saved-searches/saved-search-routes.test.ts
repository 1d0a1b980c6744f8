import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { slugOf } from '../../domain/slug';
import { EmbeddedSearch } from '../../search';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import {
  createSavedSearchRepository,
  type SavedSearchRepository,
} from '../../store/saved-search-repository';
import { shopperUsers } from '../../store/schema';
import { createStockRepository, type StockRepository } from '../../store/stock-repository';
import { type ShopperSession } from '../accounts/session';
import { type EmailMessage, type EmailTransport } from '../../services/email';
import { confirmEmailView } from './confirm-email-view';
import {
  handleAlertEmailConfirm,
  handleSavedSearchCreate,
  handleSavedSearchDelete,
  handleSavedSearchList,
  handleSavedSearchUnsubscribe,
  savedSearchMessages,
  type SavedSearchRouteDeps,
  type SavedSearchSessionResolver,
} from './saved-search-routes';

const now = new Date('2026-11-27T01:00:00Z');
const demo = getSiteBySlug('swan-valley-toyota') as Site;
const site: Site = { ...demo, features: { ...demo.features, authentication: true } };
const switchedOff: Site = { ...demo, features: { ...demo.features, authentication: false } };
const host = `${site.slug}.localhost:3000`;

const jack: ShopperSession = {
  userId: 'user-jack',
  phoneNumber: '+61412345678',
  siteSlug: site.slug,
};
const jill: ShopperSession = {
  userId: 'user-jill',
  phoneNumber: '+61498765432',
  siteSlug: site.slug,
};
const signedIn =
  (who: ShopperSession = jack): SavedSearchSessionResolver =>
  async () =>
    who;
const anonymous: SavedSearchSessionResolver = async () => null;
// a session minted on another site is nobody here
const otherSite: SavedSearchSessionResolver = async () => ({
  ...jack,
  siteSlug: 'harbour-city-cars',
});

/** What the calls answer (fields present by call). */
interface Answer {
  success: boolean;
  message?: string;
  phone_number?: string;
  saved_search: { id: number } & Record<string, unknown>;
  saved_searches: ({ id: number } & Record<string, unknown>)[];
}

let handle: DatabaseHandle;
let stock: StockRepository;
let saved: SavedSearchRepository;
let search: EmbeddedSearch;
let make: string;
let model: string;

/** The emails the calls sent (a recording transport; `failEmails` makes it refuse). */
const emails: EmailMessage[] = [];
let failEmails = false;
const emailTransport: EmailTransport = {
  kind: 'outbox',
  async send(message) {
    if (failEmails) throw new Error('The email service is not answering');
    emails.push(message);
  },
};
let clock = now;

function deps(resolveSession: SavedSearchSessionResolver = signedIn()): SavedSearchRouteDeps {
  return {
    resolveSession,
    store: async () => ({ savedSearches: saved, stock }),
    backend: async () => search,
    email: () => emailTransport,
    now: () => clock,
  };
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://${host}${url}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function create(
  body: unknown,
  options: {
    on?: Site;
    resolve?: SavedSearchSessionResolver;
    headers?: Record<string, string>;
  } = {},
) {
  const response = await handleSavedSearchCreate(
    options.on ?? site,
    post('/api/saved-searches', body, options.headers),
    deps(options.resolve),
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

async function list(resolve: SavedSearchSessionResolver = signedIn(), on = site) {
  const response = await handleSavedSearchList(
    on,
    new Request(`http://${host}/api/saved-searches`, { headers: { host } }),
    deps(resolve),
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

async function remove(body: unknown, resolve: SavedSearchSessionResolver = signedIn(), on = site) {
  const response = await handleSavedSearchDelete(
    on,
    post('/api/saved-searches/delete', body),
    deps(resolve),
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

beforeAll(async () => {
  handle = await openDatabase({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-saved-search-routes-')),
  });
  await loadDemoSite(handle.db, demo, now);
  stock = createStockRepository(handle.db);
  saved = createSavedSearchRepository(handle.db);
  search = new EmbeddedSearch(stock);
  for (const who of [jack, jill]) {
    await handle.db.insert(shopperUsers).values({
      id: who.userId,
      siteSlug: site.slug,
      name: '',
      email: `${who.userId}@${site.slug}.invalid`,
      phoneNumber: who.phoneNumber,
      phoneNumberVerified: true,
      createdAt: now,
      updatedAt: now,
    });
  }
  const car = (await stock.listVisibleCars(site, now)).find((c) => c.carType === 'used')!;
  make = car.make;
  model = car.model;
});
afterAll(async () => {
  await handle?.close();
});

describe('POST /api/saved-searches', () => {
  it('saves the search at its normalised address for the signed-in shopper (201), and updates it when saved again (200)', async () => {
    const modelPath = `/search/${slugOf(make)}/${slugOf(model)}`;
    const first = await create({
      name: 'Used Toyota RAV4',
      path: `${modelPath}?sortBy=price:asc&page=2&car_type=used`,
      channel: 'email',
      email: 'jack.brown@example.com.au',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      saved_search: {
        name: 'Used Toyota RAV4',
        path: `${modelPath}?car_type=used`,
        channel: 'email',
        email: 'jack.brown@example.com.au',
        checked_at: null,
        last_alerted_at: null,
      },
    });
    expect(JSON.stringify(first.body)).not.toMatch(/token/i);

    const again = await create({
      name: 'RAV4s',
      path: `${modelPath}?car_type=used`,
      channel: 'sms',
    });
    expect(again.status).toBe(200);
    expect(again.body.saved_search).toMatchObject({
      id: first.body.saved_search.id,
      name: 'RAV4s',
      channel: 'sms',
      email: null,
    });
    const mine = await list();
    expect(mine.status).toBe(200);
    expect(mine.body.phone_number).toBe(jack.phoneNumber);
    expect(mine.body.saved_searches.map((s) => s.id)).toEqual([first.body.saved_search.id]);
    // Jill sees none of Jack's
    expect((await list(signedIn(jill))).body.saved_searches).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: ' ', path: '/search', channel: 'none' }, 'Please give this search a name.'],
    [
      'an unknown channel',
      { name: 'x', path: '/search', channel: 'fax' },
      'Please choose how we should tell you.',
    ],
    [
      'email alerts without an address',
      { name: 'x', path: '/search', channel: 'email' },
      'Email Address is required.',
    ],
    [
      'email alerts with a bad address',
      { name: 'x', path: '/search', channel: 'email', email: 'jack@' },
      'Please enter a valid email address.',
    ],
    ['no search', { name: 'x', channel: 'none' }, 'Please say which search to save.'],
    [
      'another page',
      { name: 'x', path: '/cars/some-car', channel: 'none' },
      savedSearchMessages.notASearch,
    ],
    [
      'a make the site does not have',
      { name: 'x', path: '/search/lamborghini', channel: 'none' },
      savedSearchMessages.notASearch,
    ],
    [
      'another site',
      { name: 'x', path: 'https://evil.example.com/search', channel: 'none' },
      savedSearchMessages.notASearch,
    ],
    [
      'a protocol-relative address',
      { name: 'x', path: '//evil.example.com/search', channel: 'none' },
      savedSearchMessages.notASearch,
    ],
  ])('refuses %s (400)', async (_case, body, message) => {
    const response = await create(body, { resolve: signedIn(jill) });
    expect(response).toEqual({ status: 400, body: { success: false, message } });
  });

  it('refuses a visitor (401), another site’s session (401), and answers 404 where authentication is off', async () => {
    const body = { name: 'Cars', path: '/search', channel: 'none' };
    expect(await create(body, { resolve: anonymous })).toEqual({
      status: 401,
      body: { success: false, message: savedSearchMessages.signIn },
    });
    expect((await create(body, { resolve: otherSite })).status).toBe(401);
    expect((await create(body, { on: switchedOff })).status).toBe(404);
    expect((await list(signedIn(), switchedOff)).status).toBe(404);
    expect((await remove({ id: 1 }, signedIn(), switchedOff)).status).toBe(404);
    expect((await list(anonymous)).status).toBe(401);
    expect((await remove({ id: 1 }, anonymous)).status).toBe(401);
  });

  it('refuses another origin, a body that is not JSON or too large', async () => {
    const body = { name: 'Cars', path: '/search', channel: 'none' };
    expect((await create(body, { headers: { origin: 'https://evil.example.com' } })).status).toBe(
      403,
    );
    expect((await create(body, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await create({ ...body, padding: 'x'.repeat(5000) })).status).toBe(413);
    expect((await create('{"name": ')).status).toBe(400);
  });

  it('keeps at most 20 searches a shopper (409), and lets one be saved again', async () => {
    const before = (await list(signedIn(jill))).body.saved_searches.length;
    for (let i = before; i < 20; i += 1) {
      expect(
        (
          await create(
            { name: `s${i}`, path: `/search?query=q${i}`, channel: 'none' },
            { resolve: signedIn(jill) },
          )
        ).status,
      ).toBe(201);
    }
    const full = await create(
      { name: 'one more', path: '/search?query=more', channel: 'none' },
      { resolve: signedIn(jill) },
    );
    expect(full).toEqual({
      status: 409,
      body: { success: false, message: savedSearchMessages.tooMany },
    });
    const resaved = await create(
      { name: 'again', path: '/search?query=q19', channel: 'sms' },
      { resolve: signedIn(jill) },
    );
    expect(resaved.status).toBe(200);
    // make room for the other tests
    for (const s of (await list(signedIn(jill))).body.saved_searches) {
      expect((await remove({ id: s.id }, signedIn(jill))).status).toBe(200);
    }
  });
});

describe('POST /api/saved-searches/delete', () => {
  it('deletes the shopper’s own search only', async () => {
    const created = await create({
      name: 'Cars',
      path: '/search?query=delete-me',
      channel: 'none',
    });
    const id = created.body.saved_search.id;
    expect(await remove({ id }, signedIn(jill))).toEqual({
      status: 404,
      body: { success: false, message: savedSearchMessages.notFound },
    });
    expect(await remove({ id: String(id) })).toEqual({ status: 200, body: { success: true } });
    expect((await remove({ id })).status).toBe(404);
    expect((await remove({ id: 'x' })).status).toBe(400);
  });
});

describe('POST /api/saved-searches/unsubscribe', () => {
  const form = (token: string) =>
    new Request(`http://${host}/api/saved-searches/unsubscribe`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });

  it('turns the alerts of the search its token names off and goes back to the page (303)', async () => {
    const created = await create({ name: 'Alerts', path: '/search?query=alerts', channel: 'sms' });
    const [row] = (await saved.list(site.slug, jack.userId)).filter(
      (s) => s.id === created.body.saved_search.id,
    );
    const response = await handleSavedSearchUnsubscribe(site, form(row!.unsubscribeToken), deps());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/pages/unsubscribe?token=${encodeURIComponent(row!.unsubscribeToken)}`,
    );
    expect((await saved.byToken(site.slug, row!.unsubscribeToken))?.channel).toBe('none');
  });

  it('changes nothing for an unknown token, refuses GET, and answers 404 where authentication is off', async () => {
    const response = await handleSavedSearchUnsubscribe(site, form('made-up'), deps());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pages/unsubscribe?token=made-up');
    const long = await handleSavedSearchUnsubscribe(site, form('y'.repeat(2_000)), deps());
    expect(long.status).toBe(303);
    expect(long.headers.get('location')).toBe(`/pages/unsubscribe?token=${'y'.repeat(100)}`);
    const get = new Request(`http://${host}/api/saved-searches/unsubscribe?token=x`, {
      headers: { host },
    });
    expect((await handleSavedSearchUnsubscribe(site, get, deps())).status).toBe(405);
    expect((await handleSavedSearchUnsubscribe(switchedOff, form('x'), deps())).status).toBe(404);
  });
});

describe('email alerts go only to a confirmed address', () => {
  const form = (token: string) =>
    new Request(`http://${host}/api/saved-searches/confirm-email`, {
      method: 'POST',
      headers: {
        host,
        origin: `http://${host}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token }).toString(),
    });
  const tokenOf = (message: EmailMessage) => {
    const link = /https?:\/\/\S+\/pages\/confirm-email\?token=([\w-]+)/.exec(message.text);
    expect(link, message.text).not.toBeNull();
    return decodeURIComponent(link![1]!);
  };

  it('emails the confirmation link once, confirms by the page’s button, and lists the state', async () => {
    emails.length = 0;
    const address = 'Jill.Alerts@example.com.au';
    const first = await create(
      { name: 'Confirm me', path: '/search?query=confirm', channel: 'email', email: address },
      { resolve: signedIn(jill) },
    );
    expect(first.status).toBe(201);
    expect(first.body.saved_search).toMatchObject({ email: address, email_confirmed: false });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      site: site.slug,
      to: 'jill.alerts@example.com.au',
      subject: `Confirm your email for alerts from ${site.name}`,
    });
    expect(emails[0]!.text).toContain('"Confirm me"');
    // a second search to the same address soon after: no second email
    await create(
      { name: 'Confirm me too', path: '/search?query=confirm2', channel: 'email', email: address },
      { resolve: signedIn(jill) },
    );
    expect(emails).toHaveLength(1);
    const token = tokenOf(emails[0]!);
    // the page offers the button; reading it confirms nothing
    expect(confirmEmailView(token, await saved.alertEmailByToken(site.slug, token))).toMatchObject({
      kind: 'confirm',
      button: 'Confirm',
    });
    expect((await list(signedIn(jill))).body.saved_searches[0]).toMatchObject({
      email_confirmed: false,
    });
    // another site's page knows no such token
    expect(await saved.alertEmailByToken('harbour-city-cars', token)).toBeNull();

    const confirmed = await handleAlertEmailConfirm(site, form(token), deps());
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(
      `/pages/confirm-email?token=${encodeURIComponent(token)}`,
    );
    expect(confirmEmailView(token, await saved.alertEmailByToken(site.slug, token))).toMatchObject({
      kind: 'done',
      message:
        'Your email address jill.alerts@example.com.au is confirmed. Your saved search alerts will be sent to it.',
    });
    const listed = (await list(signedIn(jill))).body.saved_searches;
    expect(listed.map((s) => s.email_confirmed)).toEqual([true, true]);
    // a confirmed address is not asked again
    const again = await create(
      { name: 'Confirmed', path: '/search?query=confirm3', channel: 'email', email: address },
      { resolve: signedIn(jill) },
    );
    expect(again.body.saved_search).toMatchObject({ email_confirmed: true });
    expect(emails).toHaveLength(1);
  });

  it('asks again an hour later at most three times, and a failed email takes no turn', async () => {
    emails.length = 0;
    const address = 'jack.again@example.com.au';
    const save = (query: string) =>
      create({ name: 'Again', path: `/search?query=${query}`, channel: 'email', email: address });
    failEmails = true;
    expect((await save('again0')).body.saved_search).toMatchObject({ email_confirmed: false });
    failEmails = false;
    expect(emails).toHaveLength(0);
    try {
      for (const [i, offsetMinutes] of [0, 30, 61, 122, 183, 244].entries()) {
        clock = new Date(now.getTime() + offsetMinutes * 60_000);
        await save(`again${i + 1}`);
      }
    } finally {
      clock = now;
    }
    // sent at 0, 61 and 122 minutes (30 is too soon, after three no more)
    expect(emails).toHaveLength(3);
  });

  it('changes nothing for an unknown token, refuses GET and another origin', async () => {
    const unknown = await handleAlertEmailConfirm(site, form('made-up'), deps());
    expect(unknown.status).toBe(303);
    expect(
      confirmEmailView('made-up', await saved.alertEmailByToken(site.slug, 'made-up')),
    ).toMatchObject({ kind: 'invalid' });
    const get = new Request(`http://${host}/api/saved-searches/confirm-email?token=x`, {
      headers: { host },
    });
    expect((await handleAlertEmailConfirm(site, get, deps())).status).toBe(405);
    const foreign = new Request(`http://${host}/api/saved-searches/confirm-email`, {
      method: 'POST',
      headers: {
        host,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'token=x',
    });
    expect((await handleAlertEmailConfirm(site, foreign, deps())).status).toBe(403);
    expect((await handleAlertEmailConfirm(switchedOff, form('x'), deps())).status).toBe(404);
  });
});

describe('malformed bodies', () => {
  it('answers 1,000 malformed bodies to each call with a 4xx, and saves nothing', async () => {
    const before = (await saved.list(site.slug, jill.userId)).length;
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((v) => {
        try {
          return JSON.stringify(v) ?? 'null';
        } catch {
          return '{}';
        }
      }),
      fc
        .record({
          name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          path: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          channel: fc.oneof(fc.string(), fc.constant(null)),
          email: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          id: fc.oneof(fc.string(), fc.double(), fc.constant(null)),
        })
        .map((v) => JSON.stringify(v)),
      // valid but for the address: never a search of the site
      fc
        .record({
          name: fc.constant('Cars'),
          channel: fc.constantFrom('sms', 'none'),
          path: fc.oneof(
            fc
              .string({ minLength: 1 })
              .filter((s) => !/[?#/\\%]/.test(s))
              .map((s) => `/search/${s}/${s}/x`),
            fc.webUrl(),
            fc.string().filter((s) => !s.startsWith('/')),
            fc.string().map((s) => `//${s}`),
          ),
        })
        .map((v) => JSON.stringify(v)),
    );
    for (const [call, seed] of [
      ['create', 20261127],
      ['delete', 7],
    ] as const) {
      for (const text of fc.sample(junk, { numRuns: 1000, seed })) {
        const request = post(`/api/saved-searches${call === 'delete' ? '/delete' : ''}`, text);
        const response =
          call === 'create'
            ? await handleSavedSearchCreate(site, request, deps(signedIn(jill)))
            : await handleSavedSearchDelete(site, request, deps(signedIn(jill)));
        // a body that happens to be valid may delete nothing (404): still a 4xx
        expect(response.status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(response.status, text.slice(0, 200)).toBeLessThan(500);
        const answer = (await response.json()) as { success: boolean; message: string };
        expect(answer.success).toBe(false);
        expect(answer.message.length).toBeGreaterThan(0);
      }
    }
    expect((await saved.list(site.slug, jill.userId)).length).toBe(before);
  });
});
