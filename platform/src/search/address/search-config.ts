import { formatNumber } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { profileOf, SLIDER_DEFAULT_BOUNDS } from '@dealer/template-profiles';
// each rule from its own module: this one reaches the browser (the search page's islands), where
// the domain's index would bring every rule and schema of the platform
import { cardActions } from '../../domain/card-actions';
import { cardTag, showsCertifiedBadge } from '../../domain/card-tags';
import { priceDisplay } from '../../domain/price-display';
import { factsFromDocument } from '../../domain/vehicle-facts';
import { isWatchlistOn } from '../../domain/watchlist';
import { type StockDocument } from '../../domain/stock-document';
import { type Favourite } from '../../domain/favourites';
import { type FacetDefinition, type SortOption } from './search-state';

// What a site's search page offers (its template profile's facets and sorts, with the site's
// switches), and the view model of a result card built with the domain rules. Shared by server and browser.

/** The facets shown only where the site's stock holds more than one of their values. */
export function severalValueAttributes(site: Site): string[] {
  return profileOf(site.template)
    .search.facets.filter((f) => f.onlyWithSeveralValues)
    .map((f) => f.attribute);
}

/**
 * spec §2 the search's city, dealership and badge filters where the site has more than one: a
 * facet marked so shows only when the site's stock holds more than one of its values (how many
 * each holds: `siteValueCounts`; a facet not counted shows).
 */
export function withSeveralValuesOnly(
  facets: readonly FacetDefinition[],
  siteValueCounts: Readonly<Record<string, number>>,
): FacetDefinition[] {
  return facets.filter(
    (f) => !f.onlyWithSeveralValues || (siteValueCounts[f.attribute] ?? Infinity) > 1,
  );
}

/**
 * The facets of a site's search page; given how many values the site's stock holds of each
 * facet, without those marked to need several that have fewer.
 */
export function searchFacets(
  site: Site,
  siteValueCounts: Readonly<Record<string, number>> = {},
): FacetDefinition[] {
  const facets = withSeveralValuesOnly(profileOf(site.template).search.facets, siteValueCounts);
  if (site.features.subscriptionOffers) {
    facets.splice(4, 0, {
      attribute: 'subscription_price',
      label: 'Subscription',
      kind: 'range',
      step: 10,
      roundTo: 10,
      format: 'aud',
      defaultBounds: SLIDER_DEFAULT_BOUNDS,
    });
  }
  // spec §2 'Only show Toyota Certified Vehicles' on sites that turn it on
  if (site.features.certifiedOnlySwitch)
    facets.unshift({
      attribute: 'certified',
      label: 'Only show Toyota Certified Vehicles',
      kind: 'toggle',
    });
  return facets;
}

/**
 * spec §2 /pre-owned 'used stock, certified first': a search whose address stands for used cars
 * only, on a site that marks certified cars (its certified badge switch), lists the certified cars first and then
 * in the site's own order; any other search keeps the site's order.
 */
export function certifiedFirstSort(
  marksCertified: boolean,
  pathCarTypes: readonly string[] | null | undefined,
  siteDefaultSort: string,
): string {
  const usedOnly = pathCarTypes?.length === 1 && pathCarTypes[0] === 'used';
  return marksCertified && usedOnly ? `certified_rank:desc,${siteDefaultSort}` : siteDefaultSort;
}

/** The order a search path starts in (what 'Recommended' means there). */
export function pathDefaultSort(site: Site, pathCarTypes: readonly string[] | null | undefined) {
  return certifiedFirstSort(site.features.certifiedBadge, pathCarTypes, site.search.defaultSort);
}

/** The sorts a search offers: the profile's, and the path's starting order as 'Recommended'. */
export function searchSorts(site: Site, defaultSort = site.search.defaultSort): SortOption[] {
  const sorts = [...profileOf(site.template).search.sorts];
  if (!sorts.some((s) => s.value === defaultSort))
    sorts.unshift({ value: defaultSort, label: 'Recommended' });
  return sorts;
}

/** The site switches a result card reads (serialisable, for the browser). */
export interface CardOptions {
  subscriptionOffers: boolean;
  noPriceText: string;
  fuelTag: boolean;
  certifiedBadge: boolean;
  certifiedMake: string;
  soldTagName: string;
  justArrivedDays: number;
  justArrivedTagName: string;
  reserveEnabled: boolean;
  depositAmount: number;
  /** spec §2 the site's checkout path: /cars/{slug}/checkout or /buy-online */
  checkoutPath: 'checkout' | 'buy-online';
  hideSaveForNoPriceOrImages: boolean;
  favourites: boolean;
  compare: boolean;
  /** spec §4 the heart saves to the shopper's watchlist (watchlist and authentication on) */
  watchlist: boolean;
}

