import { type Location, type locationTypes } from './entities';
import { findByLegacySlug, slugOf } from './slug';

type LocationType = (typeof locationTypes)[number];

// A dealer's locations as the locations pages and blocks show them (spec §2 locations block,
// 'Our Locations' carousel, /our-location, /contact-us/{slug}; §5 phone duplicates; §9 card
// order and merged names, grid columns, carousel width).

/** spec §9 location card order: sales, service, parts. */
export const locationTypeOrder: readonly LocationType[] = ['sales', 'service', 'parts'];

const typeSuffix = / (?:- )?(?:Sales|Service|Parts)$/;

/**
 * spec §2 /contact-us/{location slug}, §9 merged names: a location's name without its
 * ' - Sales', ' - Service' or ' - Parts' (or ' Sales', ' Service', ' Parts') ending.
 */
export function placeName(name: string): string {
  return name.replace(typeSuffix, '').trim();
}

/** spec §2 the location contact page's slug: the merged name as a slug. */
export function placeSlug(location: Pick<Location, 'name'>): string {
  return slugOf(placeName(location.name));
}

/** A place: the locations of one site under one merged name, in card order. */
export interface Place {
  slug: string;
  name: string;
  /** its locations: sales, then service, then parts */
  locations: Location[];
  /** the location that speaks for the place: its sales location, else its first */
  main: Location;
}

const typeRank = (location: Pick<Location, 'locationType'>) =>
  locationTypeOrder.indexOf(location.locationType);

/** Locations in card order: sales, service, parts; the same type by name. */
export function inCardOrder<T extends Pick<Location, 'locationType' | 'name'>>(
  locations: readonly T[],
): T[] {
  return [...locations].sort(
    (a, b) => typeRank(a) - typeRank(b) || a.name.localeCompare(b.name, 'en-AU'),
  );
}

/**
 * spec §9 names merged: the locations grouped by their merged name, each place's locations in
 * card order, the places in the order their first location came (the primary first).
 */
export function placesOf(locations: readonly Location[]): Place[] {
  const byName = new Map<string, Location[]>();
  const ordered = [...locations].sort((a, b) => Number(b.primary) - Number(a.primary));
  for (const location of ordered) {
    const name = placeName(location.name);
    byName.set(name, [...(byName.get(name) ?? []), location]);
  }
  return [...byName.entries()].map(([name, members]) => {
    const sorted = inCardOrder(members);
    return {
      slug: slugOf(name),
      name,
      locations: sorted,
      main: sorted.find((l) => l.locationType === 'sales') ?? sorted[0]!,
    };
  });
}

/** The place a page's slug names: a merged name's slug, or one of its locations' own slugs. */
export function findPlace(places: readonly Place[], slug: string): Place | null {
  return (
    places.find((place) => place.slug === slug) ??
    places.find((place) => place.locations.some((l) => l.slug === slug)) ??
    null
  );
}

/**
 * The place a page's slug named by an old form of a merged name's or a location's slug (see
 * legacySlugForms), for a permanent redirect to its page; null for a slug a place answers to
 * now, and for one that names nothing.
 */
export function placeOfLegacySlug(places: readonly Place[], slug: string): Place | null {
  if (findPlace(places, slug)) return null;
  const byName = findByLegacySlug(places, slug, (place) => place.name);
  if (byName) return byName;
  const location = findByLegacySlug(
    places.flatMap((place) => place.locations),
    slug,
    (l) => l.name,
    (l) => l.slug,
  );
  return location ? (places.find((place) => place.locations.includes(location)) ?? null) : null;
}

/** Digits only: '(03) 9794 1100' and '03 9794 1100' are the same number. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export interface LabelledPhone {
  /** 'Sales', 'Service', 'Parts' */
  label: string;
  phone: string;
}

const typeLabel: Record<LocationType, string> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
};

/** spec §5 location phone duplicates removed by digits: each number once, first label kept. */
export function distinctPhones(locations: readonly Location[]): LabelledPhone[] {
  const seen = new Set<string>();
  const phones: LabelledPhone[] = [];
  for (const location of inCardOrder(locations)) {
    const digits = phoneDigits(location.phone);
    if (!digits || seen.has(digits)) continue;
    seen.add(digits);
    phones.push({ label: typeLabel[location.locationType], phone: location.phone });
  }
  return phones;
}

const streetKey = (location: Pick<Location, 'address'>) =>
  `${location.address.street}|${location.address.postcode}`.toLowerCase().replace(/\s+/g, ' ');

