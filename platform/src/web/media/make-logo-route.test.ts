import { describe, expect, it } from 'vitest';
import { makeLogoResponse, manufacturerLogoResponse } from './make-logo-route';
import { makeLogoHref, makeLogoPath } from '../search/make-sections';

describe('/media/make/{make}.svg', () => {
  it.each([['Toyota'], ['Mercedes-Benz'], ['Land Rover'], ['Citroën'], ['Rolls-Royce']])(
    'serves the logo of %s from the path the cards use',
    async (make) => {
      const file = makeLogoPath(make).replace('/media/make/', '');
      const response = makeLogoResponse(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(await response.text()).toContain(`aria-label="${make}"`);
    },
  );

  it.each([
    ['Toyota.png'],
    ['.svg'],
    ['%E0%A4%A.svg'],
    ['<script>.svg'],
    [`${'A'.repeat(61)}.svg`],
  ])('answers 404 for %s', (file) => expect(makeLogoResponse(file).status).toBe(404));
});

describe('/media/logo/{slug}.svg', () => {
  it('serves the Toyota emblem as a picture of the site', async () => {
    const response = manufacturerLogoResponse('toyota.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    expect(svg).toContain('aria-label="Toyota"');
    expect(svg).toContain('<ellipse');
  });

  it.each([['mazda.svg'], ['toyota.png'], ['Toyota.svg'], ['../toyota.svg'], ['constructor.svg']])(
    'answers 404 for %s',
    (file) => expect(manufacturerLogoResponse(file).status).toBe(404),
  );
});

describe('makeLogoHref (spec §2 make cards, §3 Manufacturer logo)', () => {
  const logos = {
    toyota: '/media/logo/toyota.svg',
    'land rover': 'https://cdn.example.com/lr.svg',
  };
  it.each([
    ['Toyota', '/media/logo/toyota.svg'],
    ['TOYOTA', '/media/logo/toyota.svg'],
    ['Land Rover', 'https://cdn.example.com/lr.svg'],
    ['Mazda', '/media/make/Mazda.svg'],
    ['constructor', '/media/make/constructor.svg'],
  ])('%s: %s', (make, href) => expect(makeLogoHref(make, logos)).toBe(href));
  it('draws the initials of every make on a site without logos', () => {
    expect(makeLogoHref('Toyota', undefined)).toBe('/media/make/Toyota.svg');
  });
});
