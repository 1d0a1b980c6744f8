import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, PHONE_MASK, phoneHref, revealButtonName } from './phone';

describe('maskPhoneNumber (spec §4: masked after the first 5 characters)', () => {
  it.each([
    ['0412 345 678', '0412 3•••••'],
    ['0412345678', '04123•••••'],
    ['08 9274 0100', '08 927•••••'],
    ['(08) 9274 0100', '(08) 927•••••'],
    ['+61 412 345 678', '+61 412••••••'],
    ['1300 869 269', '1300 8•••••'],
    ['13 22 65', '13 22 6•'],
    ['  0412 345 678  ', '0412 3•••••'],
    ['12345', '12345'],
    ['000', '000'],
    ['', ''],
  ])('%j shows as %j', (phone, masked) => {
    expect(maskPhoneNumber(phone)).toBe(masked);
  });

  it('takes another number of visible digits', () => {
    expect(maskPhoneNumber('0412 345 678', 4)).toBe('0412••••••');
  });

  it('shows exactly the first five digits and hides every other digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ()-]{0,20}$/), (phone) => {
        const digits = phone.replace(/\D/g, '');
        const masked = maskPhoneNumber(phone);
        expect(masked.replace(/\D/g, '')).toBe(digits.slice(0, 5));
        const hidden = masked.split('').filter((character) => character === PHONE_MASK).length;
        expect(hidden).toBe(Math.max(0, digits.length - 5));
      }),
    );
  });
});

describe('phoneHref', () => {
  it.each([
    ['0412 345 678', 'tel:0412345678'],
    ['(08) 9274-0100', 'tel:0892740100'],
    ['+61 8 9274 0100', 'tel:+61892740100'],
    [' 13 22 65 ', 'tel:132265'],
  ])('%j calls %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
});

describe('revealButtonName', () => {
  it.each([
    ['Show number', 'Show phone number'],
    ['Show phone number', 'Show phone number'],
    ['', 'Show phone number'],
    ['Call Now', 'Call Now (show phone number)'],
    [' Call Now ', 'Call Now (show phone number)'],
  ])('%j is named %j', (label, name) => {
    expect(revealButtonName(label)).toBe(name);
  });
});
