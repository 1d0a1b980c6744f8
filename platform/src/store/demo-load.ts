import 'server-only';
import { count, eq, inArray } from 'drizzle-orm';
import { type Site } from '@dealer/site-config';
import {
  DEMO_DATA_VERSION,
  generateDemoData,
  generateDemoOffers,
  generateDemoReviews,
  withReviewAggregates,
} from '../demo';
import { demoModelRange } from '../demo/model-range';
import { type Database } from './database';
import { syncCarIds } from './stock-repository';
import { cars, dealerships, demoLoads, locations, models, offers, reviews } from './schema';
import { offerToRow, reviewToRow } from './content-repository';
import { carToRow, locationToRow } from './reshape';
import { DataDirError } from './data-dir';

const BATCH = 250;

export interface DemoLoadResult {
  site: string;
  loaded: boolean;
  cars: number;
  locations: number;
}

/**
 * Loads the seeded demo stock and locations of a site, idempotently: a site whose current
 * dataset version is already loaded is left as it is. Stock the demo loader did not put there
 * (a real feed) is never replaced unless `replaceStock` says so.
 */
export async function loadDemoSite(
  db: Database,
  site: Site,
  now: Date,
  { replaceStock = false }: { replaceStock?: boolean } = {},
): Promise<DemoLoadResult> {
  const [current] = await db.select().from(demoLoads).where(eq(demoLoads.siteSlug, site.slug));
  if (current?.version === DEMO_DATA_VERSION) {
    return { site: site.slug, loaded: false, cars: current.carCount, locations: 0 };
  }
  if (!current && !replaceStock) {
    const [stocked] = await db
      .select({ n: count() })
      .from(cars)
      .where(
        inArray(
          cars.dealershipId,
          site.dealerships.map((d) => d.id),
        ),
      );
    if ((stocked?.n ?? 0) > 0) {
      throw new DataDirError(
        `The store already holds ${stocked!.n} vehicles of ${site.slug} that are not demo stock, so no demo stock was loaded. ` +
          'Use another data directory or database, or pass --replace-stock to replace them.',
      );
    }
  }
  const data = generateDemoData(
    {
      slug: site.slug,
      template: site.template,
      dealerships: site.dealerships,
      demoStockCount: site.demoStockCount,
      demoPhotos: site.demoPhotos,
      finance: site.finance,
    },
    { now },
  );
  // spec §3 Offer and Review: the site's offers, and its locations' reviews (the locations'
  // ratings and counts are their reviews')
  const demoOffers = generateDemoOffers(site, { now });
  const demoReviews = generateDemoReviews(site.slug, data.locations, { now });
  const demoLocations = withReviewAggregates(data.locations, demoReviews);
  // spec §3 Model: the range of the site's manufacturer (shared by its franchise sites)
  const modelRows = demoModelRange(site.manufacturer);
  const dealershipIds = site.dealerships.map((d) => d.id);
  await db.transaction(async (tx) => {
    if (site.manufacturer) {
      await tx.delete(models).where(eq(models.manufacturer, site.manufacturer));
      if (modelRows.length > 0) await tx.insert(models).values(modelRows);
    }
    await tx.delete(cars).where(inArray(cars.dealershipId, dealershipIds));
    await tx.delete(offers).where(inArray(offers.dealershipId, dealershipIds));
    await tx
      .delete(reviews)
      .where(
        inArray(
          reviews.locationId,
          tx
            .select({ id: locations.id })
            .from(locations)
            .where(inArray(locations.dealershipId, dealershipIds)),
        ),
      );
    await tx.delete(locations).where(inArray(locations.dealershipId, dealershipIds));
    for (const d of site.dealerships) {
      await tx
        .insert(dealerships)
        .values({ id: d.id, slug: d.slug, name: d.name, make: d.make })
        .onConflictDoUpdate({
          target: dealerships.id,
          set: { slug: d.slug, name: d.name, make: d.make },
        });
    }
    const locationRows = demoLocations.map(locationToRow);
    for (let i = 0; i < locationRows.length; i += BATCH) {
      await tx.insert(locations).values(locationRows.slice(i, i + BATCH));
    }
    const carRows = data.cars.map(carToRow);
    for (let i = 0; i < carRows.length; i += BATCH) {
      await tx.insert(cars).values(carRows.slice(i, i + BATCH));
    }
    // the demo cars keep their ids; new ones (a feed's) come after them
    await syncCarIds(tx);
    const offerRows = demoOffers.map((offer) => offerToRow(offer, now));
    if (offerRows.length > 0) await tx.insert(offers).values(offerRows);
    const reviewRows = demoReviews.map(reviewToRow);
    for (let i = 0; i < reviewRows.length; i += BATCH) {
      await tx.insert(reviews).values(reviewRows.slice(i, i + BATCH));
    }
    const load = {
      siteSlug: site.slug,
      version: DEMO_DATA_VERSION,
      carCount: carRows.length,
      loadedAt: new Date(),
    };
    await tx
      .insert(demoLoads)
      .values(load)
      .onConflictDoUpdate({ target: demoLoads.siteSlug, set: load });
  });
  return {
    site: site.slug,
    loaded: true,
    cars: data.cars.length,
    locations: data.locations.length,
  };
}

export async function loadDemoSites(
  db: Database,
  sites: readonly Site[],
  now: Date,
  options: { replaceStock?: boolean } = {},
) {
  const results: DemoLoadResult[] = [];
  for (const site of sites) results.push(await loadDemoSite(db, site, now, options));
  return results;
}