export function cardOptions(site: Site): CardOptions {
  return {
    subscriptionOffers: site.features.subscriptionOffers,
    noPriceText: site.content.noPriceText,
    fuelTag: site.features.fuelTag,
    certifiedBadge: site.features.certifiedBadge,
    certifiedMake: site.manufacturer ?? 'Toyota',
    soldTagName: site.content.soldTagName,
    justArrivedDays: site.content.justArrivedDays,
    justArrivedTagName: site.content.justArrivedTagName,
    reserveEnabled: site.features.reserve.enabled,
    depositAmount: site.features.reserve.depositAmount,
    checkoutPath: site.features.reserve.checkoutPath,
    hideSaveForNoPriceOrImages: site.features.hideSaveForNoPriceOrImages,
    favourites: site.features.favourites,
    compare: site.features.compare,
    watchlist: isWatchlistOn(site.features),
  };
}

const tagTones = {
  fuel: 'positive',
  reserved: 'neutral',
  certified: 'accent',
  own: 'accent',
  comingSoon: 'info',
  justArrived: 'accent',
  sold: 'critical',
} as const;

export type CardDocument = Pick<
  StockDocument,
  | 'id'
  | 'slug'
  | 'name'
  | 'status'
  | 'car_type'
  | 'item_type'
  | 'make'
  | 'model'
  | 'fuel'
  | 'list_price'
  | 'offer_price'
  | 'before_price'
  | 'subscription_price'
  | 'price_type'
  | 'preorder'
  | 'reserved'
  | 'certified'
  | 'tag'
  | 'created_at_timestamp'
  | 'payment_processors'
  | 'photos_count'
  | 'primary_image_url'
  | 'km'
  | 'transmission'
  | 'body'
  | 'series'
  | 'location_name'
  | 'sleeps'
  | 'body_length'
>;

/** The attributes a result card needs (the search asks only for these). */
export const cardAttributes: (keyof CardDocument)[] = [
  'id',
  'slug',
  'name',
  'status',
  'car_type',
  'item_type',
  'make',
  'model',
  'fuel',
  'list_price',
  'offer_price',
  'before_price',
  'subscription_price',
  'price_type',
  'preorder',
  'reserved',
  'certified',
  'tag',
  'created_at_timestamp',
  'payment_processors',
  'photos_count',
  'primary_image_url',
  'km',
  'transmission',
  'body',
  'series',
  'location_name',
  'sleeps',
  'body_length',
];

/** A search hit as the record the shopper's saved cars keep (spec §3 Favourite). */
export function savedCarOf(doc: CardDocument): Favourite {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    make: doc.make,
    model: doc.model,
    primary_image_url: doc.primary_image_url,
  };
}

/** A search hit as a VehicleCard's props, by the domain rules of spec §2 and §4. */
export function vehicleCardProps(
  doc: CardDocument,
  options: CardOptions,
  now: Date,
  priority = false,
) {
  const facts = factsFromDocument(doc);
  const price = priceDisplay(facts, options);
  const tag = cardTag(facts, options, now);
  const actions = cardActions(facts, options);
  const href = `/cars/${doc.slug}`;
  const details =
    doc.item_type === 'caravan'
      ? [
          doc.body,
          doc.body_length ? `${(doc.body_length / 0.3048).toFixed(1)} ft` : null,
          doc.sleeps ? `Sleeps ${doc.sleeps}` : null,
        ]
      : [`${formatNumber(doc.km)} km`, doc.transmission, doc.fuel];
  return {
    href,
    title: doc.name,
    subtitle: [doc.series, doc.body].filter(Boolean).join(' · ') || null,
    image: doc.primary_image_url
      ? { src: doc.primary_image_url, alt: doc.name, width: 800, height: 600 }
      : null,
    priority,
    price: {
      amount: price.amount,
      text: price.text,
      qualifier: price.qualifier,
      wasPrice: price.wasPrice,
    },
    tag: tag ? { label: tag.label, tone: tagTones[tag.kind] } : null,
    facts: details.filter((d): d is string => Boolean(d)),
    location: doc.location_name,
    certifiedLabel:
      showsCertifiedBadge(facts, options.certifiedBadge) && tag?.kind !== 'certified'
        ? `${options.certifiedMake} Certified`
        : null,
    inStock: actions.explore,
    quickEnquiryHref: actions.quickEnquiry ? `${href}#enquire` : null,
    reserve: actions.reserveLabel
      ? { label: actions.reserveLabel, href: `${href}/${options.checkoutPath}` }
      : null,
    findSimilarHref: actions.findSimilar ? `${href}?enquire=find-similar` : null,
  };
}
