import { describe, expect, it } from 'vitest';
import { testCar, testLocation, testSite } from '../../domain/vehicle-page.fixtures';
import { compareCaption, comparedCar, unavailableNotice } from './compare-view';

describe('comparedCar', () => {
  const site = testSite({ features: { compare: true } });

  it('gives the car’s page, first picture, shown price and where it is', () => {
    const view = comparedCar(site, {
      car: testCar({ offerPrice: 32990, beforePrice: null }),
      location: testLocation(),
    });
    expect(view).toMatchObject({
      id: 4321,
      slug: '2022-toyota-rav4-gx-u3010042',
      name: '2022 Toyota RAV4 GX',
      href: '/cars/2022-toyota-rav4-gx-u3010042',
      image: { src: '/media/cars/4321/1.jpg', width: 1200, height: 800 },
      // spec §4: the offer price, the price struck through
      price: { amount: 32990, text: null, qualifier: 'Drive Away', wasPrice: 34990 },
    });
    expect(view.values.price).toBe('$32,990 Drive Away');
    expect(view.values.location).toBe('Swan Valley Toyota Midland, Midland WA');
  });

  it('shows the site’s no-price text for a car without a price', () => {
    const view = comparedCar(testSite({ content: { noPriceText: 'Call for price' } }), {
      car: testCar({ price: 0 }),
      location: testLocation(),
    });
    expect(view.price).toMatchObject({ amount: null, text: 'Call for price' });
    expect(view.values.price).toBe('Call for price');
  });

  it('has no picture for a car without one, and encodes the slug in its page', () => {
    const view = comparedCar(site, {
      car: testCar({ images: [], slug: 'citroën-c4-s1' }),
      location: testLocation(),
    });
    expect(view.image).toBeNull();
    expect(view.href).toBe('/cars/citro%C3%ABn-c4-s1');
  });
});

describe('the page’s words', () => {
  it.each([
    [1, 'Cars', 'Comparing 1 car'],
    [3, 'Cars', 'Comparing 3 cars'],
    [2, 'Caravans', 'Comparing 2 caravans'],
  ])('captions %i %s as %s', (count, noun, text) => {
    expect(compareCaption(count, noun)).toBe(text);
  });

  it.each([
    [0, 'Cars', null],
    [1, 'Cars', '1 car in this comparison is no longer available.'],
    [2, 'Cars', '2 cars in this comparison are no longer available.'],
    [1, 'Caravans', '1 caravan in this comparison is no longer available.'],
  ])('says %i %s are no longer available as %s', (count, noun, text) => {
    expect(unavailableNotice(count, noun)).toBe(text);
  });
});
