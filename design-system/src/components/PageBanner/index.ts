export { PageBanner, type PageBannerProps } from './PageBanner';
