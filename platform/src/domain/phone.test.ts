import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadFormSchema } from './lead-forms';
import {
  australianPhoneE164,
  australianPhoneKind,
  PHONE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  phoneNational,
  phoneSchema,
} from './phone';
import { tradeInDetailsStepSchema } from './trade-in';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import { AUSTRALIAN_CALLING_CODE, metadataOfCallingCode } from './phone-metadata';
import australianMetadata from './phone-metadata.au.json';

const phoneErrors = (typed: unknown) =>
  phoneSchema.safeParse(typed).error?.issues.map((issue) => issue.message) ?? [];

describe('Australian phone numbers as people type them (spec §3 phone field)', () => {
  it.each([
    // the four ways shoppers type them that used to be refused
    ['+61 412 345 678', '+61412345678', 'mobile', '0412 345 678'],
    ['0412-345-678', '+61412345678', 'mobile', '0412 345 678'],
    ['(02) 9250 1234', '+61292501234', 'landline', '(02) 9250 1234'],
    ['04 1234 5678', '+61412345678', 'mobile', '0412 345 678'],
    // and more of them
    ['0412345678', '+61412345678', 'mobile', '0412 345 678'],
    ['  0412 345 678  ', '+61412345678', 'mobile', '0412 345 678'],
    ['61412345678', '+61412345678', 'mobile', '0412 345 678'],
    ['+61 (0)412 345 678', '+61412345678', 'mobile', '0412 345 678'],
    ['0011 61 412 345 678', '+61412345678', 'mobile', '0412 345 678'],
    ['0412.345.678', '+61412345678', 'mobile', '0412 345 678'],
    ['02 9250 1234', '+61292501234', 'landline', '(02) 9250 1234'],
    ['+61 2 9250 1234', '+61292501234', 'landline', '(02) 9250 1234'],
    ['(03) 9123 4567', '+61391234567', 'landline', '(03) 9123 4567'],
    ['07-3123-4567', '+61731234567', 'landline', '(07) 3123 4567'],
    ['08 9274 0100', '+61892740100', 'landline', '(08) 9274 0100'],
    // the Christmas Island and Cocos numbers are Australian landlines too
    ['08 9164 1234', '+61891641234', 'landline', '(08) 9164 1234'],
  ])('%j is %s, a %s, read back as %j', (typed, e164, kind, national) => {
    expect(australianPhoneE164(typed)).toBe(e164);
    expect(phoneSchema.parse(typed)).toBe(e164);
    expect(australianPhoneKind(typed)).toBe(kind);
    expect(phoneNational(e164)).toBe(national);
    expect(phoneNational(typed)).toBe(national);
  });

  it.each([
    ['too short', '0412 345 67'],
    ['too long', '0412 345 6789'],
    ['a letter', '04123456a8'],
    ['a letter after it', '0412345678x'],
    ['words around it', 'call 0412 345 678'],
    ['letters only', 'mobile'],
    ['a British number', '+44 20 7946 0958'],
    ['a New Zealand mobile', '+64 21 123 4567'],
    ['an American number', '+1 212 555 0123'],
    ['zeros', '0000000000'],
    ['zeros after +61', '+61 000 000 000'],
    ['no area code', '9250 1234'],
    ['an unused range', '0550 123 456'],
    ['a 1300 number', '1300 123 456'],
    ['a 1800 number', '1800 123 456'],
    ['a 13 number', '13 12 34'],
    ['a premium number', '1900 123 456'],
    ['an extension', '(02) 9250 1234 ext 12'],
    ['only punctuation', '() - +'],
  ])('refuses %s (%j)', (_case, typed) => {
    expect(australianPhoneE164(typed)).toBeNull();
    expect(australianPhoneKind(typed)).toBeNull();
    expect(phoneErrors(typed)).toEqual([PHONE_MESSAGE]);
  });

  it('asks for the number when there is none', () => {
    expect(phoneErrors('')).toEqual([PHONE_REQUIRED_MESSAGE]);
    expect(phoneErrors('   ')).toEqual([PHONE_REQUIRED_MESSAGE]);
    expect(phoneErrors(undefined)).toEqual([PHONE_REQUIRED_MESSAGE]);
  });

  it('refuses a very long text without reading it as a number', () => {
    expect(phoneErrors(`0412 345 678${' '.repeat(10_000)}1`)).toEqual([PHONE_MESSAGE]);
    expect(phoneErrors('0'.repeat(100_000))).toEqual([PHONE_MESSAGE]);
  });

  it('shows text that is not an Australian number as it is, and nothing for no number', () => {
    expect(phoneNational(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(phoneNational('12345')).toBe('12345');
    expect(phoneNational(null)).toBe('');
    expect(phoneNational(undefined)).toBe('');
  });

  it('is the phone field of every lead form and of the valuation wizard', () => {
    const contact = {
      name: 'Jordan',
      postcode: '3175',
      phone: '(02) 9250 1234',
      email: 'jordan@example.com',
      message: 'Hello',
    };
    expect(leadFormSchema('contact-us').parse(contact).phone).toBe('+61292501234');
    expect(leadFormSchema('enquiry').safeParse({ ...contact, phone: '1300 123 456' }).success).toBe(
      false,
    );
    expect(
      tradeInDetailsStepSchema.parse({ ...contact, phone: '+61 412 345 678', location_id: 12 })
        .phone,
    ).toBe('+61412345678');
  });
});

// The number ranges a generated number is drawn from, as the national significant number's first
// digits (after the 0): Australian mobile blocks in use, and landline area codes 2, 3, 7 and 8
// with leading digits of local numbers in use.
const mobileStarts = [
  ...['40', '41', '42', '43', '46'],
  ...['440', '444', '447', '448', '449', '450', '451', '452', '454', '455', '456', '457'],
  ...['458', '459', '470', '472', '473', '474', '475', '476', '477', '478', '480', '481'],
  ...['482', '484', '485', '486', '487', '488', '489', '490', '491', '492', '493', '494'],
  ...['497', '498', '499'],
];
const landlineStarts = [
  ...['20', '21', '22', '26', '27', '28', '29'], // (02) Sydney and NSW
  ...['30', '31', '32', '33', '35', '38', '39'], // (03) Melbourne, VIC and TAS
  ...['70', '71', '73', '74', '75', '77', '78', '79'], // (07) Brisbane and QLD
  ...['87', '88'], // (08) Adelaide, Perth, SA, WA and NT
];

/** A national significant number (9 digits, no 0 in front) from a range and random digits. */
const significantNumber = (starts: readonly string[]) =>
  fc.constantFrom(...starts).chain((start) =>
    fc
      .array(fc.integer({ min: 0, max: 9 }), {
        minLength: 9 - start.length,
        maxLength: 9 - start.length,
      })
      .map((digits) => start + digits.join('')),
  );

const mobile = significantNumber(mobileStarts);
const landline = significantNumber(landlineStarts);

/** How people group the ten digits of a number written with its 0 in front. */
const groupings = {
  mobile: [[4, 3, 3], [2, 4, 4], [4, 6], [10], [2, 2, 2, 2, 2]],
  landline: [[2, 4, 4], [2, 8], [10], [6, 4]],
} as const;

interface TypedForm {
  front: 'national' | 'plus61' | 'plus61-trunk' | '61' | 'idd';
  grouping: number;
  separator: string;
  brackets: boolean;
  padding: string;
}

const typedForm = fc.record<TypedForm>({
  front: fc.constantFrom('national', 'plus61', 'plus61-trunk', '61', 'idd'),
  grouping: fc.nat(),
  separator: fc.constantFrom(' ', '-', '', '  ', '.', ' - '),
  brackets: fc.boolean(),
  padding: fc.constantFrom('', ' ', '  '),
});

/** A number as someone could type it: spaces, dashes, brackets, a 0, +61 or 61 in front. */
function typeNumber(nsn: string, kind: 'mobile' | 'landline', form: TypedForm): string {
  const options = groupings[kind];
  const sizes = options[form.grouping % options.length]!;
  const groups: string[] = [];
  let rest = `0${nsn}`;
  for (const size of sizes) {
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  // the first group holds the 0 and the area code or mobile prefix
  let first = groups[0]!;
  if (form.front !== 'national') first = first.slice(1);
  if (form.front === 'plus61-trunk') first = `(0)${first}`;
  else if (form.brackets && first.length > 0) first = `(${first})`;
  const number = [first, ...groups.slice(1)].filter(Boolean).join(form.separator);
  const front = {
    national: '',
    plus61: '+61 ',
    'plus61-trunk': '+61 ',
    '61': '61',
    idd: '0011 61 ',
  }[form.front];
  return `${form.padding}${front}${number}${form.padding}`;
}

describe('generated Australian numbers in the ways people type them', () => {
  const kinds = fc.oneof(
    mobile.map((nsn) => ({ nsn, kind: 'mobile' as const })),
    landline.map((nsn) => ({ nsn, kind: 'landline' as const })),
  );

  it('all read as the one E.164 number, of the right kind', () => {
    fc.assert(
      fc.property(kinds, fc.array(typedForm, { minLength: 2, maxLength: 4 }), (number, forms) => {
        const e164 = `+61${number.nsn}`;
        for (const form of forms) {
          const typed = typeNumber(number.nsn, number.kind, form);
          expect(phoneSchema.parse(typed), typed).toBe(e164);
          expect(australianPhoneKind(typed), typed).toBe(number.kind);
        }
        // shown to the dealer with its 0 in front, and read back as the same number
        const national = phoneNational(e164);
        expect(national.replace(/\D/g, '')).toBe(`0${number.nsn}`);
        expect(australianPhoneE164(national)).toBe(e164);
      }),
      { numRuns: 300 },
    );
  });

  it('are refused with a digit too few or too many, a letter, or another country’s code', () => {
    const spoilt = fc.oneof(
      // a digit dropped
      fc.tuple(kinds, fc.nat()).map(([{ nsn }, at]) => {
        const i = at % nsn.length;
        return `0${nsn.slice(0, i)}${nsn.slice(i + 1)}`;
      }),
      // a digit added
      fc.tuple(kinds, fc.integer({ min: 0, max: 9 })).map(([{ nsn }, digit]) => `0${nsn}${digit}`),
      // a digit swapped for a letter
      fc
        .tuple(kinds, fc.nat(), fc.constantFrom('a', 'O', 'l', 'x', 'B'))
        .map(([{ nsn }, at, letter]) => {
          const i = at % nsn.length;
          return `0${nsn.slice(0, i)}${letter}${nsn.slice(i + 1)}`;
        }),
      // the same digits after another country's code
      fc
        .tuple(kinds, fc.constantFrom('+44', '+64', '+1', '+65', '+91', '+33', '+81'))
        .map(([{ nsn }, code]) => `${code} ${nsn}`),
      // a 13, 1300 or 1800 number
      fc
        .tuple(fc.constantFrom('13', '1300', '1800'), fc.integer({ min: 0, max: 999_999 }))
        .map(([start, n]) => `${start} ${String(n).padStart(start === '13' ? 4 : 6, '0')}`),
      // all one digit
      fc.integer({ min: 0, max: 9 }).map((digit) => String(digit).repeat(10)),
    );
    fc.assert(
      fc.property(spoilt, (typed) => {
        expect(australianPhoneE164(typed), typed).toBeNull();
        expect(phoneErrors(typed), typed).toEqual([PHONE_MESSAGE]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the numbering plan the phone rules carry (phone-metadata.au.json)', () => {
  it('is +61 of the installed library: run generate-phone-metadata.ts after an upgrade', () => {
    expect(australianMetadata).toEqual(
      metadataOfCallingCode(fullMetadata, AUSTRALIAN_CALLING_CODE),
    );
  });

  it('reads a number of another country as no Australian number at all', () => {
    expect(australianPhoneE164('+64 21 123 4567')).toBeNull();
    expect(australianPhoneE164('+1 212 555 0123')).toBeNull();
  });
});
