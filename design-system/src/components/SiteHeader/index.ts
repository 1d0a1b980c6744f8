export { SiteHeader, type MenuItem, type SiteHeaderProps } from './SiteHeader';
