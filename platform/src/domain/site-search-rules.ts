import { type Site } from '@dealer/site-config';
import { soldVisibleSince } from './stock-visibility';

// spec §4 stock visibility and the site's dealership scope, as a Meilisearch filter. The server
// ANDs it with whatever the client sends (as a tenant token's search rules do), so a client
// filter can narrow results, never widen them. The same filter goes into production tokens.

/** A value quoted for a Meilisearch filter. */
export function quoteFilterValue(value: string | number): string {
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function list(values: readonly (string | number)[]): string {
  return `[${values.map(quoteFilterValue).join(', ')}]`;
}

/** The filters every search of the site is held to: scope, visibility rule and search_filters. */
export function siteSearchRules(site: Pick<Site, 'dealerships' | 'search'>, now: Date): string[] {
  const rule = site.search.stockRule;
  const since = Math.floor(soldVisibleSince(rule, now).getTime() / 1000);
  const rules = [
    `dealership_id IN ${list(site.dealerships.map((d) => d.id))}`,
    'show_on_dealer_website = true',
    rule.inStockOnly || rule.soldWithinDays === 0
      ? 'status IN ["in_stock", "coming_soon"]'
      : `(status IN ["in_stock", "coming_soon"] OR (status = "sold" AND sold_date_timestamp >= ${since}))`,
  ];
  if (rule.usedOnly) rules.push('car_type = "used"');
  if (rule.excludedStockNumbers.length > 0) {
    rules.push(`stocknum NOT IN ${list(rule.excludedStockNumbers)}`);
  }
  if (rule.excludeNewMakes.length > 0) {
    rules.push(`NOT (car_type = "new" AND make IN ${list(rule.excludeNewMakes)})`);
  }
  if (rule.requirePhotos) rules.push('photos_count > 0');
  if (rule.excludeTags.length > 0) rules.push(`tag NOT IN ${list(rule.excludeTags)}`);
  return [...rules, ...site.search.searchFilters.map((filter) => `(${filter})`)];
}
