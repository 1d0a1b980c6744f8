import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerDescriptionPreview, offerDisclaimerPreview, shortenText } from './truncate';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

describe('offerDescriptionPreview (spec §9: about 160 when over 200)', () => {
  it.each([
    ['empty', '', null],
    ['200 characters', 'a'.repeat(200), null],
    ['200 characters after trimming', `  ${'a'.repeat(200)}  `, null],
  ])('%s is shown whole', (_, text, preview) =>
    expect(offerDescriptionPreview(text)).toBe(preview),
  );

  it('cuts 201 characters at a word break within 160', () => {
    const text = words(40).slice(0, 201);
    const preview = offerDescriptionPreview(text)!;
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(161);
    expect(preview.length).toBeGreaterThan(140);
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview.slice(0, -1)).toMatch(/word\d$/);
  });

  it('drops a trailing comma or full stop before the ellipsis', () => {
    const text = `${'x'.repeat(152)}, and then the rest of the offer ${'y'.repeat(80)}`;
    expect(offerDescriptionPreview(text)).toBe(`${'x'.repeat(152)}, and…`);
    const clause = `${'x'.repeat(157)}, then the rest ${'y'.repeat(80)}`;
    expect(offerDescriptionPreview(clause)).toBe(`${'x'.repeat(157)}…`);
    const sentence = `${'x'.repeat(155)}. ${'y'.repeat(80)}`;
    expect(offerDescriptionPreview(sentence)).toBe(`${'x'.repeat(155)}…`);
  });

  it('cuts a single long word at 160', () => {
    expect(offerDescriptionPreview('z'.repeat(300))).toBe(`${'z'.repeat(160)}…`);
  });
});

describe('offerDisclaimerPreview (spec §9: cut at 200)', () => {
  it.each([
    ['a'.repeat(200), null],
    ['a'.repeat(201), `${'a'.repeat(200)}…`],
  ])('%#', (text, preview) => expect(offerDisclaimerPreview(text)).toBe(preview));

  it('keeps up to 200 characters of words', () => {
    const preview = offerDisclaimerPreview(words(60))!;
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(preview.length).toBeGreaterThan(190);
  });
});

describe('shortenText', () => {
  it('is null exactly when the text fits, else a prefix within the length and an ellipsis', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.integer({ min: 10, max: 300 }),
        (text, length) => {
          const over = length + 40;
          const preview = shortenText(text, { over, length });
          if (text.trim().length <= over) {
            expect(preview).toBeNull();
            return;
          }
          expect(preview).not.toBeNull();
          expect(preview!.endsWith('…')).toBe(true);
          expect(preview!.length).toBeLessThanOrEqual(length + 1);
          expect(text.trim().startsWith(preview!.slice(0, -1))).toBe(true);
        },
      ),
    );
  });
});
