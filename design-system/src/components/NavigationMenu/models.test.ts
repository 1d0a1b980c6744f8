import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupModelsByCategory,
  type MenuModel,
  modelMenuBadge,
  modelMenuCategories,
  showsOurStock,
} from './models';

describe('model card rules (spec §2 model mega-menu)', () => {
  it.each([
    ['coming_soon', 'Upcoming', false],
    ['in_stock', 'All-New', true],
    ['available', 'All-New', true],
    ['', 'All-New', true],
    [null, 'All-New', true],
    [undefined, 'All-New', true],
  ] as const)('status %j shows %s, Our Stock: %s', (status, badge, stock) => {
    expect(modelMenuBadge(status)).toBe(badge);
    expect(showsOurStock(status)).toBe(stock);
  });
});

describe('groupModelsByCategory', () => {
  const corolla = { name: 'Corolla Hatch', category: 'Hatch & sedans' };
  const camry = { name: 'Camry', category: ['Hatch & sedans', 'Electrified'] };
  const rav4 = { name: 'RAV4', category: ['SUVs & 4WDs', 'Electrified'] };
  const hilux = { name: 'HiLux', category: 'Utes & Vans' };
  const hiace = { name: 'HiAce', category: 'Utes & Vans' };
  const coaster = { name: 'Coaster', category: 'Buses' };
  const townace = { name: 'TownAce', category: 'Commercial' };
  const next = { name: 'Urban Cruiser', category: 'Upcoming', status: 'coming_soon' };

  it.each<[string, MenuModel[], [string, string[]][]]>([
    ['no models, no groups', [], []],
    [
      'groups in the spec order, whatever the input order',
      [hilux, next, rav4, corolla],
      [
        ['Hatch & sedans', ['Corolla Hatch']],
        ['SUVs & 4WDs', ['RAV4']],
        ['Utes & Vans', ['HiLux']],
        ['Electrified', ['RAV4']],
        ['Upcoming', ['Urban Cruiser']],
      ],
    ],
    [
      'a model in several categories appears in each',
      [camry, rav4],
      [
        ['Hatch & sedans', ['Camry']],
        ['SUVs & 4WDs', ['RAV4']],
        ['Electrified', ['Camry', 'RAV4']],
      ],
    ],
    [
      'models keep their order within a group',
      [hiace, hilux],
      [['Utes & Vans', ['HiAce', 'HiLux']]],
    ],
    [
      'unknown categories come last, in the order first seen',
      [townace, coaster, corolla, { name: 'Crown', category: 'Buses' }],
      [
        ['Hatch & sedans', ['Corolla Hatch']],
        ['Commercial', ['TownAce']],
        ['Buses', ['Coaster', 'Crown']],
      ],
    ],
    [
      'blank and repeated categories are ignored',
      [{ name: 'Yaris', category: ['', ' Hatch & sedans ', 'Hatch & sedans'] }],
      [['Hatch & sedans', ['Yaris']]],
    ],
  ])('%s', (_, models, expected) => {
    expect(
      groupModelsByCategory(models).map((group) => [
        group.category,
        group.models.map((model) => model.name),
      ]),
    ).toEqual(expected);
  });

  it('takes another category order', () => {
    const groups = groupModelsByCategory([corolla, hilux], ['Utes & Vans', 'Hatch & sedans']);
    expect(groups.map((group) => group.category)).toEqual(['Utes & Vans', 'Hatch & sedans']);
  });

  it('places every model in each of its categories exactly once', () => {
    const category = fc.constantFrom(...modelMenuCategories, 'Buses', 'Commercial');
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), category: fc.array(category, { maxLength: 3 }) })),
        (models) => {
          const groups = groupModelsByCategory(models);
          for (const model of models) {
            for (const name of new Set(model.category)) {
              const group = groups.find((candidate) => candidate.category === name);
              expect(group?.models.filter((member) => member === model)).toHaveLength(1);
            }
          }
          expect(groups.every((group) => group.models.length > 0)).toBe(true);
          const known = groups
            .map((group) => modelMenuCategories.indexOf(group.category as never))
            .filter((index) => index !== -1);
          expect(known).toEqual([...known].sort((a, b) => a - b));
        },
      ),
    );
  });
});
