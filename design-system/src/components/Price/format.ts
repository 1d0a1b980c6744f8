// spec §9 price format: '$' with thousands separators (AUD), no cents unless asked.

import { formatNumber } from './number-format';

export function formatAud(amount: number, options: { cents?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const digits = options.cents
    ? formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : formatNumber(Math.round(value), { maximumFractionDigits: 0 });
  return `${sign}$${digits}`;
}
