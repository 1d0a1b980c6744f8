import { type Site } from '@dealer/site-config';
import { type ShopperSession } from '../accounts/session';

// The signed-in shopper the watchlist serves (spec §6 signed-in user, identified by phone).

/** Finds the signed-in shopper of a request on a site (the accounts' session by default). */
export type SessionResolver = (site: Site, headers: Headers) => Promise<ShopperSession | null>;

/** The shopper signed in on this very site: a session minted on another site is nobody here. */
export async function sessionOnSite(
  site: Site,
  headers: Headers,
  resolve: SessionResolver,
): Promise<ShopperSession | null> {
  const session = await resolve(site, headers);
  return session && session.siteSlug === site.slug ? session : null;
}
