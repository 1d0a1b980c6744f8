import { formatNumber } from '../Price/number-format';

// spec §9 'Counts above 1999 treated as capped: facet totals summed or configured stock count
// used': a search engine that stops counting at 1,999 (many hosted ones do) has its totals made
// whole before they reach a component (platform/src/search: uncappedTotal), so every count shows
// in full, never as '1,999+'.

/** A search or facet count as shoppers read it: grouped digits ('12,480'). */
export function facetCountLabel(count: number): string {
  return formatNumber(count);
}
