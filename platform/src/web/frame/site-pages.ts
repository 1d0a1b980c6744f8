import { type ContentBlock, type Site } from '@dealer/site-config';
import { type FooterGroup, type MenuItem } from '@dealer/template-profiles';
import { serviceBookingHref } from '../../domain/service-advantage';
import { type ContentPage, contentPageAt, defaultContentPages } from '../content/content-pages';
import { offersEnquiryPath } from '../leads/enquiry-pages';

/** Content pages the platform has no default of, which a template's menus may link. */
const configuredContentPaths: readonly string[] = ['/diamond-advantage'];

/** Whether a path is a content page's: a default page's, or one only a site's config gives. */
function isContentPath(site: Site, path: string): boolean {
  return (
    configuredContentPaths.includes(path) ||
    defaultContentPages(site).some((page) => page.path === path)
  );
}

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
  // an /enquiries/* page is the site's only where its config has it; a content page only where
  // the site has it (a default it has not hidden, or one of its own)
  const enquiry = offersEnquiryPath(site, path!);
  if (enquiry !== null) return enquiry ? href : null;
  if (isContentPath(site, path!) && !contentPageAt(site, path!)) return null;
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

/**
 * Whether a site's menu shows an item of its template's. spec §2 'Some items mandatory, some
 * optional (Sell My Car, Express Maintenance, KINTO)': a mandatory item always shows, an optional
 * one only on a site that switches it on; the model range's item only on a site with a
 * manufacturer (a franchise site).
 */
export function showsMenuItem(
  site: Pick<Site, 'menu' | 'manufacturer'>,
  item: Pick<MenuItem, 'optional' | 'modelRange'>,
): boolean {
  if (item.modelRange && !site.manufacturer) return false;
  return item.optional === undefined || site.menu.optionalItems.includes(item.optional);
}

/**
 * Where a menu link goes on the site: the service booking link to the site's booking address, a
 * microsite link to its path on the site's dealer microsite (spec §2) where the site has one,
 * any other to a page the site has (offeredHref); null when it has none.
 */
export function menuLinkHref(
  site: Site,
  item: Pick<MenuItem, 'href' | 'serviceBooking' | 'micrositePath'>,
): string | null {
  if (item.serviceBooking) return offeredHref(site, serviceBookingHref(site));
  if (item.micrositePath && site.microsite) {
    return new URL(item.micrositePath, site.microsite).toString();
  }
  return offeredHref(site, item.href);
}

/**
 * A menu as the site shows it: the items it shows (showsMenuItem), each link pointed where the
 * site has its page (menuLinkHref); links to pages it lacks left out, and none repeated. An
 * item's dropdown (spec §2) is the site's own list for it (menu.dropdowns, by the item's
 * address) or the template's, shown the same way; an item whose dropdown is left empty is a
 * plain link.
 */
export function siteMenu(site: Site, menu: readonly MenuItem[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const { optional, serviceBooking, micrositePath, children, ...item } of menu) {
    if (!showsMenuItem(site, { optional, modelRange: item.modelRange })) continue;
    const href = menuLinkHref(site, { href: item.href, serviceBooking, micrositePath });
    if (!href || items.some((other) => other.href === href)) continue;
    const dropdown = siteMenu(site, site.menu.dropdowns[item.href] ?? children ?? []).map(
      ({ children: _nested, ...link }) => link,
    );
    items.push(dropdown.length > 0 ? { ...item, href, children: dropdown } : { ...item, href });
  }
  return items;
}

/** spec §2 the footer's groups as the site shows them: each a site menu, empty groups left out. */
export function siteFooterGroups(site: Site, groups: readonly FooterGroup[]): FooterGroup[] {
  return groups
    .map((group) => ({ heading: group.heading, links: siteMenu(site, group.links) }))
    .filter((group) => group.links.length > 0);
}

/**
 * A content page's links as the site offers them (a link is a promise): a link to a page the
 * site does not offer goes to its page of the same kind, or is left out, and a links block left
 * empty goes.
 */
export function withOfferedLinks(site: Site, page: ContentPage): ContentPage {
  return {
    ...page,
    blocks: page.blocks.flatMap((block): ContentBlock[] => {
      if (block.kind !== 'links') return [block];
      const items = block.items.flatMap((item) => {
        const href = item.href.startsWith('/') ? offeredHref(site, item.href) : item.href;
        return href ? [{ ...item, href }] : [];
      });
      return items.length > 0 ? [{ ...block, items }] : [];
    }),
  };
}
