import 'server-only';
export {
  createShopperAccounts,
  placeholderEmail,
  requestProtocol,
  SHOPPER_COOKIE_PREFIX,
  SHOPPER_SESSION,
  siteAuthSecret,
  wantsSecureCookies,
  type ShopperAccounts,
  type ShopperAccountsOptions,
  type SignedInShopper,
  type SiteAuth,
} from './shopper-accounts';
