import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { bannerKinds, BANNER_SIZE, pageBannerOf } from './page-banners';
import { testSite } from './vehicle-page.fixtures';

const site = getSiteBySlug('southern-cross-motors') as Site;

describe('pageBannerOf (spec §9 default banner images for offers, finance, contact, fleet, parts, blog)', () => {
  it.each(bannerKinds)('%s: the drawn default of the kind', (kind) => {
    expect(pageBannerOf(site, kind)).toEqual({ src: `/media/banner/${kind}.svg`, ...BANNER_SIZE });
  });

  it('is the site’s own picture where its config names one, the default for the other kinds', () => {
    const own = {
      ...site,
      content: { ...site.content, banners: { finance: 'https://cdn.dealer.com.au/finance.jpg' } },
    };
    expect(pageBannerOf(own, 'finance').src).toBe('https://cdn.dealer.com.au/finance.jpg');
    expect(pageBannerOf(own, 'offers').src).toBe('/media/banner/offers.svg');
  });

  it.each([
    ['an https address', 'https://cdn.dealer.com.au/fleet.jpg', true],
    ['a path of the site', '/media/photo/fleet.jpg', true],
    ['a plain http address', 'http://cdn.dealer.com.au/fleet.jpg', false],
    ['another host without a scheme', '//cdn.dealer.com.au/fleet.jpg', false],
    ['a script', 'javascript:alert(1)', false],
  ])('a site config’s banner may be %s: %s', (_case, address, accepted) => {
    const parse = () => testSite({ content: { banners: { fleet: address } } });
    if (accepted) expect(parse).not.toThrow();
    else expect(parse).toThrow(/must be an https:\/\/ address or a path of the site/);
  });
});
