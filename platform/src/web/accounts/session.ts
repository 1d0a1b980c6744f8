import type { Site } from '@dealer/site-config';

/** The shopper signed in on a site (spec §6 signed-in user, identified by phone). */
export interface ShopperSession {
  userId: string;
  /** E.164, e.g. +61412345678 */
  phoneNumber: string;
  siteSlug: string;
}

/**
 * The shopper signed in on this site, from the request's session cookie; null for a visitor, on
 * a site with authentication off, and for a session minted on another site.
 */
export async function shopperSession(site: Site, headers: Headers): Promise<ShopperSession | null> {
  if (!site.features.authentication) return null;
  void headers;
  // the accounts service reads the cookie (being wired in; until then no one is signed in)
  return null;
}