/** spec §5 duplicates removed by street address: one location for each street address. */
export function distinctByStreet<T extends Pick<Location, 'address'>>(
  locations: readonly T[],
): T[] {
  const seen = new Set<string>();
  return locations.filter((location) => {
    const key = streetKey(location);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** spec §5 places removed by street address: one place for each street of its main location. */
export function distinctPlacesByStreet(places: readonly Place[]): Place[] {
  return distinctByStreet(places.map((place) => ({ place, address: place.main.address }))).map(
    ({ place }) => place,
  );
}

/** spec §2 locations block filter. */
export type LocationFilterKind =
  'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | number;

export interface LocationFilter {
  kind: LocationFilterKind;
  /** only locations selling one of these makes */
  manufacturers?: readonly string[];
  /** only locations with one of these subtypes, e.g. 'buying' */
  subtypes?: readonly string[];
  /** never these location ids */
  exclude?: readonly number[];
  /** only these location ids (a fixed list) */
  selected?: readonly number[];
}

const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());

/** spec §2 the locations block's filter over a site's visible locations. */
export function filterLocations(
  locations: readonly Location[],
  filter: LocationFilter,
): Location[] {
  const { kind } = filter;
  return locations.filter((location) => {
    if (!location.visible) return false;
    if (typeof kind === 'number') return location.id === kind;
    if (kind === 'primary' && !location.primary) return false;
    if (
      (kind === 'sales' || kind === 'service' || kind === 'parts') &&
      location.locationType !== kind
    )
      return false;
    if (kind === 'service-and-parts' && location.locationType === 'sales') return false;
    if (filter.manufacturers?.length) {
      const wanted = lower(filter.manufacturers);
      if (!lower(location.manufacturers).some((make) => wanted.includes(make))) return false;
    }
    if (filter.subtypes?.length) {
      const wanted = lower(filter.subtypes);
      if (!lower(location.locationSubtype).some((sub) => wanted.includes(sub))) return false;
    }
    if (filter.exclude?.includes(location.id)) return false;
    if (filter.selected?.length && !filter.selected.includes(location.id)) return false;
    return true;
  });
}

/**
 * spec §2 'Our Locations' carousel: visible locations only, by name unless a custom order (of
 * slugs) is configured, optionally only the slugs listed.
 */
export function carouselLocations(
  locations: readonly Location[],
  options: { order?: readonly string[]; slugs?: readonly string[] } = {},
): Location[] {
  const shown = locations.filter(
    (l) => l.visible && (!options.slugs?.length || options.slugs.includes(l.slug)),
  );
  const order = options.order ?? [];
  const rank = (l: Location) => {
    const at = order.indexOf(l.slug);
    return at === -1 ? order.length : at;
  };
  return shown.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en-AU'));
}

/** spec §9 the carousel shows 5 across when there are more than 4 locations, else them all. */
export function carouselPerView(count: number): number {
  return count > 4 ? 5 : Math.max(count, 1);
}

/** One line of an address: '1520 Princes Highway', 'Dandenong VIC 3175'. */
export function addressLines(location: Pick<Location, 'address'>): string[] {
  const { street, city, state, postcode } = location.address;
  return [street, `${city} ${state} ${postcode}`.trim()].filter(Boolean);
}

/**
 * The location's map link (spec §3 address place_url where it has one, else a search at its
 * position, naming its place_id where it has one).
 */
export function directionsUrl(location: {
  address: Pick<Location['address'], 'lat' | 'long' | 'placeUrl'> & { placeId?: string | null };
}): string {
  const { lat, long, placeUrl, placeId } = location.address;
  if (placeUrl) return placeUrl;
  const search = `https://www.google.com/maps/search/?api=1&query=${lat},${long}`;
  return placeId ? `${search}&query_place_id=${encodeURIComponent(placeId)}` : search;
}

/** The time zone a site's day is counted in: its first location's (Sydney's for none). */
export function siteTimeZone(locations: readonly Pick<Location, 'timezone'>[]): string {
  return locations[0]?.timezone ?? 'Australia/Sydney';
}

/**
 * spec §2 the locations block: the places of the visible locations its filter picks, the primary
 * place first, each street address once (spec §5).
 */
export function locationsBlockPlaces(
  locations: readonly Location[],
  block: {
    filter: LocationFilterKind;
    manufacturers?: readonly string[];
    subtypes?: readonly string[];
    exclude?: readonly number[];
    selected?: readonly number[];
  },
): Place[] {
  const { filter: kind, manufacturers, subtypes, exclude, selected } = block;
  return distinctPlacesByStreet(
    placesOf(filterLocations(locations, { kind, manufacturers, subtypes, exclude, selected })),
  );
}
