import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  makeLayout,
  modelsOfMake,
  modelsOutsideSelectedMakes,
  visibleMakeCount,
  type MakeFacetValue,
} from './make-sections';

const value = (name: string, count = 10, isRefined = false): MakeFacetValue => ({
  value: name,
  label: name,
  count,
  isRefined,
});

const makes = [
  'Toyota',
  'Mazda',
  'Hyundai',
  'Ford',
  'Kia',
  'Mitsubishi',
  'Volkswagen',
  'Audi',
  'BMW',
  'Subaru',
].map((name) => value(name));
const popular = ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Mitsubishi', 'Volkswagen'];
const titles = (layout: ReturnType<typeof makeLayout>) =>
  layout.sections.map((s) => [s.title, s.items.map((i) => i.value)]);

describe('visibleMakeCount (spec §9)', () => {
  it.each([
    [[], 7],
    [['Toyota', 'Lexus'], 2],
    [popular, 7],
  ])('with popular makes %j shows %i', (list, count) => expect(visibleMakeCount(list)).toBe(count));
});

describe('makeLayout (spec §2 make filter cards)', () => {
  it('lists every make without sections when they all fit', () => {
    const layout = makeLayout(makes.slice(0, 7), popular, 7, false);
    expect(titles(layout)).toEqual([[null, popular]]);
    expect(layout.toggle).toBe(false);
  });

  it('shows the popular makes and offers the rest when there are more', () => {
    const layout = makeLayout(makes, popular, 7, false);
    expect(titles(layout)).toEqual([['Popular Makes', popular]]);
    expect(layout.toggle).toBe(true);
  });

  it('adds All Makes by name once expanded', () => {
    const layout = makeLayout(makes, popular, 7, true);
    expect(titles(layout)).toEqual([
      ['Popular Makes', popular],
      ['All Makes', ['Audi', 'BMW', 'Subaru']],
    ]);
  });

  it('keeps a selected make outside the popular ones in view while collapsed', () => {
    const items = makes.map((m) => (m.value === 'BMW' ? { ...m, isRefined: true } : m));
    const layout = makeLayout(items, popular, 7, false);
    expect(titles(layout)).toEqual([
      ['Popular Makes', popular],
      ['All Makes', ['BMW']],
    ]);
    expect(layout.toggle).toBe(true);
  });

  it('follows the popular order, ignores makes not in stock and matches any case', () => {
    const layout = makeLayout(makes, ['subaru', 'Lexus', 'AUDI'], 2, false);
    expect(titles(layout)).toEqual([['Popular Makes', ['Subaru', 'Audi']]]);
  });

  it('shows every make exactly once when expanded, and never hides a selected one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...makes.map((m) => m.value)), { maxLength: 10 }),
        fc.subarray(makes.map((m) => m.value)),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (chosen, popularList, visible, expanded) => {
          const items = makes.map((m) => ({ ...m, isRefined: chosen.includes(m.value) }));
          const layout = makeLayout(items, popularList, visible, expanded);
          const shown = layout.sections.flatMap((s) => s.items.map((i) => i.value));
          expect(new Set(shown).size).toBe(shown.length);
          for (const make of chosen) expect(shown).toContain(make);
          if (expanded) expect(shown.sort()).toEqual(makes.map((m) => m.value).sort());
          const popularSection = layout.sections.find((s) => s.title === 'Popular Makes');
          expect(popularSection?.items.length ?? 0).toBeLessThanOrEqual(visible);
        },
      ),
    );
  });
});

describe('models of a selected make', () => {
  const makeModels = { Toyota: ['RAV4', 'HiLux', 'Corolla'], Mazda: ['CX-5'] };
  const models = [
    value('RAV4', 5, true),
    value('CX-5', 3, true),
    value('HiLux', 9),
    value('Ranger'),
  ];

  it('are the model values the make has, in facet order', () => {
    expect(modelsOfMake('toyota', models, makeModels).map((m) => m.value)).toEqual([
      'RAV4',
      'HiLux',
    ]);
    expect(modelsOfMake('Kia', models, makeModels)).toEqual([]);
  });

  it('take in models no make lists while the make is the only one selected', () => {
    expect(modelsOfMake('Kia', models, makeModels, true).map((m) => m.value)).toEqual(['Ranger']);
    expect(modelsOfMake('Toyota', models, makeModels, true).map((m) => m.value)).toEqual([
      'RAV4',
      'HiLux',
      'Ranger',
    ]);
  });

  it('leaves a refined model whose make is not selected in view on its own', () => {
    expect(modelsOutsideSelectedMakes(['Toyota'], models, makeModels).map((m) => m.value)).toEqual([
      'CX-5',
    ]);
    expect(modelsOutsideSelectedMakes(['Toyota', 'Mazda'], models, makeModels)).toEqual([]);
    expect(modelsOutsideSelectedMakes([], models, makeModels).map((m) => m.value)).toEqual([
      'RAV4',
      'CX-5',
    ]);
  });
});
