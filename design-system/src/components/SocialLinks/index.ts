export {
  SocialLinks,
  socialLinksTones,
  socialNetworks,
  type SocialLinksProps,
  type SocialNetwork,
} from './SocialLinks';
