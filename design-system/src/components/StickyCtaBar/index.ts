export { StickyCtaBar, type StickyCtaBarProps } from './StickyCtaBar';
