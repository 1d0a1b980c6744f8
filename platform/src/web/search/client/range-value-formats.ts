import { formatAud, formatNumber } from '@dealer/design-system';

/** How a range facet's slider writes its values, by the facet's `format`. */
export const rangeValueFormats = {
  aud: (v: number) => formatAud(v),
  km: (v: number) => `${formatNumber(v)} km`,
  number: (v: number) => String(v),
};
