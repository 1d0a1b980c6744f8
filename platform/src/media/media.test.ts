import { describe, expect, it } from 'vitest';
import { bannerKinds } from '../domain/page-banners';
import { drawnPromotionPictures } from '../domain/promotions-slider';
import {
  bodyImageSvg,
  colourToHex,
  bannerSvg,
  promotionSvg,
  locationImageSvg,
  locationMapSvg,
  silhouetteFor,
  silhouetteForBodyName,
  vehicleImageSvg,
} from '.';

describe('generated vehicle pictures', () => {
  it.each([
    ['Glacier White', '#f4f5f7'],
    ['Soul Red Crystal', '#b3141c'],
    ['Graphite Grey', '#6b7078'],
    ['Deep Blue Mica', '#1f4e9c'],
    ['Eclipse Black', '#1d1f23'],
    ['Unobtainium', '#8a9099'],
  ])('paints %s as %s', (name, hex) => expect(colourToHex(name)).toBe(hex));

  it.each([
    ['ute', 'car', 'ute'],
    ['cabChassis', 'car', 'ute'],
    ['hatchback', 'car', 'hatch'],
    ['4x4', 'car', 'suv'],
    ['caravan', 'caravan', 'caravan'],
    ['popTop', 'caravan', 'caravan'],
    ['camperTrailer', 'caravan', 'camper'],
    ['motorhome', 'caravan', 'motorhome'],
    ['sedan', 'car', 'sedan'],
  ])('draws a %s (%s) as a %s', (body, item, shape) =>
    expect(silhouetteFor(body, item)).toBe(shape),
  );

  it('draws the paint colour and mirrors every second view', () => {
    const one = vehicleImageSvg({ simpleBody: 'suv', colour: 'Red', view: 1, itemType: 'car' });
    const two = vehicleImageSvg({ simpleBody: 'suv', colour: 'Red', view: 2, itemType: 'car' });
    expect(one).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
    expect(one).toContain('fill="#b3141c"');
    expect(one).not.toContain('scale(-1 1)');
    expect(two).toContain('scale(-1 1)');
  });

  it('escapes the location name on the sign', () => {
    const svg = locationImageSvg({ name: 'Smith & Sons <Cars> - Sales', seed: 'x' });
    expect(svg).toContain('Smith &amp; Sons &lt;Cars&gt;');
    expect(svg).not.toContain('- Sales');
  });
});

describe('body facet pictures', () => {
  it.each([
    ['Double Cab Pick Up', 'ute'],
    ['Cab Chassis', 'ute'],
    ['Wagon', 'suv'],
    ['Hatchback', 'hatch'],
    ['Fastback', 'coupe'],
    ['Pop Top', 'caravan'],
    ['Camper Trailer', 'camper'],
    ['Sedan', 'sedan'],
    ['Something else', 'sedan'],
  ])('%s is drawn as a %s', (name, shape) => expect(silhouetteForBodyName(name)).toBe(shape));

  it('draws a neutral silver body', () => {
    expect(bodyImageSvg('Wagon')).toContain('fill="#b9bec6"');
  });
});

describe('page banners (spec §9)', () => {
  it.each(bannerKinds)('%s: a strip of its own colour and motif, at the banner size', (kind) => {
    const svg = bannerSvg(kind);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1600 320"/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws each kind differently', () => {
    expect(new Set(bannerKinds.map((kind) => bannerSvg(kind))).size).toBe(bannerKinds.length);
  });
});

describe('drawn promotion pictures (spec §9 promotions slider 540x1920)', () => {
  it.each(drawnPromotionPictures)('%s: 1920 wide and 540 high, no words in it', (picture) => {
    const svg = promotionSvg(picture);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1920 540" width="1920" height="540"/,
    );
    expect(svg).not.toContain('<text');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws each picture differently', () => {
    const drawn = new Set(drawnPromotionPictures.map((picture) => promotionSvg(picture)));
    expect(drawn.size).toBe(drawnPromotionPictures.length);
  });
});

describe('the drawn map of a location (spec §7 embedded map, the embedded default)', () => {
  const ringwood = { name: 'Smith & Sons <Cars>', lat: -37.8136, long: 145.2266 };

  it('is 600 × 400 drawn twice as dense, the name escaped on its label, a pin, nothing fetched', () => {
    const svg = locationMapSvg(ringwood);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 600 400" width="1200" height="800"/);
    expect(svg).toContain('Smith &amp; Sons &lt;Cars&gt;');
    expect(svg).toContain('fill="#d93025"');
    expect(svg).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('draws the same streets for the same place, and others elsewhere', () => {
    expect(locationMapSvg(ringwood)).toBe(locationMapSvg(ringwood));
    expect(locationMapSvg({ ...ringwood, lat: -33.8688, long: 151.2093 })).not.toBe(
      locationMapSvg(ringwood),
    );
  });

  it('shortens a long name to fit its label', () => {
    const svg = locationMapSvg({ ...ringwood, name: 'A'.repeat(80) });
    expect(svg).toContain(`${'A'.repeat(43)}…`);
    expect(svg).not.toContain('A'.repeat(44));
  });
});
