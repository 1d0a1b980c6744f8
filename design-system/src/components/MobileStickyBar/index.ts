export { MobileStickyBar, type MobileStickyBarProps } from './MobileStickyBar';
