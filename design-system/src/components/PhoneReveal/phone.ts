// The phone reveal card's rules (spec §4: 'Phone number masked after the first 5 characters
// until clicked; click reveals and records the reveal').

/** how many digits show before the reveal */
export const PHONE_VISIBLE_DIGITS = 5;
export const PHONE_MASK = '•';

// spec §4: masked after the first 5 characters; the characters are the number's digits, so
// '0412 345 678' and '0412345678' both show five: '0412 3•••••' and '04123•••••'
/** The number as written up to its fifth digit, then one mask per remaining digit. */
export function maskPhoneNumber(
  phone: string,
  visibleDigits: number = PHONE_VISIBLE_DIGITS,
): string {
  const written = phone.trim();
  let seen = 0;
  for (let i = 0; i < written.length; i += 1) {
    if (!/\d/.test(written[i]!)) continue;
    seen += 1;
    if (seen === visibleDigits) {
      const hidden = written.slice(i + 1).replace(/\D/g, '').length;
      return written.slice(0, i + 1) + PHONE_MASK.repeat(hidden);
    }
  }
  // no more digits than are shown anyway: nothing to hide
  return written;
}

/** A tel: address: the digits, with a leading + kept for an international number. */
export function phoneHref(phone: string): string {
  const written = phone.trim();
  const digits = written.replace(/\D/g, '');
  return `tel:${written.startsWith('+') ? '+' : ''}${digits}`;
}

/** 'Show number' (or nothing): the label that reads as 'Show phone number'. */
export function isShowNumberLabel(label: string): boolean {
  return /^(show (phone )?number)?$/i.test(label.trim());
}

/**
 * The reveal button's accessible name: screen readers hear 'Show phone number' rather than
 * the masked digits. Another label ('Call Now') comes first, so the name starts with what is
 * seen (WCAG 2.5.3 label in name).
 */
export function revealButtonName(label: string): string {
  return isShowNumberLabel(label) ? 'Show phone number' : `${label.trim()} (show phone number)`;
}
