import { describe, expect, it } from 'vitest';
import { demoSites, parseSite, type SiteInput } from '@dealer/site-config';
import {
  drawnPromotionHref,
  drawnPromotionPictures,
  PROMOTION_SLIDE_SIZE,
  promotionSlideAspectRatio,
  promotionSlidesOf,
} from './promotions-slider';

const generic = demoSites.find((site) => site.template === 'generic')!;
const siteWith = (promotions: NonNullable<SiteInput['home']>['promotions']) =>
  parseSite({ ...generic, home: { promotions } });

describe('the promotions slider’s picture (spec §9 promotions slider 540x1920)', () => {
  it('is read as height x width: 1920 wide, 540 high', () => {
    expect(PROMOTION_SLIDE_SIZE).toEqual({ width: 1920, height: 540 });
  });

  it.each([
    [PROMOTION_SLIDE_SIZE, 32 / 9],
    [{ width: 1920, height: 540 }, 1920 / 540],
    [{ width: 960, height: 270 }, 32 / 9],
  ])('%j is %d wide to 1 high', (size, ratio) => {
    expect(promotionSlideAspectRatio(size)).toBeCloseTo(ratio, 10);
  });

  it.each(drawnPromotionPictures)('the drawn %s picture is a site address', (picture) => {
    expect(drawnPromotionHref(picture)).toBe(`/media/promotion/${picture}.svg`);
  });
});

describe('promotionSlidesOf', () => {
  // a site's offered pages, as the web layer's offeredHref answers them: its finance page is
  // /finance (a /car-finance link goes there), it has no /blog, any other page it has
  const offered = (href: string) =>
    href.startsWith('/car-finance')
      ? `/finance${href.slice('/car-finance'.length)}`
      : href === '/blog'
        ? null
        : href;
  const picture = '/media/promotion/finance.svg';

  it.each<[string, NonNullable<SiteInput['home']>['promotions'], unknown[]]>([
    ['no slides: none', [], []],
    [
      'a slide to a page the site offers keeps its link',
      [{ image: picture, alt: 'Coins', link: { href: '/finance', label: 'Get a quote' } }],
      [{ href: '/finance', label: 'Get a quote' }],
    ],
    [
      'a link to a page of a kind the site offers another of goes to the site’s one',
      [{ image: picture, alt: 'Coins', link: { href: '/car-finance?x=1', label: 'Get a quote' } }],
      [{ href: '/finance?x=1', label: 'Get a quote' }],
    ],
    [
      'a link to a page the site does not offer is left off, the slide kept',
      [{ image: picture, alt: 'Coins', link: { href: '/blog', label: 'Read more' } }],
      [null],
    ],
    [
      'an https link is the dealer’s own and kept',
      [
        {
          image: picture,
          alt: 'Coins',
          link: { href: 'https://www.toyota.com.au/offers', label: 'Offers' },
        },
      ],
      [{ href: 'https://www.toyota.com.au/offers', label: 'Offers' }],
    ],
    ['a slide without a link has none', [{ image: picture, alt: 'Coins' }], [null]],
  ])('%s', (_, promotions, links) => {
    const slides = promotionSlidesOf(siteWith(promotions), offered);
    expect(slides.map((slide) => slide.link)).toEqual(links);
  });

  it('keeps the site’s order, each picture at the slider’s size with its words', () => {
    const slides = promotionSlidesOf(
      siteWith([
        { image: '/media/promotion/service.svg', alt: '', heading: 'Service', text: 'Book now' },
        { image: 'https://photos.dealer.com.au/sale.jpg', alt: 'A row of cars' },
      ]),
      offered,
    );
    expect(slides).toEqual([
      {
        image: { src: '/media/promotion/service.svg', alt: '', width: 1920, height: 540 },
        heading: 'Service',
        text: 'Book now',
        link: null,
      },
      {
        image: {
          src: 'https://photos.dealer.com.au/sale.jpg',
          alt: 'A row of cars',
          width: 1920,
          height: 540,
        },
        heading: null,
        text: null,
        link: null,
      },
    ]);
  });

  it.each([
    [{ image: 'http://photos.dealer.com.au/a.jpg', alt: '' }, 'home.promotions.0.image'],
    [{ image: picture, alt: '', link: { href: '//evil.example', label: 'Go' } }, 'link.href'],
    [{ image: picture, alt: '', link: { href: '/finance', label: '' } }, 'link.label'],
    [{ image: picture, alt: '', heading: '' }, 'home.promotions.0.heading'],
  ])('the site config refuses %j, naming %s', (slide, path) => {
    expect(() => siteWith([slide])).toThrow(path);
  });
});
