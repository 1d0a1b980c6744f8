import { formatNumber } from '../Price/number-format';

// spec §9: search counts above 1999 are treated as capped, so they show as '1,999+'.

export const FACET_COUNT_CAP = 1999;

/** A search or facet count as shoppers read it: grouped digits, '1,999+' above the cap. */
export function facetCountLabel(count: number, cap: number = FACET_COUNT_CAP): string {
  return count > cap ? `${formatNumber(cap)}+` : formatNumber(count);
}
