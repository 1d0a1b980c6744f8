import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoSites, getSiteBySlug } from '@dealer/site-config';
import { generateDemoData, generateDemoOffers } from '../../demo';
import { demoModelRange } from '../../demo/model-range';
import { modelStockHref } from '../../domain/models';
import { slugOf } from '../../domain/slug';
import { vehicleBreadcrumbs } from '../../domain/structured-data';
import { vehicleSlugOf } from '../../domain/vehicle-page';
import { movedSearchPath, resolveSearchPath, type SearchPathContext } from './search-path';

const ctx = {
  makes: ['Toyota', 'Mercedes-Benz', 'Mazda'],
  models: new Map([
    ['Toyota', ['RAV4', 'LandCruiser Prado']],
    ['Mercedes-Benz', ['C-Class']],
  ]),
  locations: [{ slug: 'southern-cross-ringwood-sales', name: 'Southern Cross Ringwood' }],
  dealerships: [{ slug: 'southern-cross-ringwood', name: 'Southern Cross Ringwood' }],
  vehicleNoun: 'Cars',
};

describe('resolveSearchPath', () => {
  it.each([
    [[], null, 'Search Cars'],
    [['used-cars'], 'car_type IN ["used"]', 'Used Cars'],
    [['demo-cars'], 'car_type IN ["demo"]', 'Demo Cars'],
    [['new-and-demo-cars'], 'car_type IN ["new", "demo"]', 'New and Demo Cars'],
    [['new-used-and-demo-cars'], 'car_type IN ["new", "used", "demo"]', 'New, Used and Demo Cars'],
    [['toyota'], 'make = "Toyota"', 'Toyota Cars'],
    [['Toyota', 'rav4'], 'make = "Toyota" AND model = "RAV4"', 'Toyota RAV4 Cars'],
    [
      ['toyota', 'landcruiser-prado'],
      'make = "Toyota" AND model = "LandCruiser Prado"',
      'Toyota LandCruiser Prado Cars',
    ],
    [
      ['mercedes-benz', 'c-class'],
      'make = "Mercedes-Benz" AND model = "C-Class"',
      'Mercedes-Benz C-Class Cars',
    ],
    [
      ['southern-cross-ringwood-sales'],
      'location_slug = "southern-cross-ringwood-sales"',
      'Cars at Southern Cross Ringwood',
    ],
    [
      ['southern-cross-ringwood'],
      'dealership_slug = "southern-cross-ringwood"',
      'Cars at Southern Cross Ringwood',
    ],
  ])('%j means %s', (segments, filter, heading) => {
    expect(resolveSearchPath(segments, ctx)).toMatchObject({ filter, heading });
  });

  it('understands the caravan template’s paths', () => {
    expect(resolveSearchPath(['used-caravans'], { ...ctx, vehicleNoun: 'Caravans' })).toMatchObject(
      {
        filter: 'car_type IN ["used"]',
        heading: 'Used Caravans',
      },
    );
  });

  it.each([[['holden']], [['toyota', 'camry']], [['toyota', 'rav4', 'gx']], [['old-cars']]])(
    '%j is not found',
    (segments) => {
      expect(resolveSearchPath(segments, ctx)).toBeNull();
    },
  );
});

/** What /search/... paths can name, of a list of cars (as the search page reads its facets). */
function contextOf(cars: readonly { make: string; model: string }[]): SearchPathContext {
  const models = new Map<string, string[]>();
  for (const car of cars) {
    const known = models.get(car.make) ?? [];
    if (!known.includes(car.model)) models.set(car.make, [...known, car.model]);
  }
  return { makes: [...models.keys()], models, locations: [], dealerships: [], vehicleNoun: 'Cars' };
}

const segmentsOf = (path: string) => path.split('/').slice(2);

