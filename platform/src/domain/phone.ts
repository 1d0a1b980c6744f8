import parsePhoneNumber, { type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';
import { AUSTRALIAN_CALLING_CODE } from './phone-metadata';
import australianMetadata from './phone-metadata.au.json';
import { z } from 'zod';

// The shopper's phone number in the lead forms (spec §3 form field 'phone (Mobile Number)'):
// any Australian mobile or landline as people type it ('+61 412 345 678', '0412-345-678',
// '(02) 9250 1234', '04 1234 5678'), kept in E.164 ('+61412345678') and shown to people in the
// national format ('0412 345 678', '(02) 9250 1234'). The field asks for a number to call the
// shopper back on, so inbound business numbers (13, 1300, 1800), premium, pager and personal
// (0550) numbers are refused, as are numbers of other countries and extensions (E.164 has none).
// The library's 'min' metadata of +61 (phone-metadata.ts) holds Australia's full number ranges
// and types (+61 is shared with the Cocos and Christmas Islands, whose numbers are Australian
// landlines too); other countries' numbers are not read at all.

export const PHONE_REQUIRED_MESSAGE = 'Mobile Number is required.';
export const PHONE_MESSAGE = 'Please enter a valid phone number.';

const AUSTRALIA = AUSTRALIAN_CALLING_CODE;

/** The kinds of Australian number a shopper can be called back on. */
export type AustralianPhoneKind = 'mobile' | 'landline';

const kindOfType: Partial<
  Record<NonNullable<ReturnType<PhoneNumber['getType']>>, AustralianPhoneKind>
> = {
  MOBILE: 'mobile',
  FIXED_LINE: 'landline',
  FIXED_LINE_OR_MOBILE: 'landline',
};

/** A typed number read as an Australian mobile or landline, or null when it is not one. */
function australianPhoneNumber(
  typed: string,
): { number: PhoneNumber; kind: AustralianPhoneKind } | null {
  // extract: false, so the whole text must be the number ('0412 345 678x' is refused)
  const number = parsePhoneNumber(
    typed.trim(),
    { defaultCountry: 'AU', extract: false },
    australianMetadata as MetadataJson,
  );
  if (!number || number.countryCallingCode !== AUSTRALIA || number.ext || !number.isValid()) {
    return null;
  }
  const type = number.getType();
  const kind = type ? kindOfType[type] : undefined;
  return kind ? { number, kind } : null;
}

/**
 * The E.164 form of an Australian mobile or landline as a shopper typed it (spaces, dashes,
 * brackets, a 0, +61 or 61 in front), or null when the text is not one.
 */
export function australianPhoneE164(typed: string): string | null {
  return australianPhoneNumber(typed)?.number.number ?? null;
}

/** Whether a number (as typed or as kept) is an Australian mobile or a landline; null when neither. */
export function australianPhoneKind(phone: string): AustralianPhoneKind | null {
  return australianPhoneNumber(phone)?.kind ?? null;
}

/**
 * A kept phone number as Australians read it: '0412 345 678', '(02) 9250 1234'. Text that is not
 * an Australian mobile or landline (a lead kept before numbers were checked) is shown as it is.
 */
export function phoneNational(phone: unknown): string {
  if (typeof phone !== 'string') return '';
  return australianPhoneNumber(phone)?.number.formatNational() ?? phone.trim();
}

/**
 * The phone field of every lead form, in the browser (react-hook-form) and on the server: an
 * Australian mobile or landline as typed, whose value is its E.164 form.
 */
export const phoneSchema = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .trim()
  .min(1, PHONE_REQUIRED_MESSAGE)
  .transform((typed, context) => {
    const e164 = australianPhoneE164(typed);
    if (e164 === null) {
      context.issues.push({ code: 'custom', message: PHONE_MESSAGE, input: typed });
      return z.NEVER;
    }
    return e164;
  });

export const MOBILE_MESSAGE = 'Please enter an Australian mobile number (04xx xxx xxx).';

/**
 * The mobile number a shopper signs in with (spec §6): the forms' phone field, mobiles only
 * (04xx, +614); its value is the E.164 form ('+61412345678').
 */
export const mobilePhoneSchema = phoneSchema.refine(
  (e164) => australianPhoneKind(e164) === 'mobile',
  { message: MOBILE_MESSAGE },
);

/** Whether a text is an Australian mobile number in E.164, as accounts keep it. */
export function isAustralianMobileE164(phone: string): boolean {
  return /^\+614\d{8}$/.test(phone) && australianPhoneKind(phone) === 'mobile';
}
