import { describe, expect, it } from 'vitest';
import { haversineKm, type LatLng } from '../../domain/geo';
import { readPostcodeDataSet } from './postcode-data-set';
import {
  INVALID_POSTCODE_MESSAGE,
  isPostcodeFormat,
  knownPostcodeCount,
  postcodeLocation,
} from './postcode-location';
import { postcodeTableFrom, postcodeTableJson } from './postcode-table';
import table from './postcode-table.json';
import fs from 'node:fs';

// city centres (the GPO or the main mall), and how far the postcode's centre may be from them
const places: [postcode: string, place: string, centre: LatLng, withinKm: number][] = [
  ['2000', 'Sydney', { lat: -33.8688, lng: 151.2093 }, 5],
  ['3000', 'Melbourne', { lat: -37.8136, lng: 144.9631 }, 3],
  ['4000', 'Brisbane', { lat: -27.4698, lng: 153.0251 }, 3],
  ['5000', 'Adelaide', { lat: -34.9285, lng: 138.6007 }, 3],
  ['6000', 'Perth', { lat: -31.9523, lng: 115.8613 }, 3],
  ['7000', 'Hobart', { lat: -42.8821, lng: 147.3272 }, 5],
  ['0800', 'Darwin', { lat: -12.4634, lng: 130.8456 }, 3],
  ['2600', 'Canberra', { lat: -35.3082, lng: 149.1244 }, 10],
  ['3175', 'Dandenong', { lat: -37.9875, lng: 145.2149 }, 10],
];

describe('postcodeLocation (spec §7 maps geocoding)', () => {
  it.each(places)('%s is near %s', (postcode, _place, centre, withinKm) => {
    const point = postcodeLocation(postcode);
    expect(point).not.toBeNull();
    expect(haversineKm(point!, centre)).toBeLessThan(withinKm);
  });

  it('finds 2000 near -33.87, 151.21', () => {
    const point = postcodeLocation('2000')!;
    expect(point.lat).toBeCloseTo(-33.87, 1);
    expect(point.lng).toBeCloseTo(151.21, 1);
  });

  it('ignores spaces around the postcode', () => {
    expect(postcodeLocation(' 3000 ')).toEqual(postcodeLocation('3000'));
  });

  it.each([
    ['0000', 'no postcode is 0000'],
    ['0100', 'an unallocated postcode'],
    ['5999', 'another unallocated postcode'],
    ['abcd', 'letters'],
    ['300', 'three digits'],
    ['30000', 'five digits'],
    ['30 0', 'a space inside'],
    ['', 'nothing'],
    ['٣٠٠٠', 'digits of another script'],
  ])('knows no point for %j (%s)', (postcode) => {
    expect(postcodeLocation(postcode)).toBeNull();
  });

  it('answers with the spec’s wording for a postcode it cannot place', () => {
    expect(INVALID_POSTCODE_MESSAGE).toBe('Invalid postcode');
  });

  it('gives each caller its own copy of the point', () => {
    const point = postcodeLocation('3000')!;
    point.lat = 0;
    expect(postcodeLocation('3000')!.lat).toBeCloseTo(-37.81, 2);
  });

  it('knows every postcode in the table', () => {
    expect(knownPostcodeCount()).toBe(table.length);
    expect(knownPostcodeCount()).toBeGreaterThan(3000);
  });
});

describe('isPostcodeFormat', () => {
  it.each([
    ['3000', true],
    ['0800', true],
    ['300', false],
    ['3000a', false],
    [' 3000', false],
  ])('%j: %s', (value, expected) => {
    expect(isPostcodeFormat(value)).toBe(expected);
  });
});

describe('postcodeTableFrom', () => {
  it('averages the distinct points of a postcode’s localities, to four decimals', () => {
    expect(
      postcodeTableFrom([
        { postcode: '2000', lat: -33.86, long: 151.25 },
        { postcode: '2000', lat: -33.86, long: 151.25 },
        { postcode: '2000', lat: -33.86, long: 151.25 },
        { postcode: '2000', lat: -33.87, long: 151.2 },
        { postcode: '0800', lat: -12.45868, long: 130.83668 },
      ]),
    ).toEqual([
      ['0800', -12.4587, 130.8367],
      ['2000', -33.865, 151.225],
    ]);
  });

  it('leaves out localities outside Australia and rows that are not postcodes', () => {
    expect(
      postcodeTableFrom([
        { postcode: '4171', lat: -27.456, long: 153.0604 },
        { postcode: '4171', lat: 142.417, long: -10.7833 }, // latitude and longitude swapped
        { postcode: '3989', lat: 49.1805, long: -2.10323 }, // St Helier, Jersey
        { postcode: '1234', lat: Number.NaN, long: 151 },
        { postcode: '123', lat: -33, long: 151 },
        { postcode: '2899', lat: -29.0408, long: 167.9547 }, // Norfolk Island
      ]),
    ).toEqual([
      ['2899', -29.0408, 167.9547],
      ['4171', -27.456, 153.0604],
    ]);
  });

  it('writes one postcode a line', () => {
    expect(
      postcodeTableJson([
        ['0800', -12.4587, 130.8367],
        ['2000', -33.865, 151.225],
      ]),
    ).toBe('[\n  ["0800", -12.4587, 130.8367],\n  ["2000", -33.865, 151.225]\n]\n');
  });
});

describe('the committed postcode table', () => {
  it('is the one the installed data set gives (run generate-postcode-table.ts after an upgrade)', () => {
    const committed = fs.readFileSync(new URL('./postcode-table.json', import.meta.url), 'utf8');
    expect(committed).toBe(postcodeTableJson(postcodeTableFrom(readPostcodeDataSet())));
  });

  it('has each postcode once, in order, inside Australia', () => {
    const postcodes = table.map((row) => row[0] as string);
    expect([...postcodes].sort()).toEqual(postcodes);
    expect(new Set(postcodes).size).toBe(postcodes.length);
    for (const [postcode, lat, lng] of table as [string, number, number][]) {
      expect(postcode).toMatch(/^\d{4}$/);
      expect(lat).toBeGreaterThanOrEqual(-55);
      expect(lat).toBeLessThanOrEqual(-9);
      expect(lng).toBeGreaterThanOrEqual(96);
      expect(lng).toBeLessThanOrEqual(169);
    }
  });
});
