import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { createSavedSearchRepository, type SavedSearchInput } from './saved-search-repository';
import { shopperUsers } from './schema';

const now = new Date('2026-11-27T01:00:00Z');
const later = new Date('2026-11-27T02:00:00Z');
const site = 'swan-valley-toyota';
const otherSite = 'harbour-city-cars';

const rav4: SavedSearchInput = {
  name: 'Used Toyota RAV4',
  path: '/search/toyota/rav4',
  query: 'car_type=used',
  channel: 'email',
  email: 'jack.brown@example.com.au',
};

// The same tests run on the embedded store and, when TEST_DATABASE_URL is set, on PostgreSQL.
const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () =>
      openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-saved-searches-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

describe.each(backends)('saved searches store on %s', (_name, open) => {
  let handle: DatabaseHandle;
  // user ids of this run, so a shared PostgreSQL holds no earlier run's searches for them
  const run = Date.now();
  const jack = `user-jack-${run}`;
  const jill = `user-jill-${run}`;
  const elsewhere = `user-elsewhere-${run}`;

  beforeAll(async () => {
    handle = await open();
    const user = (id: string, siteSlug: string, phoneNumber: string) => ({
      id,
      siteSlug,
      name: '',
      email: `${id}@${siteSlug}.invalid`,
      phoneNumber,
      phoneNumberVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    await handle.db
      .insert(shopperUsers)
      .values([
        user(jack, site, `+614123${String(run).slice(-5)}`),
        user(jill, site, `+614987${String(run).slice(-5)}`),
        user(elsewhere, otherSite, `+614123${String(run).slice(-5)}`),
      ]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('saves a search once per address, updating its name and alerts when saved again', async () => {
    const repo = createSavedSearchRepository(handle.db);
    const first = await repo.save(site, jack, rav4, now);
    expect(first.created).toBe(true);
    expect(first.search).toMatchObject({ ...rav4, siteSlug: site, userId: jack, checkedAt: null });
    expect(first.search.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await repo.recordCheck(first.search.id, [{ id: 7, price: 30_000 }], now);

    const again = await repo.save(
      site,
      jack,
      { ...rav4, name: 'RAV4s', channel: 'sms', email: null },
      later,
    );
    expect(again.created).toBe(false);
    expect(again.search).toMatchObject({
      id: first.search.id,
      name: 'RAV4s',
      channel: 'sms',
      email: null,
    });
    // the same token, and checked afresh: the next check only records
    expect(again.search.unsubscribeToken).toBe(first.search.unsubscribeToken);
    expect(again.search.checkedAt).toBeNull();
    expect(await repo.snapshot(first.search.id)).toEqual([]);
    expect((await repo.list(site, jack)).map((s) => s.id)).toEqual([first.search.id]);
    expect(await repo.has(site, jack, rav4.path, rav4.query)).toBe(true);
    expect(await repo.has(site, jack, rav4.path, '')).toBe(false);
  });

  it('keeps each user’s and each site’s searches apart, and deletes only the owner’s', async () => {
    const repo = createSavedSearchRepository(handle.db);
    const mine = (await repo.save(site, jill, { ...rav4, query: '' }, now)).search;
    const theirs = (await repo.save(otherSite, elsewhere, { ...rav4, query: '' }, now)).search;
    const newer = (
      await repo.save(site, jill, { ...rav4, path: '/search', query: 'query=hybrid' }, later)
    ).search;
    expect((await repo.list(site, jill)).map((s) => s.id)).toEqual([newer.id, mine.id]);
    expect(await repo.countOf(site, jill)).toBe(2);
    expect((await repo.list(otherSite, elsewhere)).map((s) => s.id)).toEqual([theirs.id]);

    expect(await repo.remove(site, jack, mine.id)).toBe(false); // not Jack's
    expect(await repo.remove(otherSite, jill, mine.id)).toBe(false); // not that site's
    expect(await repo.remove(site, jill, mine.id)).toBe(true);
    expect(await repo.remove(site, jill, mine.id)).toBe(false);
    expect(await repo.remove(site, jill, 0)).toBe(false);
    expect(await repo.countOf(site, jill)).toBe(1);
  });

  it('records a check’s snapshot, replacing the last one', async () => {
    const repo = createSavedSearchRepository(handle.db);
    const { search } = await repo.save(site, jack, { ...rav4, query: 'price=0:40000' }, now);
    await repo.recordCheck(
      search.id,
      [
        { id: 12, price: 32_990.4 },
        { id: 11, price: 28_500 },
        { id: 12, price: 32_990 },
      ],
      now,
    );
    expect(await repo.snapshot(search.id)).toEqual([
      { id: 11, price: 28_500 },
      { id: 12, price: 32_990 },
    ]);
    await repo.recordCheck(search.id, [{ id: 13, price: 19_990 }], later);
    expect(await repo.snapshot(search.id)).toEqual([{ id: 13, price: 19_990 }]);
    const [row] = (await repo.list(site, jack)).filter((s) => s.id === search.id);
    expect(row?.checkedAt?.toISOString()).toBe(later.toISOString());
    // a search deleted takes its snapshot with it
    await repo.remove(site, jack, search.id);
    expect(await repo.snapshot(search.id)).toEqual([]);
  });

  it('lists the searches whose alerts are on, with the account’s mobile, and turns one off by its token', async () => {
    const repo = createSavedSearchRepository(handle.db);
    const quiet = (
      await repo.save(site, jack, { ...rav4, query: 'quiet=1', channel: 'none', email: null }, now)
    ).search;
    const alerting = await repo.alerting(site);
    const ids = alerting.map((s) => s.id);
    expect(ids).not.toContain(quiet.id);
    const jacks = alerting.find((s) => s.userId === jack)!;
    expect(jacks.phoneNumber).toMatch(/^\+614123/);
    expect(alerting.every((s) => s.siteSlug === site && s.channel !== 'none')).toBe(true);

    // another site's token, or a made-up one, is nothing
    expect(await repo.unsubscribe(otherSite, jacks.unsubscribeToken)).toBeNull();
    expect(await repo.unsubscribe(site, 'not-a-token')).toBeNull();
    expect(await repo.byToken(site, '')).toBeNull();
    const off = await repo.unsubscribe(site, jacks.unsubscribeToken);
    expect(off).toMatchObject({ id: jacks.id, channel: 'none' });
    expect((await repo.byToken(site, jacks.unsubscribeToken))?.channel).toBe('none');
    expect((await repo.alerting(site)).map((s) => s.id)).not.toContain(jacks.id);
  });

  it('lets one claim of a day’s digest win, and gives a claim back', async () => {
    const repo = createSavedSearchRepository(handle.db);
    const { search } = await repo.save(site, jill, { ...rav4, query: 'claim=1' }, now);
    const [a, b] = await Promise.all([
      repo.claimDigest(search.id, null, now),
      repo.claimDigest(search.id, null, now),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    // the claim read an older value: refused
    expect(await repo.claimDigest(search.id, null, later)).toBe(false);
    await repo.releaseDigest(search.id, now, null);
    expect(await repo.claimDigest(search.id, null, later)).toBe(true);
    expect(await repo.claimDigest(search.id, later, new Date(later.getTime() + 1))).toBe(true);
  });

  it('keeps an alert address unconfirmed until its token confirms it, one claim of its email at a time', async () => {
    const repo = createSavedSearchRepository(handle.db);
    const { search } = await repo.save(
      site,
      jill,
      { ...rav4, query: 'mail=1', channel: 'email', email: 'Jill@Example.com.au' },
      now,
    );
    const listed = () => repo.list(site, jill).then((rows) => rows.find((r) => r.id === search.id));
    expect((await listed())?.emailConfirmed).toBe(false);
    expect((await repo.alerting(site)).find((r) => r.id === search.id)?.emailConfirmed).toBe(false);
    const address = await repo.alertEmail(site, jill, 'jill@example.com.au ', now);
    expect(address).toMatchObject({ email: 'jill@example.com.au', confirmedAt: null, sends: 0 });
    // the same address again is the same row and token
    expect((await repo.alertEmail(site, jill, 'JILL@example.com.au', later)).token).toBe(
      address.token,
    );
    const always = () => true;
    const [a, b] = await Promise.all([
      repo.claimConfirmationSend(address, now, always),
      repo.claimConfirmationSend(address, now, always),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    await repo.undoConfirmationSend(address);
    expect((await repo.alertEmail(site, jill, address.email, now)).sends).toBe(0);
    expect(await repo.claimConfirmationSend(address, now, () => false)).toBeNull();

    expect(await repo.confirmAlertEmail(otherSite, address.token, later)).toBeNull();
    expect(await repo.confirmAlertEmail(site, 'not-a-token', later)).toBeNull();
    const confirmed = await repo.confirmAlertEmail(site, address.token, later);
    expect(confirmed?.confirmedAt?.toISOString()).toBe(later.toISOString());
    // confirmed once: a second press keeps the first time
    const again = await repo.confirmAlertEmail(site, address.token, new Date(later.getTime() + 1));
    expect(again?.confirmedAt?.toISOString()).toBe(later.toISOString());
    expect((await listed())?.emailConfirmed).toBe(true);
    expect((await repo.alerting(site)).find((r) => r.id === search.id)?.emailConfirmed).toBe(true);
    // a confirmed address takes no claim
    expect(await repo.claimConfirmationSend(address, later, always)).toBeNull();
    // another user of the site with the same address is not confirmed by it
    const { search: jacks } = await repo.save(
      site,
      jack,
      { ...rav4, query: 'mail=2', channel: 'email', email: 'jill@example.com.au' },
      now,
    );
    const jackRows = await repo.list(site, jack);
    expect(jackRows.find((r) => r.id === jacks.id)?.emailConfirmed).toBe(false);
  });
});
