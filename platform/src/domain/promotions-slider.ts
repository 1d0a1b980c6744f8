import { type PromotionSlide } from '@dealer/site-config';

// spec §9 'promotions slider 540x1920': the home page's slider of the dealer's promotions. The
// constant is read as height x width of a wide banner: a picture 1920 wide and 540 high (a
// 32:9 strip across the page), never 540 wide and 1920 high, which would be a tall column no
// home page shows across its width.

/** spec §9 'promotions slider 540x1920' (height x width): a slide's picture, in pixels. */
export const PROMOTION_SLIDE_SIZE = { width: 1920, height: 540 } as const;

/** The slide's shape, width over height, so its box is kept before the picture loads. */
export function promotionSlideAspectRatio(
  size: { width: number; height: number } = PROMOTION_SLIDE_SIZE,
): number {
  return size.width / size.height;
}

/** The drawn default pictures of promotions (a demo site's slides, no network needed). */
export const drawnPromotionPictures = ['clearance', 'finance', 'service'] as const;
export type DrawnPromotionPicture = (typeof drawnPromotionPictures)[number];

/** The address of a drawn promotion picture, served by the site. */
export function drawnPromotionHref(picture: DrawnPromotionPicture): string {
  return `/media/promotion/${picture}.svg`;
}

export interface PromotionSlideView {
  image: { src: string; alt: string; width: number; height: number };
  heading: string | null;
  text: string | null;
  /** where the slide leads; null when its link would lead nowhere on this site */
  link: { href: string; label: string } | null;
}

/**
 * The slides a site shows (spec §9 promotions slider): its configured slides in their order,
 * each at the slider's size; a slide's link only to a page the site offers (`offeredHref`, the
 * site's page of the same kind where it has another, null where it has none). A slide whose link
 * leads nowhere is still shown, as the dealer configured it, without its link: never a dead link.
 * An https link is the dealer's own and is kept.
 */
export function promotionSlidesOf(
  site: { home: { promotions: readonly PromotionSlide[] } },
  offeredHref: (href: string) => string | null,
): PromotionSlideView[] {
  return site.home.promotions.map((slide) => {
    const href = slide.link
      ? slide.link.href.startsWith('/')
        ? offeredHref(slide.link.href)
        : slide.link.href
      : null;
    return {
      image: { src: slide.image, alt: slide.alt, ...PROMOTION_SLIDE_SIZE },
      heading: slide.heading,
      text: slide.text,
      link: slide.link && href ? { href, label: slide.link.label } : null,
    };
  });
}
