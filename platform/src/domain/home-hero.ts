import { type Site } from '@dealer/site-config';

// spec §2 the home page's hero: the dealer's name, tagline and quick search, over the site's
// picture where its config names one. Painted by the server with the page, the picture is the
// home page's largest paint, so the offer popup (spec §4: shown only once the page is live in the
// browser, and smaller) never is.

/** The hero picture's shape, 16:10 (a site's own photo is cropped to the hero's box). */
export const HERO_PICTURE_SIZE = { width: 1600, height: 1000 } as const;

/** The drawn hero pictures (a demo site's, no network needed): a car yard, a campsite. */
export const drawnHeroPictures = ['showroom', 'campsite'] as const;
export type DrawnHeroPicture = (typeof drawnHeroPictures)[number];

/** The address of a drawn hero picture, served by the site. */
export function drawnHeroHref(picture: DrawnHeroPicture): string {
  return `/media/hero/${picture}.svg`;
}

export interface HeroPicture {
  src: string;
  width: number;
  height: number;
}

/** The picture behind a site's hero, or null for the hero on its plain surface. */
export function heroPictureOf(site: { home: Pick<Site['home'], 'heroImage'> }): HeroPicture | null {
  const src = site.home.heroImage;
  return src ? { src, ...HERO_PICTURE_SIZE } : null;
}

/**
 * The block whose picture the home page asks for first, with the page (its largest paint): the
 * hero's picture when the hero opens the page and has one, the promotions slider's first picture
 * when it opens the page, else the featured carousel's first card; every other picture of the
 * page loads lazily and leaves that one the bandwidth.
 */
export function homeLeadPicture(
  blocks: readonly string[],
  heroPicture: HeroPicture | null,
): 'hero' | 'promotions' | 'featured' | null {
  if (blocks[0] === 'hero' && heroPicture) return 'hero';
  if (blocks[0] === 'promotions') return 'promotions';
  return blocks.includes('featured') ? 'featured' : null;
}
