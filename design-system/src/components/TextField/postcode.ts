// spec §5 postcode: Australian postcodes are 4 digits; the field takes digits only, capped at 4.
export const POSTCODE_LENGTH = 4;

/** What a postcode field keeps of what was typed or pasted: its first four digits. */
export function capPostcode(text: string): string {
  return text.replace(/\D/g, '').slice(0, POSTCODE_LENGTH);
}
