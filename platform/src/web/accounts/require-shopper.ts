import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { type Site } from '@dealer/site-config';
import { gatedRouteFor, signInHref } from './gated-routes';
import { backPathFromReferer } from './safe-redirect';
import { type ShopperSession, shopperSession } from './session';

/** A page's query as its factory receives it. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The query as an address carries it (repeated names kept, empty values dropped). */
export function searchOf(query: PageSearchParams = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) search.append(name, one);
    }
  }
  return search;
}

/**
 * spec §2 gated routes, for the factory of a page that exists: when the site gates the page and
 * no shopper is signed in, the visitor is sent (307) to /sign-in with the page's type, the page
 * (with its query) to come back to, and the page they came from as 'back'. Answers the signed-in
 * shopper, or null on a page the site does not gate.
 */
export async function requireShopper(
  site: Site,
  pathname: string,
  query: PageSearchParams = {},
): Promise<ShopperSession | null> {
  const gate = gatedRouteFor(site, pathname, searchOf(query));
  if (!gate) return null;
  const request = await headers();
  const shopper = await shopperSession(site, request);
  if (shopper) return shopper;
  const back = backPathFromReferer(request.get('referer'), request.get('host'));
  redirect(signInHref({ type: gate.type, redirect: gate.redirect, back }), RedirectType.replace);
}
