import type { Site } from '@dealer/site-config';
import { appRuntime } from '../../runtime';

/** The shopper signed in on a site (spec §6 signed-in user, identified by phone). */
export interface ShopperSession {
  userId: string;
  /** E.164, e.g. +61412345678 */
  phoneNumber: string;
  siteSlug: string;
}

/**
 * The shopper signed in on this site, from the request's session cookie; null for a visitor, on
 * a site with authentication off, and for a session minted on another site (an account belongs
 * to one site: its session is looked up among the site's own, under the site's own secret).
 */
export async function shopperSession(site: Site, headers: Headers): Promise<ShopperSession | null> {
  if (!site.features.authentication) return null;
  const accounts = await appRuntime().accounts();
  return accounts.session(site, headers);
}
