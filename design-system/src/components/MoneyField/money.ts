// spec §5 money field: a dollar prefix, thousands separators while typing, whole dollars kept as
// a number. spec §9: quick picks $5,000 to $70,000 by default.

export const DEFAULT_MONEY_QUICK_PICKS = [5000, 10_000, 20_000, 30_000, 50_000, 70_000] as const;

/** Ten digits (up to $9,999,999,999) keeps every amount a safe integer. */
export const MONEY_MAX_DIGITS = 10;

const digitsOf = (text: string) => text.replace(/\D/g, '');
const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The text a money field shows for an amount: '25,000' (the '$' sits outside the input). */
export function formatMoneyInput(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  return groupDigits(String(Math.trunc(Math.abs(value))));
}

/** Cents at the very end ('25000.50', '$1,200.5') are dropped; a dot elsewhere is ignored. */
const trailingCents = /\.\d{0,2}\s*$/;

/** The whole-dollar amount in what was typed or pasted ('$25,000.00' is 25000), if any. */
export function parseMoneyInput(text: string): number | undefined {
  const digits = digitsOf(text.replace(trailingCents, '')).slice(0, MONEY_MAX_DIGITS);
  return digits ? Number(digits) : undefined;
}

export interface MoneyEdit {
  /** what the input shows after the edit */
  text: string;
  /** where the caret goes, so it stays after the digit it was after */
  caret: number;
  value: number | undefined;
}

/**
 * One keystroke or paste in a money field: the new text regrouped with thousands separators and
 * the caret kept after the same digit. Deleting a separator (Backspace just after a comma)
 * deletes the digit beside it instead, so the edit is not undone by the regrouping.
 */
export function editMoneyInput(
  text: string,
  caret: number,
  previous = '',
  inputType = '',
): MoneyEdit {
  let raw = text;
  let at = Math.min(Math.max(caret, 0), raw.length);

  const onlySeparatorRemoved =
    raw.length < previous.length && digitsOf(raw) === digitsOf(previous) && raw !== '';
  if (onlySeparatorRemoved && inputType === 'deleteContentBackward') {
    const index = raw.slice(0, at).search(/\d(?=\D*$)/);
    if (index >= 0) {
      raw = raw.slice(0, index) + raw.slice(index + 1);
      at = index;
    }
  } else if (onlySeparatorRemoved && inputType === 'deleteContentForward') {
    const offset = raw.slice(at).search(/\d/);
    if (offset >= 0) raw = raw.slice(0, at + offset) + raw.slice(at + offset + 1);
  }

  const cents = trailingCents.exec(raw);
  if (cents) {
    raw = raw.slice(0, cents.index);
    at = Math.min(at, raw.length);
  }

  const typed = digitsOf(raw);
  const digits = typed.replace(/^0+(?=\d)/, '').slice(0, MONEY_MAX_DIGITS);
  const zerosRemoved = typed.length - typed.replace(/^0+(?=\d)/, '').length;
  const before = Math.min(
    Math.max(digitsOf(raw.slice(0, at)).length - zerosRemoved, 0),
    digits.length,
  );

  const formatted = groupDigits(digits);
  let position = 0;
  for (let seen = 0; seen < before; position += 1) {
    if (/\d/.test(formatted[position]!)) seen += 1;
  }
  return { text: formatted, caret: position, value: digits ? Number(digits) : undefined };
}
