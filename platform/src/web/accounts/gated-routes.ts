import { type Site } from '@dealer/site-config';
import { type GatedRouteName, myPageNames } from '@dealer/site-config/names';

// spec §2 gated routes (signed-in only): /online-payment, /my-garage and the my-* pages on every
// site with authentication on, and per site (site.features.gatedRoutes) the car checkout,
// /finance, /personalised/finance (car_id), /spin-to-win and the credit-check finance page. An
// anonymous visitor is sent to /sign-in with type, redirect and back; for a car checkout of a
// car with no slug no redirect is given. Trade-in and sell-my-car are never gated.

export interface GatedRoute {
  /** the sign-in page's type */
  type: string;
  /** where to come back to after signing in (path and query), or null for none */
  redirect: string | null;
}

/** spec §2 the my-* pages of the dealer groups */
export const MY_PAGES = myPageNames;

/** The finance page that starts an application with its credit check. */
export const CREDIT_CHECK_FINANCE_PATH = '/apply-for-finance';

/** The per-site gated pages and their paths. */
const sitePaths: Record<Exclude<GatedRouteName, 'checkout'>, string> = {
  finance: '/finance',
  'personalised-finance': '/personalised/finance',
  'spin-to-win': '/spin-to-win',
  'credit-check': CREDIT_CHECK_FINANCE_PATH,
};

/** The path is the page or one below it. */
const under = (pathname: string, page: string) =>
  pathname === page || pathname.startsWith(`${page}/`);

/** The query as it is added to a path: '' or '?a=1'. */
function queryOf(search: string | URLSearchParams): string {
  const text = typeof search === 'string' ? search.replace(/^\?/, '') : search.toString();
  return text ? `?${text}` : '';
}

/** spec §2: whether the site's car checkout (and so its reservation call) needs a signed-in shopper. */
export function checkoutNeedsSignIn(site: Pick<Site, 'features'>): boolean {
  return site.features.authentication && site.features.gatedRoutes.includes('checkout');
}

/**
 * The gate a page of a site is behind, or null when anyone may see it (a site with
 * authentication off gates nothing). `search` is the page's query, kept in the redirect.
 */
export function gatedRouteFor(
  site: Pick<Site, 'features'>,
  pathname: string,
  search: string | URLSearchParams = '',
): GatedRoute | null {
  const { authentication, gatedRoutes } = site.features;
  if (!authentication) return null;
  const here = `${pathname}${queryOf(search)}`;
  if (under(pathname, '/online-payment')) return { type: 'online-payment', redirect: here };
  if (under(pathname, '/my-garage')) return { type: 'my-garage', redirect: here };
  const myPage = MY_PAGES.find((page) => under(pathname, `/${page}`));
  if (myPage) return { type: myPage, redirect: here };
  if (checkoutNeedsSignIn(site)) {
    if (/^\/cars\/[^/]+\/(?:checkout|buy-online)$/.test(pathname)) {
      return { type: 'checkout', redirect: here };
    }
    if (pathname === '/checkout-journey') {
      // a car named by its slug comes back to its checkout; one named by id only (a car with
      // no slug) gets no redirect
      const carId = new URLSearchParams(queryOf(search)).get('car_id')?.trim() ?? '';
      const bySlug = carId !== '' && !/^\d+$/.test(carId);
      return { type: 'checkout', redirect: bySlug ? here : null };
    }
  }
  for (const name of gatedRoutes) {
    if (name === 'checkout') continue;
    if (pathname === sitePaths[name]) return { type: name, redirect: here };
  }
  return null;
}

/** The sign-in page's address: /sign-in?type=…&redirect=…&back=… (redirect left out when none). */
export function signInHref(options: {
  type?: string | null;
  redirect?: string | null;
  back?: string | null;
}): string {
  const query = new URLSearchParams();
  if (options.type) query.set('type', options.type);
  if (options.redirect) query.set('redirect', options.redirect);
  if (options.back) query.set('back', options.back);
  const text = query.toString();
  return text ? `/sign-in?${text}` : '/sign-in';
}
