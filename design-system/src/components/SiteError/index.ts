export { SiteError, type SiteErrorLink, type SiteErrorProps } from './SiteError';
