// The options of a dropdown facet (spec §2 'dropdown select'): 'Any', then each value with its
// count, numbers in numeric order ('2 seats' before '10 seats').

import { formatNumber } from '@dealer/design-system/format';

export const SELECT_ANY = 'any';

export interface SelectFacetValue {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

function byValue(a: SelectFacetValue, b: SelectFacetValue): number {
  const x = Number(a.value);
  const y = Number(b.value);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

/** The dropdown's options and chosen value; with several values refined (a URL), the first. */
export function selectFacetOptions(
  items: readonly SelectFacetValue[],
  valueLabel = '{value}',
): { options: { value: string; label: string }[]; value: string } {
  const sorted = items.filter((item) => item.value !== SELECT_ANY).sort(byValue);
  const options = [
    { value: SELECT_ANY, label: 'Any' },
    ...sorted.map((item) => ({
      value: item.value,
      label: `${valueLabel.replace('{value}', item.label)} (${formatNumber(item.count)})`,
    })),
  ];
  return { options, value: sorted.find((item) => item.isRefined)?.value ?? SELECT_ANY };
}
