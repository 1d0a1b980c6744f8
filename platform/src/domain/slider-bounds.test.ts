import { describe, expect, it } from 'vitest';
import { carFacets, priceFacet } from '@dealer/template-profiles';
import { rangeBoundsOf } from './slider-bounds';

const kmFacet = carFacets.find((facet) => facet.attribute === 'km')!;
const yearFacet = carFacets.find((facet) => facet.attribute === 'year')!;

describe('rangeBoundsOf', () => {
  it.each([
    // the stock's own range, whatever the defaults
    { facet: priceFacet, stats: { min: 4_990, max: 61_250 }, bounds: [4_990, 61_250] },
    // spec §5: the price slider's 5,000 to 250,000 when the stock gives none
    { facet: priceFacet, stats: undefined, bounds: [5_000, 250_000] },
    { facet: priceFacet, stats: { min: 18_990, max: 18_990 }, bounds: [5_000, 250_000] },
    // widened to the one price the stock has
    { facet: priceFacet, stats: { min: 289_000, max: 289_000 }, bounds: [5_000, 289_000] },
    { facet: priceFacet, stats: { min: 2_500, max: 2_500 }, bounds: [2_500, 250_000] },
    // spec §9: other sliders 0 to 100,000
    { facet: kmFacet, stats: undefined, bounds: [0, 100_000] },
    { facet: kmFacet, stats: { min: 0, max: 0 }, bounds: [0, 100_000] },
    // a year has no default range: no slider
    { facet: yearFacet, stats: undefined, bounds: null },
    { facet: yearFacet, stats: { min: 2024, max: 2024 }, bounds: null },
    { facet: yearFacet, stats: { min: Number.NaN, max: 2024 }, bounds: null },
  ])('$facet.attribute $stats: $bounds', ({ facet, stats, bounds }) => {
    expect(rangeBoundsOf(facet, stats)).toEqual(bounds);
  });
});
