import { type Site } from '@dealer/site-config';
import { makeLogoSvg } from '../../media/make-logo';

/**
 * The site's icon: a roundel of the dealer's initials, as a data address in the page itself, so
 * a browser asks the server for no favicon file (every site would otherwise get the same one,
 * or a 404).
 */
export function siteIconHref(site: Pick<Site, 'name'>): string {
  return `data:image/svg+xml,${encodeURIComponent(makeLogoSvg(site.name))}`;
}

/** What every page of a site says of itself: its address, its title pattern and its icon. */
export function siteLayoutMetadata(site: Pick<Site, 'name' | 'url'>) {
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    icons: { icon: [{ url: siteIconHref(site), type: 'image/svg+xml' }] },
  };
}

/** A page's title, description, canonical address and Open Graph card. */
export function pageMetadata(
  site: Pick<Site, 'name' | 'url'>,
  page: { title: string; description: string; path: string },
) {
  const url = new URL(page.path, site.url).toString();
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: url },
    openGraph: {
      title: page.title,
      description: page.description,
      url,
      siteName: site.name,
      locale: 'en_AU',
      type: 'website' as const,
    },
  };
}
