import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { demoReferenceDate, generateDemoData } from '../platform/src/demo';
import { type Car } from '../platform/src/domain/entities';
import { slugOf } from '../platform/src/domain/slug';
import { isCarVisibleOnSite } from '../platform/src/domain/site-visibility';
import { stockImportTokenName } from '../platform/src/domain/stock-import-token';
import { request, type RunningApp, startApp } from './app-server';
import { codeTextedTo } from './sms-outbox';

// Saved searches with alerts against the built toyota app (Swan Valley Toyota has shopper
// accounts on): a shopper signs in with the code from the SMS dev outbox and saves a search with
// email alerts; the app's alerts job (every 2 seconds here) records what it matches, and after a
// matching car's price drops through the stock import, sends exactly one digest to the email
// outbox, whose link to the search answers 200. Another drop the same day sends nothing (the
// app's next runs, and `npm run alerts -- run` with the app stopped, hold it). The digest's
// unsubscribe link shows an 'Unsubscribe' button whose post turns the alerts off.

const PORT = 3221;
const TOKEN = 'saved-search-test-token';
const site = getSiteBySlug('swan-valley-toyota') as Site;
const host = `${site.slug}.localhost:${PORT}`;
const origin = `http://${host}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-saved-searches-server-'));
const dataDir = path.join(work, 'pglite');
const smsOutbox = path.join(work, 'sms-outbox');
const emailOutbox = path.join(work, 'email-outbox');
const env = {
  SMS_OUTBOX_DIR: smsOutbox,
  EMAIL_OUTBOX_DIR: emailOutbox,
  [stockImportTokenName(site.slug)]: TOKEN,
  SEARCH_ALERTS_INTERVAL_SECONDS: '2',
};
const mobile = '0412 000 321';
const e164 = '+61412000321';
let app: RunningApp | null = null;
let cookie = '';

// the used model with the most cars the site shows at their list price, and two of its cars
const demo = generateDemoData(site, { now: demoReferenceDate() });
const locationOf = new Map(demo.locations.map((l) => [l.id, l]));
const listed = demo.cars.filter(
  (car) =>
    car.carType === 'used' &&
    car.status === 'in_stock' &&
    car.price > 5_000 &&
    car.offerPrice === null &&
    car.subscriptionPrice === null &&
    isCarVisibleOnSite(site, car, locationOf.get(car.locationId) ?? null, new Date()),
);
const byModel = new Map<string, Car[]>();
for (const car of listed) {
  const key = `/search/${slugOf(car.make)}/${slugOf(car.model)}`;
  byModel.set(key, [...(byModel.get(key) ?? []), car]);
}
const [searchPath, [first, second] = []] = [...byModel.entries()].sort(
  (a, b) => b[1].length - a[1].length,
)[0]!;
const searchAddress = `${searchPath}?car_type=used`;

const get = (pathname: string, headers: Record<string, string> = {}) =>
  request(PORT, host, 'GET', pathname, undefined, headers);
const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  request(PORT, host, 'POST', pathname, JSON.stringify(body), {
    'content-type': 'application/json',
    origin,
    ...headers,
  });

const importPrice = (car: Car, price: number) =>
  request(
    PORT,
    host,
    'POST',
    '/api/stock/import',
    JSON.stringify({ mode: 'merge', cars: [{ stocknum: car.stocknum, price }] }),
    { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
  );

interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const CONFIRMATION_SUBJECT = `Confirm your email for alerts from ${site.name}`;

/** The alert digests in the site's outbox folder (not the address's confirmation), oldest first. */
const digests = () => emails().filter((email) => email.subject !== CONFIRMATION_SUBJECT);

/** The emails in the site's outbox folder, oldest first. */
function emails(): Email[] {
  const folder = path.join(emailOutbox, site.slug);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Email);
}

/** Polls until `check` holds (every 250 ms, at most `limitMs`). */
async function until(check: () => Promise<boolean> | boolean, limitMs = 30_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > limitMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function savedSearches() {
  const answer = await get('/api/saved-searches', { cookie });
  expect(answer.status, answer.body).toBe(200);
  return (
    answer.json() as {
      saved_searches: {
        name: string;
        channel: string;
        checked_at: string | null;
        email_confirmed: boolean | null;
      }[];
    }
  ).saved_searches;
}

beforeAll(async () => {
  expect(first && second).toBeTruthy();
  app = await startApp('toyota', PORT, dataDir, host, env);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('saved searches with alerts', () => {
  let digest: Email;

  it('signs in with the texted code and saves a search with email alerts', async () => {
    expect(
      (await postJson('/api/auth/phone-number/send-otp', { phoneNumber: mobile })).status,
    ).toBe(200);
    const verified = await postJson('/api/auth/phone-number/verify', {
      phoneNumber: mobile,
      code: codeTextedTo(smsOutbox, site.slug, e164),
    });
    expect(verified.status, verified.body).toBe(200);
    cookie = (verified.headers['set-cookie'] ?? '')
      .split(/,(?=\s*[\w.-]+=)/)
      .map((part) => part.trim().split(';')[0]!)
      .join('; ');
    // a visitor may not
    const body = {
      name: 'Used RAV4 watch',
      path: searchAddress,
      channel: 'email',
      email: 'jack.brown@example.com.au',
    };
    expect((await postJson('/api/saved-searches', body)).status).toBe(401);
    const saved = await postJson('/api/saved-searches', body, { cookie });
    expect(saved.status, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      saved_search: { path: searchAddress, channel: 'email', email_confirmed: false },
      confirmation_sent: true,
    });
  });

  it('sends alerts only once the address is confirmed from its email’s link and the page’s button', async () => {
    const [confirmation] = emails();
    expect(confirmation).toMatchObject({
      to: 'jack.brown@example.com.au',
      subject: CONFIRMATION_SUBJECT,
    });
    const link = new URL(/start the alerts: (\S+)/.exec(confirmation!.text)![1]!);
    expect(link.origin).toBe(new URL(site.url).origin);
    expect(link.pathname).toBe('/pages/confirm-email');
    // while it waits, the app's checks record nothing for it
    await new Promise((r) => setTimeout(r, 4_000));
    expect((await savedSearches())[0]?.checked_at).toBeNull();
    const asked = await get(`${link.pathname}${link.search}`);
    expect(asked.status).toBe(200);
    expect(asked.body).toContain(
      'Send the alerts of your saved searches to jack.brown@example.com.au?',
    );
    expect(asked.body).toContain('noindex');
    const form = /<form[^>]*action="\/api\/saved-searches\/confirm-email"[^>]*>/.exec(asked.body);
    expect(form?.[0]).toContain('method="post"');
    // reading the page confirmed nothing
    expect((await savedSearches())[0]!.email_confirmed).toBe(false);
    const posted = await request(
      PORT,
      host,
      'POST',
      '/api/saved-searches/confirm-email',
      new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', origin },
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(`${link.pathname}${link.search}`);
    const done = await get(`${link.pathname}${link.search}`);
    expect(done.body).toContain('Your email address jack.brown@example.com.au is confirmed.');
    expect((await savedSearches())[0]!.email_confirmed).toBe(true);
    expect(emails()).toHaveLength(1);
  });

  it('records what the search matches at its first check, and sends nothing', async () => {
    await until(async () => (await savedSearches())[0]?.checked_at != null);
    expect(digests()).toEqual([]);
  });

  it('sends exactly one digest after a matching car’s price drops, linking to the search', async () => {
    const imported = await importPrice(first!, first!.price - 1_500);
    expect(imported.status, imported.body).toBe(200);
    await until(() => digests().length > 0);
    expect(digests()).toHaveLength(1);
    digest = digests()[0]!;
    expect(digest.to).toBe('jack.brown@example.com.au');
    expect(digest.subject).toBe(`Used RAV4 watch: 1 price drop at ${site.name}`);
    const aud = (n: number) => `$${n.toLocaleString('en-AU')}`;
    expect(digest.text).toContain(
      `- ${first!.name}: ${aud(first!.price - 1_500)} (was ${aud(first!.price)})`,
    );
    const searchUrl = new URL(`${searchAddress}`, site.url).toString();
    expect(digest.text).toContain(`See the search: ${searchUrl}`);
    // the link is the site's own address: on this app it answers 200 with the car in it
    const link = new URL(searchUrl);
    const page = await get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Save this search');
  });

  it('sends nothing more the same day: the app’s next checks and the command line hold the next drop', async () => {
    expect((await importPrice(second!, second!.price - 2_000)).status).toBe(200);
    // four of the app's checks
    await new Promise((r) => setTimeout(r, 8_000));
    expect(digests()).toHaveLength(1);

    await app!.stop();
    app = null;
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'platform/src/services/saved-searches/alerts-cli.ts',
        'run',
        '--site',
        site.slug,
        '--data-dir',
        dataDir,
      ],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        encoding: 'utf8',
        env: { ...process.env, ...env, DATA_DIR: '', DATABASE_URL: '' },
        timeout: 120_000,
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('Checked 1 saved search of 1 site');
    expect(cli.stdout).toContain('0 digests sent, 1 held until tomorrow');
    expect(digests()).toHaveLength(1);
    app = await startApp('toyota', PORT, dataDir, host, env);
  });

  it('unsubscribes from the digest’s link: the page asks, the button’s post turns the alerts off', async () => {
    const link = new URL(/To stop these alerts, unsubscribe: (\S+)/.exec(digest.text)![1]!);
    expect(link.origin).toBe(new URL(site.url).origin);
    expect(link.pathname).toBe('/pages/unsubscribe');
    const token = link.searchParams.get('token')!;
    const asked = await get(`${link.pathname}${link.search}`);
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('Stop the alerts for your saved search Used RAV4 watch?');
    const form = /<form[^>]*action="\/api\/saved-searches\/unsubscribe"[^>]*>/.exec(asked.body);
    expect(form?.[0]).toContain('method="post"');
    // reading the page changed nothing
    expect((await savedSearches())[0]!.channel).toBe('email');

    const posted = await request(
      PORT,
      host,
      'POST',
      '/api/saved-searches/unsubscribe',
      new URLSearchParams({ token }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', origin },
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(`${link.pathname}${link.search}`);
    const done = await get(posted.headers.location!);
    expect(done.status).toBe(200);
    expect(done.body).toContain('You have been unsubscribed from alerts for Used RAV4 watch.');
    expect((await savedSearches())[0]!.channel).toBe('none');

    const invalid = await get('/pages/unsubscribe?token=made-up');
    expect(invalid.status).toBe(200);
    expect(invalid.body).toContain('This unsubscribe link is not valid.');
  });
});
