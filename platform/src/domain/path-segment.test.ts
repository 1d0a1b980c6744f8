import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePathSegment } from './path-segment';

describe('decodePathSegment', () => {
  it.each([
    ['2021-toyota-corolla-ascent', '2021-toyota-corolla-ascent'],
    ['ute%20%26%20van', 'ute & van'],
    ['m%C3%A9gane', 'mégane'],
    ['%E0%A4%A', null],
    ['%', null],
    ['%zz', null],
    ['%C3', null],
    ['%00', null],
    ['a%0Ab', null],
    ['%7F', null],
  ])('%s -> %s', (raw, decoded) => {
    expect(decodePathSegment(raw)).toBe(decoded);
  });

  it('never throws, whatever the segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const decoded = decodePathSegment(raw);
        expect(decoded === null || typeof decoded === 'string').toBe(true);
      }),
    );
  });

  it('round-trips what encodeURIComponent made of printable text', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => [...text].every((ch) => ch >= ' ' && ch !== '\u007f')),
        (text) => {
          expect(decodePathSegment(encodeURIComponent(text))).toBe(text);
        },
      ),
    );
  });
});
