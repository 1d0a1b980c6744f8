export { Price, type PriceProps } from './Price';
export { formatAud, type AudFormatOptions } from './format';
export { formatNumber, type NumberFormatOptions } from './number-format';
