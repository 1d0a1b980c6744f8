import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { slugOf } from '../../domain/slug';
import { EmbeddedSearch } from '../../search';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import {
  createSavedSearchRepository,
  type SavedSearchInput,
  type SavedSearchRepository,
} from '../../store/saved-search-repository';
import { shopperUsers } from '../../store/schema';
import { createStockRepository, type StockRepository } from '../../store/stock-repository';
import { outboxEmailTransport, type EmailTransport } from '../email';
import { outboxSmsTransport } from '../sms';
import { runSearchAlerts, type SearchAlertsDeps, searchAlertsSchedule } from './search-alerts-job';

const site = getSiteBySlug('swan-valley-toyota') as Site;
const noAccounts = getSiteBySlug('harbour-city-cars') as Site;
const loadedAt = new Date('2026-11-26T22:00:00Z');
const hours = (n: number) => new Date(Date.parse('2026-11-27T01:00:00Z') + n * 3_600_000); // 09:00 in Perth
const phone = '+61412345678';

let handle: DatabaseHandle;
let stock: StockRepository;
let saved: SavedSearchRepository;
let search: EmbeddedSearch;
let outbox: string;
let modelPath: string;

/** The SMS and email files written so far for the site, oldest first. */
function messages(kind: 'sms' | 'email'): Record<string, unknown>[] {
  const folder = path.join(outbox, kind, site.slug);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
}

function deps(at: Date, email?: EmailTransport): SearchAlertsDeps {
  return {
    store: async () => ({ savedSearches: saved, stock }),
    backend: async () => search,
    sms: outboxSmsTransport(path.join(outbox, 'sms'), () => at),
    email: email ?? outboxEmailTransport(path.join(outbox, 'email'), () => at),
    now: () => at,
    log: () => undefined,
  };
}

async function changeCar(id: number, change: Partial<Car>, at: Date) {
  const car = (await stock.listCars(site)).find((c) => c.id === id)!;
  await stock.saveCars([{ ...car, ...change }], at);
  await search.refresh(site);
}

async function saveSearch(input: Partial<SavedSearchInput>) {
  const { search: row } = await saved.save(
    site.slug,
    'user-jack',
    {
      name: 'Used Toyota RAV4',
      path: modelPath,
      query: 'car_type=used',
      channel: 'sms',
      email: null,
      ...input,
    },
    loadedAt,
  );
  return row;
}

beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-alerts-outbox-'));
  handle = await openDatabase({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-alerts-store-')),
  });
  await loadDemoSite(handle.db, site, loadedAt);
  stock = createStockRepository(handle.db);
  saved = createSavedSearchRepository(handle.db);
  search = new EmbeddedSearch(stock);
  await handle.db.insert(shopperUsers).values({
    id: 'user-jack',
    siteSlug: site.slug,
    name: '',
    email: 'user-jack@swan-valley-toyota.invalid',
    phoneNumber: phone,
    phoneNumberVerified: true,
    createdAt: loadedAt,
    updatedAt: loadedAt,
  });
  // the model with the most used cars of the site
  const counts = new Map<string, number>();
  for (const car of (await stock.listVisibleCars(site, loadedAt)).filter(
    (c) => c.carType === 'used',
  )) {
    const key = `/search/${slugOf(car.make)}/${slugOf(car.model)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  modelPath = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
});
afterAll(async () => {
  await handle?.close();
});

describe('the saved search alerts job', () => {
  it('records on the first run, sends one digest of a drop, none more that day, and the next day’s', async () => {
    const row = await saveSearch({});
    const first = await runSearchAlerts(deps(hours(0)), [site]);
    expect(first).toMatchObject({ checked: 1, recorded: 1, sent: 0 });
    expect(messages('sms')).toEqual([]);
    const snapshot = await saved.snapshot(row.id);
    expect(snapshot.length).toBeGreaterThan(1);

    // a matching car's price drops by $1,500
    const cars = await stock.listCars(site);
    const [dropping, next] = snapshot
      .map((entry) => cars.find((c) => c.id === entry.id)!)
      .filter((car) => car.offerPrice === null && car.price > 5_000);
    await changeCar(dropping!.id, { price: dropping!.price - 1_500 }, hours(0.5));
    const second = await runSearchAlerts(deps(hours(1)), [site]);
    expect(second).toMatchObject({ checked: 1, recorded: 0, sent: 1, held: 0 });
    const [digest] = messages('sms');
    expect(messages('sms')).toHaveLength(1);
    expect(digest!.to).toBe(phone);
    const body = String(digest!.body);
    expect(body).toContain('1 price drop for your saved search "Used Toyota RAV4"');
    expect(body).toContain(
      `${dropping!.name}: $${(dropping!.price - 1_500).toLocaleString('en-AU')} (was $${dropping!.price.toLocaleString('en-AU')})`,
    );
    expect(body).toContain(`See them: ${site.url}${modelPath}?car_type=used`);
    expect(body).toContain(
      `Stop alerts: ${site.url}/pages/unsubscribe?token=${row.unsubscribeToken}`,
    );

    // another drop the same day: held, nothing sent
    await changeCar(next!.id, { price: next!.price - 2_000 }, hours(1.5));
    const third = await runSearchAlerts(deps(hours(2)), [site]);
    expect(third).toMatchObject({ checked: 1, sent: 0, held: 1 });
    expect(messages('sms')).toHaveLength(1);

    // the next day it goes, and only what changed since the last digest
    const fourth = await runSearchAlerts(deps(hours(24)), [site]);
    expect(fourth).toMatchObject({ checked: 1, sent: 1 });
    expect(messages('sms')).toHaveLength(2);
    const nextBody = String(messages('sms')[1]!.body);
    expect(nextBody).toContain(`${next!.name}: $`);
    expect(nextBody).not.toContain(`${dropping!.name}:`);
    await saved.remove(site.slug, 'user-jack', row.id);
  });

  it('emails a new matching car, and tries a digest that could not be sent again at the next run', async () => {
    const row = await saveSearch({
      channel: 'email',
      email: 'jack.brown@example.com.au',
      query: '',
    });
    // an address nobody confirmed: the confirmation email, and no alert
    const asked = await runSearchAlerts(deps(hours(29)), [site]);
    expect(asked).toMatchObject({ checked: 1, unconfirmed: 1, recorded: 0, sent: 0 });
    const [confirmation] = messages('email');
    expect(confirmation!.to).toBe('jack.brown@example.com.au');
    expect(confirmation!.subject).toBe(`Confirm your email for alerts from ${site.name}`);
    const link = /\/pages\/confirm-email\?token=([\w%-]+)/.exec(String(confirmation!.text));
    expect(String(confirmation!.text)).toContain(`${site.url}/pages/confirm-email?token=`);
    // while it waits: nothing recorded, and no second email within the hour
    expect(await runSearchAlerts(deps(hours(29.5)), [site])).toMatchObject({ unconfirmed: 1 });
    expect(messages('email')).toHaveLength(1);
    expect(await saved.snapshot(row.id)).toEqual([]);
    expect(
      await saved.confirmAlertEmail(site.slug, decodeURIComponent(link![1]!), hours(29.6)),
    ).toMatchObject({ email: 'jack.brown@example.com.au' });

    await runSearchAlerts(deps(hours(30)), [site]);
    const model = (await saved.snapshot(row.id))[0]!;
    const template = (await stock.listCars(site)).find((c) => c.id === model.id)!;
    const arrival: Car = {
      ...template,
      id: 990_001,
      slug: `${template.slug}-arrival`,
      stocknum: 'ARRIVAL1',
      vin: null,
      name: `${template.name} Arrival`,
      price: 31_990,
      offerPrice: null,
      createdAt: hours(30.5),
    };
    await stock.saveCars([arrival], hours(30.5));
    await search.refresh(site);

    const failing: EmailTransport = {
      kind: 'webhook',
      send: async () => {
        throw new Error('The email webhook answered 503.');
      },
    };
    const failed = await runSearchAlerts(deps(hours(31), failing), [site]);
    expect(failed).toMatchObject({ sent: 0, failed: 1 });
    expect(messages('email')).toHaveLength(1); // the confirmation only

    const sent = await runSearchAlerts(deps(hours(32)), [site]);
    expect(sent).toMatchObject({ sent: 1, failed: 0, unconfirmed: 0 });
    const email = messages('email')[1];
    expect(email!.to).toBe('jack.brown@example.com.au');
    expect(email!.subject).toBe(`Used Toyota RAV4: 1 new car at ${site.name}`);
    expect(String(email!.text)).toContain(`- ${arrival.name}: $31,990`);
    expect(String(email!.text)).toContain(`${site.url}/cars/${arrival.slug}`);
    expect(String(email!.html)).toContain(`href="${site.url}${modelPath}"`);
    expect(email!.headers).toEqual({
      'List-Unsubscribe': `<${site.url}/pages/unsubscribe?token=${row.unsubscribeToken}>`,
    });
    await saved.remove(site.slug, 'user-jack', row.id);
  });

  it('checks no search whose alerts are off, and no site without shopper accounts', async () => {
    const row = await saveSearch({ channel: 'none', query: 'query=quiet' });
    const report = await runSearchAlerts(deps(hours(40)), [site, noAccounts]);
    expect(report.checked).toBe(0);
    expect(
      (await saved.list(site.slug, 'user-jack')).find((s) => s.id === row.id)?.checkedAt,
    ).toBeNull();
  });
});

describe('searchAlertsSchedule: when an app runs the job', () => {
  it.each<[string | undefined, { intervalMs: number; firstRunMs: number } | null]>([
    [undefined, { intervalMs: 3_600_000, firstRunMs: 60_000 }],
    ['', { intervalMs: 3_600_000, firstRunMs: 60_000 }],
    ['1800', { intervalMs: 1_800_000, firstRunMs: 60_000 }],
    ['2', { intervalMs: 2_000, firstRunMs: 2_000 }],
    ['0', null],
  ])('SEARCH_ALERTS_INTERVAL_SECONDS=%s', (value, schedule) => {
    expect(searchAlertsSchedule({ SEARCH_ALERTS_INTERVAL_SECONDS: value })).toEqual(schedule);
  });

  it('refuses a value that is no number of seconds', () => {
    expect(() => searchAlertsSchedule({ SEARCH_ALERTS_INTERVAL_SECONDS: 'hourly' })).toThrow(
      'SEARCH_ALERTS_INTERVAL_SECONDS must be a number of seconds',
    );
    expect(() => searchAlertsSchedule({ SEARCH_ALERTS_INTERVAL_SECONDS: '-5' })).toThrow();
  });
});