describe('one slug for a make and model in the demo data and the search paths', () => {
  const now = new Date('2026-11-22T00:00:00Z');

  it.each(demoSites.map((site) => [site.slug]))(
    '%s: every car’s make and model paths resolve to themselves, its slug holds them',
    (slug) => {
      const site = getSiteBySlug(slug)!;
      const { cars } = generateDemoData(site, { now });
      const ctx = contextOf(cars);
      for (const car of cars) {
        const [, , make, model] = vehicleBreadcrumbs(car, site);
        expect(resolveSearchPath(segmentsOf(make!.url), ctx)?.path).toBe(make!.url);
        expect(resolveSearchPath(segmentsOf(model!.url), ctx)?.path).toBe(model!.url);
        expect(car.slug).toBe(vehicleSlugOf(car));
        expect(car.slug).toContain(segmentsOf(model!.url).join('-'));
      }
    },
  );

  it('the model range’s and offers’ stored model slugs are the search paths’ model part', () => {
    const toyota = getSiteBySlug('swan-valley-toyota')!;
    const ctx = contextOf(generateDemoData(toyota, { now }).cars);
    const range = demoModelRange('Toyota');
    expect(range.length).toBeGreaterThan(10);
    for (const model of range) {
      const path = modelStockHref({ ...model, status: 'on_sale' })!;
      expect(segmentsOf(path)).toEqual(['toyota', model.slug]);
      if (ctx.models.get('Toyota')?.includes(model.name)) {
        expect(resolveSearchPath(segmentsOf(path), ctx)?.path).toBe(path);
      }
    }
    const offered = generateDemoOffers(toyota, { now }).flatMap((o) => (o.model ? [o.model] : []));
    expect(offered.length).toBeGreaterThan(0);
    for (const model of offered) expect(model.slug).toBe(slugOf(model.name));
  });

  it('names an accented or punctuated make and model alike in a car’s slug and its search paths', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿŠšŽžŁłßØ0-9&'’/.()-]{1,12}$/);
    fc.assert(
      fc.property(word, word, word, (make, model, badge) => {
        fc.pre(slugOf(make) !== '' && slugOf(model) !== '');
        const car = {
          carType: 'new' as const,
          make,
          model,
          name: `2024 ${make} ${model} ${badge}`,
          stocknum: 'N1010001',
        };
        const slug = vehicleSlugOf(car);
        const crumbs = vehicleBreadcrumbs({ ...car, slug }, { content: { vehicleNoun: 'Cars' } });
        const modelPath = crumbs[3]!.url;
        expect(modelPath).toBe(`/search/${slugOf(make)}/${slugOf(model)}`);
        expect(resolveSearchPath(segmentsOf(modelPath), contextOf([car]))?.path).toBe(modelPath);
        expect(slug.startsWith(`2024-${slugOf(make)}-${slugOf(model)}-`)).toBe(true);
      }),
    );
  });
});

describe('movedSearchPath: an old form of a slug is sent to the slug now', () => {
  const ctx: SearchPathContext = {
    makes: ['Citroën', 'Škoda', 'Toyota'],
    models: new Map([
      ['Citroën', ['C5 Aircross', 'Ë-C4']],
      ['Škoda', ['Octavia']],
      ['Toyota', ['C-HR', '86']],
    ]),
    locations: [
      {
        slug: 'noosa-heads-motors-sales',
        name: 'Nöosa Héads Motors',
        fullName: 'Nöosa Héads Motors - Sales',
      },
      { slug: 'store-12', name: 'Café Cars', fullName: 'Café Cars - Sales' }, // a given slug
    ],
    dealerships: [{ slug: 'southern-cross-ringwood', name: 'Southern Cross Ringwood' }],
    vehicleNoun: 'Cars',
  };

  it.each([
    [['citroe-n'], '/search/citroen'],
    [['citro-n'], '/search/citroen'],
    [['Citro-N'], '/search/citroen'],
    [['citroen'], null], // its slug now: resolves as it is
    [['citron'], null],
    [['citroe-n', 'c5-aircross'], '/search/citroen/c5-aircross'],
    [['citroen', 'c4'], '/search/citroen/e-c4'], // 'Ë-C4' was 'c4' in search paths
    [['citro-n', 'c4'], '/search/citroen/e-c4'],
    [['citroen', 'e-c4'], null],
    [['citroen', 'c3'], null],
    [['citro-n', 'octavia'], null], // a model of another make
    [['toyota', 'c-hr'], null],
    [['s-koda'], '/search/skoda'],
    [['koda', 'octavia'], '/search/skoda/octavia'],
    [['skoda', 'octavia'], null],
    [['no-osa-he-ads-motors-sales'], '/search/noosa-heads-motors-sales'],
    [['n-osa-h-ads-motors-sales'], '/search/noosa-heads-motors-sales'],
    [['noosa-heads-motors-sales'], null],
    [['caf-cars-sales'], null], // a location whose slug was given, not made of its name
    [['southern-cross-ringwood'], null],
    [['holden'], null],
    [[], null],
    [['citroe-n', 'c5-aircross', 'shine'], null],
    [['%E0%A4%A'], null],
  ])('%j -> %s', (segments, path) => {
    expect(movedSearchPath(segments, ctx)).toBe(path);
    // where it sends a shopper resolves, to that very path
    if (path) expect(resolveSearchPath(segmentsOf(path), ctx)?.path).toBe(path);
  });
});
