import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoModelRange } from '../demo/model-range';
import { serviceAdvantageFor, defaultServiceAdvantage } from './service-advantage';
import {
  carsOfModel,
  hasModelPage,
  type Model,
  modelBadge,
  modelDisplayName,
  modelBodyCategories,
  modelBodyCategoryOf,
  modelBodyMovedTo,
  modelBodySlug,
  modelMenuCategories,
  modelPageHref,
  modelsOfBody,
  modelStatuses,
  modelStockHref,
  sortModels,
} from './models';

const model = (over: Partial<Model> = {}): Model => ({
  id: 1,
  manufacturer: 'Toyota',
  name: 'RAV4',
  slug: 'rav4',
  categories: ['SUVs & 4WDs', 'Electrified'],
  status: 'on_sale',
  allNew: false,
  overrideUrl: null,
  imageUrl: null,
  tagline: '',
  highlights: [],
  fromPrice: null,
  position: 0,
  ...over,
});

describe('model status (spec §2/§4)', () => {
  it.each([
    ['on_sale', false, 'All-New', ['SUVs & 4WDs', 'Electrified'], '/search/toyota/rav4'],
    ['on_sale', true, 'All-New', ['SUVs & 4WDs', 'Electrified'], '/search/toyota/rav4'],
    ['coming_soon', false, 'Upcoming', ['Upcoming'], null],
    ['coming_soon', true, 'Upcoming', ['Upcoming'], null],
    ['discontinued', true, null, ['Discontinued'], '/search/toyota/rav4'],
  ] as const)(
    '%s (all-new %s): badge %s, listed under %j, stock %s',
    (status, allNew, badge, groups, stock) => {
      const m = model({ status, allNew });
      expect(modelBadge(m)).toBe(badge);
      expect(modelMenuCategories(m)).toEqual(groups);
      expect(modelStockHref(m)).toBe(stock);
    },
  );

  it('finds the cars of a model by make and model name, any case', () => {
    const cars = [
      { make: 'Toyota', model: 'RAV4' },
      { make: 'toyota', model: 'rav4' },
      { make: 'Toyota', model: 'RAV4 Cruiser' },
      { make: 'Kia', model: 'RAV4' },
    ];
    expect(carsOfModel(cars, model())).toEqual(cars.slice(0, 2));
  });

  it('gives a model its own page unless it has an override', () => {
    expect(hasModelPage(model())).toBe(true);
    expect(hasModelPage(model({ overrideUrl: '/fleet' }))).toBe(false);
    expect(modelPageHref(model())).toBe('/rav4');
    expect(modelPageHref(model({ overrideUrl: '/fleet' }))).toBe('/fleet');
    expect(modelPageHref(model({ overrideUrl: 'https://www.toyota.com.au/rav4' }))).toBe(
      'https://www.toyota.com.au/rav4',
    );
  });
});

describe('the range in order and by body', () => {
  const arbitraryModel = fc.record({
    status: fc.constantFrom(...modelStatuses),
    position: fc.integer({ min: 0, max: 40 }),
    name: fc.string({ maxLength: 6 }),
    categories: fc.subarray([...modelBodyCategories], { minLength: 1 }),
  });

  it('puts on-sale models first, then upcoming, then discontinued, keeping every model', () => {
    fc.assert(
      fc.property(fc.array(arbitraryModel, { maxLength: 30 }), (models) => {
        const sorted = sortModels(models);
        expect(sorted).toHaveLength(models.length);
        const rank = { on_sale: 0, coming_soon: 1, discontinued: 2 } as const;
        for (let i = 1; i < sorted.length; i += 1) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(rank[a.status] * 100 + a.position).toBeLessThanOrEqual(
            rank[b.status] * 100 + b.position,
          );
        }
      }),
    );
  });

  it('lists a body’s models by the category’s name or slug, never a discontinued one', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryModel, { maxLength: 30 }),
        fc.constantFrom(...modelBodyCategories),
        (models, category) => {
          for (const asked of [category, modelBodySlug(category), category.toUpperCase()]) {
            const listed = modelsOfBody(models, asked)!;
            expect(listed.every((m) => m.categories.includes(category))).toBe(true);
            expect(listed.some((m) => m.status === 'discontinued')).toBe(false);
            expect(listed).toHaveLength(
              models.filter((m) => m.status !== 'discontinued' && m.categories.includes(category))
                .length,
            );
          }
        },
      ),
    );
  });

  it.each([
    ['SUVs & 4WDs', 'suvs-and-4wds', 'suvs-4wds'],
    ['Hatch & sedans', 'hatch-and-sedans', 'hatch-sedans'],
    ['GR & performance', 'gr-and-performance', 'gr-performance'],
    ['Utes & Vans', 'utes-and-vans', 'utes-vans'],
  ] as const)('%s has the slug %s (and %s before, sent on to it)', (category, expected, old) => {
    expect(modelBodySlug(category)).toBe(expected);
    expect(modelBodyCategoryOf(expected)).toBe(category);
    expect(modelBodyMovedTo(old)).toBe(expected);
    expect(modelBodyMovedTo(expected)).toBeNull();
  });

  it.each([['Cars'], ['cars'], ['Electrified'], ['spaceships'], ['']])(
    'sends no body query %j anywhere else',
    (body) => expect(modelBodyMovedTo(body)).toBeNull(),
  );

  it('knows no other body', () => {
    expect(modelBodyCategoryOf('spaceships')).toBeNull();
    expect(modelsOfBody([model()], 'spaceships')).toBeNull();
    expect(modelsOfBody([model(), model({ status: 'discontinued' })], null)).toHaveLength(1);
  });
});

describe('the demo Toyota range', () => {
  const range = demoModelRange('Toyota');

  it('has models in every body category, upcoming and discontinued ones, and unique slugs', () => {
    for (const category of modelBodyCategories)
      expect(range.some((m) => m.categories.includes(category))).toBe(true);
    expect(range.some((m) => m.status === 'coming_soon')).toBe(true);
    expect(range.some((m) => m.status === 'discontinued')).toBe(true);
    expect(range.some((m) => m.overrideUrl !== null)).toBe(true);
    expect(new Set(range.map((m) => m.slug)).size).toBe(range.length);
  });

  it('has a Service Advantage row for every model of the spec §9 table it sells', () => {
    const named = range.filter((m) => serviceAdvantageFor(m.name) !== defaultServiceAdvantage);
    expect(named.map((m) => m.name)).toEqual(
      expect.arrayContaining(['HiLux', 'LandCruiser 300', 'Tundra', 'Coaster', 'bZ4X']),
    );
  });

  it('is empty for a manufacturer with no range and for a site without one', () => {
    expect(demoModelRange('Mazda')).toEqual([]);
    expect(demoModelRange(null)).toEqual([]);
  });
});

describe("modelDisplayName (spec §9 'All new' prefix 'New ')", () => {
  it.each([
    ['All new Camry', 'New Camry'],
    ['All-New HiLux', 'New HiLux'],
    ['ALL NEW  Prado', 'New Prado'],
    ['  all new bZ4X', 'New bZ4X'],
    ['Camry', 'Camry'],
    ['New Camry', 'New Camry'],
    ['Allnew Camry', 'Allnew Camry'],
    ['Small New Car', 'Small New Car'],
  ])('%s reads %s', (name, shown) => expect(modelDisplayName(name)).toBe(shown));
});
