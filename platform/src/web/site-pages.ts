import { type Site } from '@dealer/site-config';
import { type MenuItem } from '@dealer/template-profiles';

// The pages a site offers of the ones that are switched per site (spec §2: 'which the site
// offers is config'), and the site's menus with every link pointing at a page the site has: a
// link to a page the site does not offer goes to the site's page of the same kind (its
// '/sell-my-car' for a template's '/trade-in'), or is left out.

/** Pages of one kind: a site offers some of them (in its order of preference). */
const pageKinds: { paths: readonly string[]; offered: (site: Site) => readonly string[] }[] = [
  {
    // spec §2 /finance, /finance-enquiry, /apply-for-finance, /car-finance
    paths: ['/finance', '/finance-enquiry', '/apply-for-finance', '/car-finance'],
    offered: (site) => site.finance.pages.map((page) => `/${page}`),
  },
  {
    // spec §2 /trade-in, /sell-my-car, /sell-your-car
    paths: ['/trade-in', '/sell-my-car', '/sell-your-car'],
    offered: (site) => (site.features.tradeIn ? site.tradeIn.pages.map((page) => `/${page}`) : []),
  },
];

/**
 * Where a site's link to `href` goes: the same page when the site offers it (or it is not a
 * switched page), the site's own page of that kind when it offers another one, else null.
 */
export function offeredHref(site: Site, href: string): string | null {
  const [path, rest = ''] = href.split(/(?=[?#])/, 2);
  const kind = pageKinds.find((k) => k.paths.includes(path!));
  if (!kind) return href;
  const offered = kind.offered(site);
  if (offered.includes(path!)) return href;
  return offered[0] ? `${offered[0]}${rest}` : null;
}

/** Whether a site offers a switched page (a path of the list above). */
export function offersPage(site: Site, path: string): boolean {
  return offeredHref(site, path) === path;
}

/** A menu with each link pointed at a page the site has; links to pages it lacks left out. */
export function siteMenu(site: Site, menu: readonly MenuItem[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const item of menu) {
    // spec §2 the model range's item only on a site with a manufacturer (a franchise site)
    if (item.modelRange && !site.manufacturer) continue;
    const href = offeredHref(site, item.href);
    if (href && !items.some((other) => other.href === href)) items.push({ ...item, href });
  }
  return items;
}
