export {
  SiteFooter,
  type FooterLink,
  type FooterLinkGroup,
  type SiteFooterProps,
} from './SiteFooter';
export { socialNetworks, type SocialNetwork } from '../SocialLinks/SocialLinks';
