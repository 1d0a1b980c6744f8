import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capPostcode, POSTCODE_LENGTH } from './postcode';

describe('capPostcode (spec §5: digits only, capped at 4)', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['2000', '2000'],
    ['20001', '2000'],
    ['0800', '0800'],
    ['2 000', '2000'],
    ['NSW 2000', '2000'],
    ['abc', ''],
    ['3-0-0-0-0', '3000'],
    ['６０００', ''],
  ])('capPostcode(%j) is %j', (text, expected) => expect(capPostcode(text)).toBe(expected));

  it('keeps only the leading digits of the input, never more than four', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const postcode = capPostcode(text);
        expect(postcode).toMatch(/^\d{0,4}$/);
        expect(postcode.length).toBeLessThanOrEqual(POSTCODE_LENGTH);
        expect(text.replace(/\D/g, '').startsWith(postcode)).toBe(true);
        expect(capPostcode(postcode)).toBe(postcode);
      }),
    );
  });
});
