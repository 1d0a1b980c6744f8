export { Price, type PriceProps } from './Price';
export { formatAud } from './format';
export { formatNumber, type NumberFormatOptions } from './number-format';
