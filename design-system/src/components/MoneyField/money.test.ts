import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MONEY_QUICK_PICKS,
  editMoneyInput,
  formatMoneyInput,
  MONEY_MAX_DIGITS,
  parseMoneyInput,
} from './money';

const maxAmount = 10 ** MONEY_MAX_DIGITS - 1;

describe('money field (spec §5, §9)', () => {
  it('offers $5,000 to $70,000 as quick picks by default', () => {
    expect(DEFAULT_MONEY_QUICK_PICKS[0]).toBe(5000);
    expect(DEFAULT_MONEY_QUICK_PICKS.at(-1)).toBe(70_000);
  });

  it.each([
    [undefined, ''],
    [null, ''],
    [Number.NaN, ''],
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [25_000, '25,000'],
    [1_234_567, '1,234,567'],
    [25_000.75, '25,000'],
  ])('formatMoneyInput(%s) is %j', (value, expected) =>
    expect(formatMoneyInput(value)).toBe(expected),
  );

  it.each([
    ['', undefined],
    ['abc', undefined],
    ['0', 0],
    ['25000', 25_000],
    ['$25,000', 25_000],
    ['$25,000.00', 25_000],
    ['25000.5', 25_000],
    ['25.000', 25_000],
    [' 70 000 ', 70_000],
    ['123456789012', 1_234_567_890],
  ])('parseMoneyInput(%j) is %s', (text, expected) => expect(parseMoneyInput(text)).toBe(expected));

  // [what the input holds after the keystroke, caret, text before, inputType] -> [text, caret]
  it.each([
    ['typing the first digit', '5', 1, '', 'insertText', '5', 1],
    ['a fourth digit adds a separator', '5000', 4, '500', 'insertText', '5,000', 5],
    ['a digit in the middle', '25,1000', 4, '25,000', 'insertText', '251,000', 3],
    ['a letter is ignored', '25,0a00', 5, '25,000', 'insertText', '25,000', 4],
    ['Backspace at the end', '25,00', 5, '25,000', 'deleteContentBackward', '2,500', 5],
    ['Backspace after a separator', '25000', 2, '25,000', 'deleteContentBackward', '2,000', 1],
    ['Delete before a separator', '25000', 2, '25,000', 'deleteContentForward', '2,500', 3],
    ['clearing the field', '', 0, '5,000', 'deleteContentBackward', '', 0],
    ['leading zeros go', '0005', 4, '', 'insertFromPaste', '5', 1],
    ['pasting an amount with cents', '$25,000.00', 10, '', 'insertFromPaste', '25,000', 6],
  ])('%s', (_case, text, caret, previous, inputType, expectedText, expectedCaret) => {
    const edit = editMoneyInput(text, caret, previous, inputType);
    expect(edit.text).toBe(expectedText);
    expect(edit.caret).toBe(expectedCaret);
    expect(edit.value).toBe(parseMoneyInput(expectedText));
  });

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxAmount }), (amount) => {
        const text = formatMoneyInput(amount);
        expect(parseMoneyInput(text)).toBe(amount);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });

  it('always shows the formatted value with the caret inside the text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(),
        fc.string(),
        fc.constantFrom('insertText', 'deleteContentBackward', 'deleteContentForward', ''),
        (text, caret, previous, inputType) => {
          const edit = editMoneyInput(text, caret, previous, inputType);
          expect(edit.text).toBe(formatMoneyInput(edit.value));
          expect(edit.caret).toBeGreaterThanOrEqual(0);
          expect(edit.caret).toBeLessThanOrEqual(edit.text.length);
          if (edit.value !== undefined) {
            expect(Number.isSafeInteger(edit.value)).toBe(true);
            expect(edit.value).toBeLessThanOrEqual(maxAmount);
          }
        },
      ),
    );
  });

  it('keeps the caret after the same digit when typing digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,8}$/), fc.nat(), (digits, seed) => {
        const caret = seed % (digits.length + 1);
        const edit = editMoneyInput(digits, caret);
        const digitsBefore = edit.text.slice(0, edit.caret).replace(/\D/g, '');
        expect(digitsBefore).toBe(digits.slice(0, caret));
      }),
    );
  });
});
