export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { socialNetworks, type SocialNetwork } from '../SocialLinks/SocialLinks';
