export { SiteNotFound, type SiteNotFoundProps } from './SiteNotFound';
