export { Price, type PriceProps } from './Price';
export { formatAud } from './format';
