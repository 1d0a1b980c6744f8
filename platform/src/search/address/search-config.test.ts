import { describe, expect, it } from 'vitest';
import { getSiteBySlug } from '@dealer/site-config';
import { generateDemoData } from '../../demo/generate';
import { type FacetDefinition } from './search-state';
import { searchFacets, severalValueAttributes, withSeveralValuesOnly } from './search-config';

// spec §2 the caravan search's city, dealership and badge filters, where the site has more
// than one: each shows only when the site's stock holds more than one of its values.

const caravans = getSiteBySlug('sunshine-coast-caravans')!;
const attributes = (facets: readonly FacetDefinition[]) => facets.map((f) => f.attribute);

describe('withSeveralValuesOnly', () => {
  const facets: FacetDefinition[] = [
    { attribute: 'make', label: 'Make', kind: 'list' },
    { attribute: 'city', label: 'City', kind: 'list', onlyWithSeveralValues: true },
    { attribute: 'badge', label: 'Badge', kind: 'list', onlyWithSeveralValues: true },
  ];
  it.each<[string, Record<string, number>, string[]]>([
    ['several of each', { city: 2, badge: 5 }, ['make', 'city', 'badge']],
    ['one city', { city: 1, badge: 5 }, ['make', 'badge']],
    ['no badge at all', { city: 3, badge: 0 }, ['make', 'city']],
    ['not counted: shown', {}, ['make', 'city', 'badge']],
    ['a facet not marked shows with one value', { make: 1, city: 1, badge: 1 }, ['make']],
  ])('%s', (_name, counts, shown) => {
    expect(attributes(withSeveralValuesOnly(facets, counts))).toEqual(shown);
  });
});

describe('the caravan search’s city, dealership and badge facets', () => {
  it('are the ones that need several values', () => {
    expect(severalValueAttributes(caravans)).toEqual(['city', 'dealership_name', 'badge']);
  });

  it('show on a site of two dealerships in two cities, hide on a site of one', () => {
    const { cars, locations } = generateDemoData(caravans, {
      now: new Date('2026-11-22T00:00:00Z'),
    });
    const distinct = (values: (string | null)[]) => new Set(values.filter(Boolean)).size;
    const counts = {
      city: distinct(
        cars.map((car) => locations.find((l) => l.id === car.locationId)!.address.city),
      ),
      dealership_name: distinct(
        cars.map((car) => caravans.dealerships.find((d) => d.id === car.dealershipId)!.name),
      ),
      badge: distinct(cars.map((car) => car.badge)),
    };
    expect(counts.city).toBe(2);
    expect(counts.dealership_name).toBe(2);
    const shown = attributes(searchFacets(caravans, counts));
    expect(shown).toEqual(expect.arrayContaining(['city', 'dealership_name']));
    expect(shown.includes('badge')).toBe(counts.badge > 1);
    const one = attributes(searchFacets(caravans, { city: 1, dealership_name: 1, badge: 1 }));
    expect(one).not.toEqual(expect.arrayContaining(['city']));
    expect(one).not.toContain('dealership_name');
    expect(one).not.toContain('badge');
    expect(one).toEqual(expect.arrayContaining(['make', 'location_name', 'tag']));
  });

  it('a car site keeps its city, dealership and badge facets', () => {
    const cars = getSiteBySlug('southern-cross-motors')!;
    expect(severalValueAttributes(cars)).toEqual([]);
    expect(attributes(searchFacets(cars, { city: 1, dealership_name: 1, badge: 1 }))).toEqual(
      expect.arrayContaining(['city', 'dealership_name', 'badge']),
    );
  });
});
