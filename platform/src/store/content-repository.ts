import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Site } from '@dealer/site-config';
import { type Model, modelSchema, sortModels } from '../domain/models';
import { type Offer, offerModelImageUrl, offerSchema, offersForSite } from '../domain/offers';
import { dayIn } from '../domain/promo-cards';
import { type Review, reviewSchema } from '../domain/reviews';
import { type Database } from './database';
import {
  locations,
  models,
  offers,
  reviews,
  type ModelRow,
  type OfferRow,
  type ReviewRow,
} from './schema';
import { siteDealershipIds } from './stock-repository';

// A site's content beside its stock: its dealerships' special offers (spec §3 Offer, §5
// exclusions) and its locations' reviews (spec §3 Review). Every query carries the site's
// dealership scope.

/** The offer of a stored row (the model's three columns as one model, or none). */
export function reshapeOffer(row: OfferRow): Offer {
  return offerSchema.parse({
    id: row.id,
    dealershipId: row.dealershipId,
    name: row.name,
    description: row.description,
    disclaimer: row.disclaimer,
    category: row.category,
    imageUrl: row.imageUrl,
    model:
      row.modelName && row.modelSlug
        ? { name: row.modelName, slug: row.modelSlug, overrideUrl: row.modelOverrideUrl }
        : null,
    manufacturer: row.manufacturer,
    excludedWebsiteIds: row.excludedWebsiteIds,
    popup: row.popup,
    expiresOn: row.expiresOn,
    position: row.position,
  });
}

export function offerToRow(offer: Offer, createdAt: Date): OfferRow {
  const valid = offerSchema.parse(offer);
  return {
    id: valid.id,
    dealershipId: valid.dealershipId,
    name: valid.name,
    description: valid.description,
    disclaimer: valid.disclaimer,
    category: valid.category,
    imageUrl: valid.imageUrl,
    modelName: valid.model?.name ?? null,
    modelSlug: valid.model?.slug ?? null,
    modelOverrideUrl: valid.model?.overrideUrl ?? null,
    manufacturer: valid.manufacturer,
    excludedWebsiteIds: valid.excludedWebsiteIds,
    popup: valid.popup,
    expiresOn: valid.expiresOn,
    position: valid.position,
    createdAt,
  };
}

export function reshapeReview(row: ReviewRow): Review {
  return reviewSchema.parse(row);
}

/** A stored model as the domain has it (a row the schema does not accept is an error). */
export function reshapeModel(row: ModelRow): Model {
  return modelSchema.parse(row);
}

export function reviewToRow(review: Review): ReviewRow {
  return reviewSchema.parse(review);
}

const FALLBACK_TIME_ZONE = 'Australia/Sydney';

export function createContentRepository(db: Database) {
  /** The time zone the site's days are counted in: its primary location's (else Sydney's). */
  async function siteTimeZone(site: Site): Promise<string> {
    const [row] = await db
      .select({ timezone: locations.timezone })
      .from(locations)
      .where(inArray(locations.dealershipId, siteDealershipIds(site)))
      .orderBy(desc(locations.primary), locations.id)
      .limit(1);
    return row?.timezone ?? FALLBACK_TIME_ZONE;
  }

  /** spec §3 image_or_model_image: each offer's model with its picture from the model range. */
  async function withModelImages(list: Offer[], site: Site): Promise<Offer[]> {
    const slugs = [...new Set(list.flatMap((offer) => (offer.model ? [offer.model.slug] : [])))];
    if (slugs.length === 0) return list;
    const range = await db
      .select({ manufacturer: models.manufacturer, slug: models.slug, imageUrl: models.imageUrl })
      .from(models)
      .where(inArray(models.slug, slugs));
    return list.map((offer) =>
      offer.model
        ? {
            ...offer,
            model: {
              ...offer.model,
              imageUrl: offerModelImageUrl(offer, range, site.manufacturer),
            },
          }
        : offer,
    );
  }

  async function siteOffers(site: Site, now: Date): Promise<Offer[]> {
    const rows = await db
      .select()
      .from(offers)
      .where(inArray(offers.dealershipId, siteDealershipIds(site)))
      .orderBy(offers.position, offers.id);
    const today = dayIn(await siteTimeZone(site), now);
    return withModelImages(offersForSite(rows.map(reshapeOffer), site, today), site);
  }

  return {
    /**
     * spec §3 Model: the model range of the site's manufacturer (a franchise site's), on sale
     * first, then coming soon, then discontinued; none for a site without a manufacturer.
     */
    async listModels(site: Pick<Site, 'manufacturer'>): Promise<Model[]> {
      if (!site.manufacturer) return [];
      const rows = await db.select().from(models).where(eq(models.manufacturer, site.manufacturer));
      return sortModels(rows.map(reshapeModel));
    },

    /** One model of the site's manufacturer's range by its slug, or null. */
    async getModel(site: Pick<Site, 'manufacturer'>, slug: string): Promise<Model | null> {
      if (!site.manufacturer) return null;
      const [row] = await db
        .select()
        .from(models)
        .where(and(eq(models.manufacturer, site.manufacturer), eq(models.slug, slug)));
      return row ? reshapeModel(row) : null;
    },

    /** the time zone of the site's day (an offer's last day, a popup's expiry) */
    siteTimeZone,

    /**
     * spec §2 /special-offers: the offers the site shows, in the dealer's order: its
     * dealerships' offers, less those excluded from the site (spec §5) and those past their last
     * day.
     */
    listOffers(site: Site, now = new Date()): Promise<Offer[]> {
      return siteOffers(site, now);
    },

    /**
     * An offer the site shows, by id; null for an unknown id, another site's offer, an offer
     * excluded from the site and one past its last day alike.
     */
    async getOffer(site: Site, id: number, now = new Date()): Promise<Offer | null> {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.id, id), inArray(offers.dealershipId, siteDealershipIds(site))));
      if (!row) return null;
      const today = dayIn(await siteTimeZone(site), now);
      const shown = offersForSite([reshapeOffer(row)], site, today);
      return (await withModelImages(shown, site))[0] ?? null;
    },

    /**
     * spec §3 Review: the reviews of the site's visible locations (or of one of them), newest
     * first. Which are shown (the site's minimum rating, 12) is domain siteReviewsToShow's rule.
     */
    async listReviews(site: Site, { locationId }: { locationId?: number } = {}): Promise<Review[]> {
      const rows = await db
        .select({ review: reviews })
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(
          and(
            inArray(locations.dealershipId, siteDealershipIds(site)),
            eq(locations.visible, true),
            locationId === undefined ? undefined : eq(reviews.locationId, locationId),
          ),
        )
        .orderBy(desc(reviews.reviewDate), desc(reviews.id));
      return rows.map(({ review }) => reshapeReview(review));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
