export { SiteFooter, socialNetworks, type SiteFooterProps, type SocialNetwork } from './SiteFooter';
