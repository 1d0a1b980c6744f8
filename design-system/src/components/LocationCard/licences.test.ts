import { describe, expect, it } from 'vitest';
import { licenceLines, telHref } from './licences';

describe('licenceLines (spec §9 labels DL, CL, MRB)', () => {
  it.each([
    [{ dealerLicence: 'MD012345' }, [{ label: 'DL', number: 'MD012345' }]],
    [
      { motorRepairer: 'MRB 44102', carLicence: 'CL 2231', dealerLicence: 'DL: 3456' },
      [
        { label: 'DL', number: '3456' },
        { label: 'CL', number: '2231' },
        { label: 'MRB', number: '44102' },
      ],
    ],
    [{ dealerLicence: '  ', carLicence: null, motorRepairer: undefined }, []],
    [{ dealerLicence: 'DL' }, []],
    // a number that merely starts with the letters of another label keeps them
    [{ carLicence: 'DL123' }, [{ label: 'CL', number: 'DL123' }]],
    [{ motorRepairer: 'mrb#7781' }, [{ label: 'MRB', number: '7781' }]],
  ])('%j reads %j', (licences, lines) => expect(licenceLines(licences)).toEqual(lines));

  it('has no lines without licences', () => {
    expect(licenceLines(null)).toEqual([]);
    expect(licenceLines(undefined)).toEqual([]);
    expect(licenceLines({})).toEqual([]);
  });
});

describe('telHref', () => {
  it.each([
    ['08 9274 0100', 'tel:0892740100'],
    ['(08) 9274-0100', 'tel:0892740100'],
    ['+61 8 9274 0100', 'tel:+61892740100'],
    ['1300 123 456', 'tel:1300123456'],
  ])('%s dials %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
