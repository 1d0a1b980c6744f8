import { type PageQueryInput } from '../frame/page-query';
import { COMPARE_LIMIT } from './compare-list';

// spec §1/§6 compare: the compare page's shareable address names its cars by slug, in order:
// /compare?cars={slug},{slug},...

export const COMPARE_PATH = '/compare';

/** A slug as the address may carry one: a letter or digit, no spaces, separators or path characters. */
const SLUG = /^(?=.*[\p{L}\p{N}])[^\s,/?#\\]{1,200}$/u;

function valuesOf(query: URLSearchParams | PageQueryInput, name: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(name);
  const value = query[name];
  return typeof value === 'string' ? [value] : (value ?? []);
}

/**
 * The car slugs the compare page is asked for: every `cars` value split at commas, in order,
 * blanks, malformed slugs and repeats dropped, at most COMPARE_LIMIT (so an address can never
 * make the page read more cars than it shows).
 */
export function compareSlugsFrom(query: URLSearchParams | PageQueryInput): string[] {
  const slugs: string[] = [];
  for (const value of valuesOf(query, 'cars')) {
    for (const part of value.split(',')) {
      const slug = part.trim();
      if (!SLUG.test(slug) || slugs.includes(slug)) continue;
      slugs.push(slug);
      if (slugs.length === COMPARE_LIMIT) return slugs;
    }
  }
  return slugs;
}

/** The compare page's address for these cars; the bare page for none. */
export function compareHref(slugs: readonly string[]): string {
  if (slugs.length === 0) return COMPARE_PATH;
  return `${COMPARE_PATH}?cars=${slugs.map((slug) => encodeURIComponent(slug)).join(',')}`;
}
