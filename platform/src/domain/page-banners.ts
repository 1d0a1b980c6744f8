import { type Site } from '@dealer/site-config';

// spec §9 'Default banner images for offers, finance, contact, fleet, parts, blog': the picture
// across the top of those pages, the site's own where its config names one, else the platform's
// drawn default of the kind.

export const bannerKinds = ['offers', 'finance', 'contact', 'fleet', 'parts', 'blog'] as const;
export type BannerKind = (typeof bannerKinds)[number];

/** A banner's size: wide and low, a strip over the page's heading (a site's own is cropped to it). */
export const BANNER_SIZE = { width: 1600, height: 320 } as const;

export interface PageBanner {
  src: string;
  width: number;
  height: number;
}

/** The banner of a page kind on a site: its configured picture, else the drawn default. */
export function pageBannerOf(site: Pick<Site, 'content'>, kind: BannerKind): PageBanner {
  const own = site.content.banners[kind];
  return { src: own ?? `/media/banner/${kind}.svg`, ...BANNER_SIZE };
}
