import { feedImageHref } from './image-variants';
import { formatNumber } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { type Car, type Location } from './entities';
import { dealerCommentParagraphs } from './dealer-comments';
import { type PriceDisplay } from './price-display';
import { shownPrice, vehiclePageUrl, type SidebarSite } from './vehicle-sidebar';

// What the site's listings feeds (Google Merchant Center vehicle ads, the Meta automotive
// catalogue, the JSON stock feed) say of a car, worked out once: its page and photos as absolute
// addresses on the site's own domain, its price as the vehicle page shows it, and why an ads
// feed leaves it out. Each feed is a pure function of the cars the site shows (spec §4 stock
// visibility), the site and its locations.

export type FeedSite = Pick<Site, 'slug' | 'name' | 'url'> &
  Pick<SidebarSite, 'features' | 'content'> &
  Partial<Pick<Site, 'media'>>;

export interface FeedSources {
  /** the cars the site shows now (spec §4 stock visibility) */
  cars: readonly Car[];
  locations: readonly Location[];
}

/** A car as every feed describes it. */
export interface FeedListing {
  car: Car;
  /** the car's location, null when the site has no such location */
  location: Location | null;
  /** the vehicle page, absolute on the site's domain */
  url: string;
  /** the car's photos, absolute, in the page's order */
  images: string[];
  /** the price as the vehicle page shows it; null for a sold car (it shows SOLD) */
  price: PriceDisplay | null;
  /** the amount an ad may carry as the car's price, else null */
  adPrice: number | null;
  description: string;
}

/** Longest description Google and Meta take. */
export const FEED_DESCRIPTION_MAX = 5000;

const conditionWord = { new: 'New', demo: 'Demo', used: 'Used' } as const;

/**
 * The feed's description of a car: the dealer's comments, a paragraph a line (spec §5 split on
 * a bar); without comments a line of the car's facts. Cut at 5,000 characters.
 */
export function feedDescription(car: Car): string {
  const paragraphs = dealerCommentParagraphs(car.dealerComments);
  const text =
    paragraphs.length > 0
      ? paragraphs.join('\n')
      : [
          `${conditionWord[car.carType]} ${car.name}`,
          `${formatNumber(car.km)} km`,
          car.transmission,
          car.fuel,
          car.colour,
        ]
          .filter((part) => part.trim() !== '')
          .join(', ') + '.';
  return text.length <= FEED_DESCRIPTION_MAX
    ? text
    : `${text.slice(0, FEED_DESCRIPTION_MAX - 1).trimEnd()}…`;
}

// spec §4 price display precedence, as the vehicle page and its structured data show it: an ad
// carries the price or offer price only, never PREORDER, the no-price text or a weekly
// subscription figure (those cars have no price to advertise).
export function advertisedPrice(price: PriceDisplay | null): number | null {
  if (!price || price.amount === null) return null;
  return price.kind === 'price' || price.kind === 'offer' ? price.amount : null;
}

/** The listing of each car, in a stable order (by stock number, then id). */
export function feedListings(site: FeedSite, sources: FeedSources): FeedListing[] {
  const locationOf = new Map(sources.locations.map((location) => [location.id, location]));
  return [...sources.cars]
    .sort((a, b) => a.stocknum.localeCompare(b.stocknum) || a.id - b.id)
    .map((car) => {
      const url = vehiclePageUrl(car, site);
      const price = shownPrice(car, site);
      return {
        car,
        location: locationOf.get(car.locationId) ?? null,
        url,
        // JPEG variants through the image route, which the providers' image rules take
        images: car.images.map((image) =>
          new URL(
            feedImageHref(image.url, site.media?.photoHosts ?? [], site.media?.imageQuality),
            url,
          ).toString(),
        ),
        price,
        adPrice: advertisedPrice(price),
        description: feedDescription(car),
      };
    });
}

/** A car an ads feed leaves out, and why. */
export interface FeedExclusion {
  stocknum: string;
  reason: string;
}

/** An ads feed's items and the cars it leaves out. */
export interface AdsFeedItems<Item> {
  items: Item[];
  excluded: FeedExclusion[];
}

/**
 * An ads feed's items from the site's listings: each listing made into an item by the
 * provider's own rule, or left out with the reason that rule gives.
 */
export function adsFeedItems<Item>(
  site: FeedSite,
  sources: FeedSources,
  make: (listing: FeedListing) => { item: Item } | { excluded: string },
): AdsFeedItems<Item> {
  const result: AdsFeedItems<Item> = { items: [], excluded: [] };
  for (const listing of feedListings(site, sources)) {
    const made = make(listing);
    if ('item' in made) result.items.push(made.item);
    else result.excluded.push({ stocknum: listing.car.stocknum, reason: made.excluded });
  }
  return result;
}

/** A VIN as the providers take it: 17 letters and digits, without I, O or Q. */
export function isFeedVin(vin: string | null): vin is string {
  return vin !== null && /^[A-HJ-NPR-Z0-9]{17}$/i.test(vin.trim());
}

/** '12345.00 AUD': the price form both Google and Meta take. */
export function feedPrice(amount: number): string {
  return `${amount.toFixed(2)} AUD`;
}

/**
 * Why an ads feed leaves a listing out, or null when it can carry it: a sold car is not
 * advertised; otherwise the names of the provider's required attributes the car has no value
 * for.
 */
export function adsExclusionReason(
  listing: FeedListing,
  required: Record<string, (listing: FeedListing) => boolean>,
): string | null {
  if (listing.car.status === 'sold') return 'sold: a sold car is not advertised';
  const missing = Object.entries(required)
    .filter(([, has]) => !has(listing))
    .map(([name]) => name);
  return missing.length > 0 ? `missing ${missing.join(', ')}` : null;
}

const hasText = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** Checks of the values the ads feeds share. */
export const listingHas = {
  text: hasText,
  vin: (listing: FeedListing) => isFeedVin(listing.car.vin),
  photo: (listing: FeedListing) => listing.images.length > 0,
  price: (listing: FeedListing) => listing.adPrice !== null && listing.adPrice > 0,
  location: (listing: FeedListing) => listing.location !== null,
};
