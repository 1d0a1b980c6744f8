// spec §9 price format: '$' with thousands separators (AUD), no cents unless asked. The one way
// an amount of money is written, in the design system and in the platform (imported from
// '@dealer/design-system/format'). The listings feeds' '28990.00 AUD' is the providers' form,
// written by the feeds (feedPrice in platform/src/domain/vehicle-feeds.ts).

import { formatNumber } from './number-format';

export interface AudFormatOptions {
  /**
   * The cents: true always ('$1,360.00'), 'if-any' when there are some ('$1,360.50', '$395');
   * by default none, the amount rounded to whole dollars ('$1,361').
   */
  cents?: boolean | 'if-any';
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** '$34,990', '-$500', '$1,360.50': an amount in Australian dollars. */
export function formatAud(amount: number, options: AudFormatOptions = {}): string {
  const value = Math.abs(amount);
  let digits = options.cents ? formatNumber(value, TWO_DECIMALS) : null;
  if (digits === null || (options.cents === 'if-any' && digits.endsWith('.00')))
    digits = formatNumber(Math.round(value), { maximumFractionDigits: 0 });
  // an amount that rounds to nothing has no sign ('$0', not '-$0')
  const sign = amount < 0 && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}$${digits}`;
}
