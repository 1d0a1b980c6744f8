import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { offerHtmlText } from '../domain/offer-html';
import { isFinanceOffer } from '../domain/offers';
import { reviewAggregate } from '../domain/reviews';
import { createContentRepository } from './content-repository';
import { openDatabase, type DatabaseHandle } from './database';
import { loadDemoSite } from './demo-load';
import { demoLoads, locations, offers } from './schema';
import { createStockRepository } from './stock-repository';

const now = new Date('2026-11-20T00:00:00Z');
const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const single = getSiteBySlug('harbour-city-cars') as Site;

// The same tests run on the embedded store and, when TEST_DATABASE_URL is set, on PostgreSQL.
const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-content-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

describe.each(backends)('offers and reviews on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let content: ReturnType<typeof createContentRepository>;
  beforeAll(async () => {
    handle = await open();
    await loadDemoSite(handle.db, toyota, now, { replaceStock: true });
    await loadDemoSite(handle.db, single, now, { replaceStock: true });
    content = createContentRepository(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function storedOffers(site: Site) {
    return handle.db
      .select()
      .from(offers)
      .where(
        inArray(
          offers.dealershipId,
          site.dealerships.map((d) => d.id),
        ),
      );
  }

  it('lists the site’s offers in the dealer’s order, less the one excluded from the site', async () => {
    const stored = await storedOffers(toyota);
    const listed = await content.listOffers(toyota, now);
    expect(stored.length).toBeGreaterThanOrEqual(5);
    expect(listed).toHaveLength(stored.length - 1);
    expect(listed.map((o) => o.position)).toEqual(
      listed.map((o) => o.position).sort((a, b) => a - b),
    );
    expect(listed.some((o) => o.excludedWebsiteIds.includes(toyota.id))).toBe(false);
    expect(listed.some(isFinanceOffer)).toBe(true);
    expect(listed.some((o) => offerHtmlText(o.description).length > 200)).toBe(true);
    expect(listed.some((o) => (o.disclaimer?.length ?? 0) > 200)).toBe(true);
    expect(listed.filter((o) => o.popup)).toHaveLength(1);
  });

  it('shows the excluded offer to another site of the same dealerships (spec §5)', async () => {
    const excluded = (await storedOffers(toyota)).find((o) =>
      o.excludedWebsiteIds.includes(toyota.id),
    )!;
    const sister: Site = { ...toyota, id: 99, slug: 'swan-valley-toyota-used' };
    expect(await content.getOffer(toyota, excluded.id, now)).toBeNull();
    expect((await content.getOffer(sister, excluded.id, now))?.name).toBe(excluded.name);
    expect((await content.listOffers(sister, now)).map((o) => o.id)).toContain(excluded.id);
  });

  it('shows an excluded offer on a site that lists it as an exception (spec §5)', async () => {
    const excluded = (await storedOffers(toyota)).find((o) =>
      o.excludedWebsiteIds.includes(toyota.id),
    )!;
    const excepting: Site = {
      ...toyota,
      offers: { ...toyota.offers, exclusionExceptions: [excluded.id] },
    };
    expect((await content.getOffer(excepting, excluded.id, now))?.name).toBe(excluded.name);
    expect((await content.listOffers(excepting, now)).map((o) => o.id)).toContain(excluded.id);
  });

  it('answers another site’s offer, an unknown id and an offer past its last day as none', async () => {
    const [mine] = await content.listOffers(toyota, now);
    const [theirs] = await content.listOffers(single, now);
    expect((await content.getOffer(toyota, mine!.id, now))?.id).toBe(mine!.id);
    expect(await content.getOffer(toyota, theirs!.id, now)).toBeNull();
    expect(await content.getOffer(single, mine!.id, now)).toBeNull();
    expect(await content.getOffer(toyota, 987_654, now)).toBeNull();
    expect(await content.getOffer(toyota, -1, now)).toBeNull();

    const dated = (await content.listOffers(toyota, now)).find((o) => o.expiresOn !== null)!;
    const dayAfter = new Date(`${dated.expiresOn}T12:00:00+08:00`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(await content.getOffer(toyota, dated.id, dayAfter)).toBeNull();
    expect((await content.listOffers(toyota, dayAfter)).map((o) => o.id)).not.toContain(dated.id);
    const lastDay = new Date(`${dated.expiresOn}T12:00:00+08:00`);
    expect((await content.getOffer(toyota, dated.id, lastDay))?.id).toBe(dated.id);
  });

  it('counts the offer’s last day in the site’s own time zone', async () => {
    expect(await content.siteTimeZone(toyota)).toBe('Australia/Perth');
  });

  it('lists the reviews of the site’s locations, newest first, and of one location', async () => {
    const all = await content.listReviews(toyota);
    const siteLocations = await createStockRepository(handle.db).listLocations(toyota);
    expect(all.length).toBeGreaterThan(24 * siteLocations.length - 1);
    for (let i = 1; i < all.length; i += 1)
      expect(all[i - 1]!.reviewDate.getTime()).toBeGreaterThanOrEqual(all[i]!.reviewDate.getTime());
    expect(all.every((r) => siteLocations.some((l) => l.id === r.locationId))).toBe(true);

    const location = siteLocations[0]!;
    const own = await content.listReviews(toyota, { locationId: location.id });
    expect(own.length).toBeGreaterThanOrEqual(24);
    expect(own.every((r) => r.locationId === location.id)).toBe(true);
    // the location's rating and count are its reviews'
    expect(location.reviewCount).toBe(own.length);
    expect(location.averageRating).toBe(reviewAggregate(own).average);
    // another site's location has no reviews here
    expect(await content.listReviews(single, { locationId: location.id })).toEqual([]);
  });

  it('leaves out the reviews of a hidden location', async () => {
    const [location] = await createStockRepository(handle.db).listLocations(single);
    const before = (await content.listReviews(single)).length;
    await handle.db.update(locations).set({ visible: false }).where(eq(locations.id, location!.id));
    const hidden = (await content.listReviews(single)).length;
    await handle.db.update(locations).set({ visible: true }).where(eq(locations.id, location!.id));
    expect(hidden).toBeLessThan(before);
    expect(await content.listReviews(single, { locationId: location!.id })).toHaveLength(
      before - hidden,
    );
  });

  it('loads the offers and reviews again without doubling them', async () => {
    const offersBefore = (await storedOffers(single)).length;
    const reviewsBefore = (await content.listReviews(single)).length;
    // as if an older dataset were loaded: the loader replaces it whole
    await handle.db.delete(demoLoads).where(eq(demoLoads.siteSlug, single.slug));
    expect(await loadDemoSite(handle.db, single, now, { replaceStock: true })).toMatchObject({
      loaded: true,
    });
    expect((await storedOffers(single)).length).toBe(offersBefore);
    expect((await content.listReviews(single)).length).toBe(reviewsBefore);
  });
});
