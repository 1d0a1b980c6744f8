import { describe, expect, it } from 'vitest';
import { demoSites, parseSite, type SiteInput } from '@dealer/site-config';
import {
  drawnHeroHref,
  drawnHeroPictures,
  HERO_PICTURE_SIZE,
  heroPictureOf,
  homeLeadPicture,
} from './home-hero';

const generic = demoSites.find((site) => site.template === 'generic')!;
const siteWith = (heroImage: unknown) =>
  parseSite({ ...generic, home: { ...generic.home, heroImage } } as SiteInput);

describe('heroPictureOf (spec §2 the hero’s picture)', () => {
  it('is the configured picture at the hero’s size, or none', () => {
    expect(heroPictureOf(siteWith('https://photos.example.com.au/yard.jpg'))).toEqual({
      src: 'https://photos.example.com.au/yard.jpg',
      width: 1600,
      height: 1000,
    });
    expect(heroPictureOf(siteWith(null))).toBeNull();
    expect(heroPictureOf(parseSite({ ...generic, home: {} } as SiteInput))).toBeNull();
  });

  it('names a drawn picture by its path on the site', () => {
    expect(drawnHeroPictures.map(drawnHeroHref)).toEqual([
      '/media/hero/showroom.svg',
      '/media/hero/campsite.svg',
    ]);
    expect(HERO_PICTURE_SIZE.width / HERO_PICTURE_SIZE.height).toBe(1.6);
  });

  it.each([
    'http://photos.example.com.au/yard.jpg',
    '//photos.example.com.au/yard.jpg',
    'yard.jpg',
    '',
  ])('the site config refuses %j, naming home.heroImage', (heroImage) => {
    expect(() => siteWith(heroImage)).toThrow('home.heroImage');
  });

  it('is set on each template’s first demo site', () => {
    for (const template of ['generic', 'toyota', 'caravan']) {
      const site = parseSite(demoSites.find((s) => s.template === template)!);
      expect(heroPictureOf(site)?.src, template).toMatch(/^\/media\/hero\/[a-z]+\.svg$/);
    }
  });
});

describe('homeLeadPicture (the home page’s largest paint, asked for with the page)', () => {
  const picture = { src: '/media/hero/showroom.svg', width: 1600, height: 1000 };
  it.each<[string[], typeof picture | null, string | null]>([
    [['hero', 'promotions', 'featured'], picture, 'hero'],
    // a hero without a picture paints words: the first card of the carousel below is the picture
    [['hero', 'promotions', 'featured'], null, 'featured'],
    [['promotions', 'hero', 'featured'], picture, 'promotions'],
    [['promotions', 'featured'], null, 'promotions'],
    [['featured', 'hero'], picture, 'featured'],
    [['hero', 'offers'], null, null],
    [[], null, null],
  ])('blocks %j, hero picture %j: %s', (blocks, heroPicture, lead) => {
    expect(homeLeadPicture(blocks, heroPicture)).toBe(lead);
  });
});
