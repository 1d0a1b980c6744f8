// Number and price formatting with no styles attached: safe to import from anywhere, including
// code that runs outside a bundler.
export { formatAud, type AudFormatOptions } from './components/Price/format';
export { formatNumber, type NumberFormatOptions } from './components/Price/number-format';
