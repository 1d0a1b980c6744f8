import { describe, expect, it } from 'vitest';
import { getSiteBySlug, siteSchema } from '@dealer/site-config';
import {
  manufacturerBodyFields,
  manufacturerLogos,
  manufacturerSchema,
  siteManufacturers,
} from './manufacturers';
import { slugOf } from './slug';

const site = (manufacturers: unknown[]) =>
  siteSchema.parse({
    id: 7,
    slug: 'test-motors',
    name: 'Test Motors',
    url: 'https://www.testmotors.com.au',
    template: 'generic',
    dealershipId: 70,
    dealerships: [{ id: 70, slug: 'test-motors-a', name: 'Test Motors A' }],
    theme: { brand: 'generic' },
    manufacturers,
  });

describe('siteManufacturers (spec §3 Manufacturer)', () => {
  it('gives each listed make its id, slug, logo and bodies', () => {
    const list = siteManufacturers(
      site([
        {
          id: 4,
          name: 'Mercedes-Benz',
          logoUrl: 'https://cdn.example.com/mb.svg',
          bodies: ['SUV'],
        },
        { id: 9, name: 'Citroën' },
      ]),
    );
    expect(list).toEqual([
      {
        id: 4,
        name: 'Mercedes-Benz',
        slug: 'mercedes-benz',
        logoUrl: 'https://cdn.example.com/mb.svg',
        bodies: ['SUV'],
      },
      { id: 9, name: 'Citroën', slug: slugOf('Citroën'), logoUrl: null, bodies: [] },
    ]);
    for (const m of list) expect(manufacturerSchema.parse(m)).toEqual(m);
  });

  it.each([
    [
      'a logo that is neither https nor a path of the site',
      [{ id: 1, name: 'Kia', logoUrl: 'http://x.com/k.svg' }],
    ],
    ['a protocol-relative logo', [{ id: 1, name: 'Kia', logoUrl: '//x.com/k.svg' }]],
    ['a fourth body', [{ id: 1, name: 'Kia', bodies: ['a', 'b', 'c', 'd'] }]],
    [
      'a make twice',
      [
        { id: 1, name: 'Kia' },
        { id: 2, name: 'KIA' },
      ],
    ],
  ])('the site config refuses %s', (_, manufacturers) => {
    expect(() => site(manufacturers)).toThrow();
  });

  it('the Toyota demo site lists Toyota with the logo the site serves', () => {
    const [toyota] = siteManufacturers(getSiteBySlug('swan-valley-toyota')!);
    expect(toyota).toMatchObject({
      name: 'Toyota',
      slug: 'toyota',
      logoUrl: '/media/logo/toyota.svg',
    });
  });
});

describe('manufacturerBodyFields (spec §3 manufacturer_body, _body2, _body3)', () => {
  it.each([
    [[], [null, null, null]],
    [['SUV'], ['SUV', null, null]],
    [
      ['SUV', 'Ute', 'Van'],
      ['SUV', 'Ute', 'Van'],
    ],
  ])('%j', (bodies, [a, b, c]) => {
    expect(manufacturerBodyFields({ bodies })).toEqual({
      manufacturer_body: a,
      manufacturer_body2: b,
      manufacturer_body3: c,
    });
  });
});

describe('manufacturerLogos', () => {
  it('keys each configured logo by the make in lower case, leaving out makes without one', () => {
    expect(
      manufacturerLogos([
        { name: 'Toyota', logoUrl: '/media/logo/toyota.svg' },
        { name: ' Land Rover ', logoUrl: 'https://cdn.example.com/lr.svg' },
        { name: 'Kia', logoUrl: null },
      ]),
    ).toEqual({ toyota: '/media/logo/toyota.svg', 'land rover': 'https://cdn.example.com/lr.svg' });
  });
});
