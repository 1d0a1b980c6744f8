import { type Site } from '@dealer/site-config';
import { type Car, type Location } from './entities';
import { type DocumentContext, stockDocument } from './stock-document';
import { compileFilter, type DocumentPredicate, type SearchDocument } from './filter-evaluation';
import { parseFilter } from './filter-expression';
import { siteSearchRules } from './site-search-rules';

// spec §4 stock visibility, one rule for every public path: a car is visible on a site exactly
// when a search of that site can find it. The site's search rules (dealership scope, the stock
// visibility rule with its sold window, show_on_dealer_website and the site's search_filters)
// are evaluated on the car's own search document, so the vehicle page, print, PDF, share image,
// media, form prefill, view count, finance quote, phone reveal and leads agree with search.

/** The minute a rule is evaluated at: search rounds the same way, so the two never disagree. */
export function visibilityMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

const compiled = new Map<string, DocumentPredicate>();

/** The site's search rules as a predicate over stock documents, at the minute of `now`. */
export function siteVisibilityPredicate(
  site: Pick<Site, 'slug' | 'dealerships' | 'search'>,
  now: Date,
): DocumentPredicate {
  const rules = siteSearchRules(site, visibilityMinute(now));
  const key = `${site.slug}\n${rules.join('\n')}`;
  let predicate = compiled.get(key);
  if (!predicate) {
    if (compiled.size >= 200) compiled.clear(); // a new minute: the old predicates are done
    predicate = compileFilter(parseFilter(rules));
    compiled.set(key, predicate);
  }
  return predicate;
}

/** spec §4: whether a shopper of the site may see the car on any public path. */
export function isCarVisibleOnSite(
  site: Pick<Site, 'slug' | 'dealerships' | 'search'>,
  car: Car,
  location: DocumentContext['location'] | Location | null,
  now: Date,
): boolean {
  const dealership = site.dealerships.find((d) => d.id === car.dealershipId);
  if (!dealership || !location || location.id !== car.locationId) return false;
  const document = stockDocument(car, { dealership, location });
  return siteVisibilityPredicate(site, now)(document as unknown as SearchDocument);
}
