// spec §9 'Counts above 1999 treated as capped: facet totals summed or configured stock count
// used'. A search engine may stop counting at 1,999 (many hosted ones do; the embedded engine and
// Meilisearch count every hit): a total at the cap is made whole from the counts of a facet every
// car has exactly one value of, taken from the same query, so the page says '2,450 Cars', never
// '1,999+'.

export const SEARCH_COUNT_CAP = 1999;

/** Facets of which every car has exactly one value: their counts add up to the search's total. */
export const SINGLE_VALUED_FACETS = ['car_type', 'make'] as const;

/**
 * The search's total as shoppers are told it: the engine's below the cap; at or above it, the
 * largest sum of a single-valued facet's counts from the same query when that is larger.
 */
export function uncappedTotal(
  total: number,
  facetDistribution: Readonly<Record<string, Readonly<Record<string, number>>>> | undefined,
): number {
  if (total < SEARCH_COUNT_CAP) return total;
  let best = total;
  for (const name of SINGLE_VALUED_FACETS) {
    const values = facetDistribution?.[name];
    if (!values) continue;
    const sum = Object.values(values).reduce((a, b) => a + b, 0);
    if (sum > best) best = sum;
  }
  return best;
}
