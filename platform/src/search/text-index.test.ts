import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ONE_TYPO_TERMS,
  MAX_TWO_TYPO_TERMS,
  TextIndex,
  alignmentDistance,
  typoBudget,
  typoDistance,
} from './text-index';

/** Plain Levenshtein distance (a swap costs two), to compare with. */
function levenshtein(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[y.length]!;
}

type EditKind = 'swap' | 'replace' | 'insert' | 'delete' | 'extend';

/** The typos Meilisearch counts for a query word, with the budget its length gives. */
const typos = (word: string, term: string, asPrefix = false) =>
  typoDistance(word, term, typoBudget(word), asPrefix);

/** One row per rule of Meilisearch's typo tolerance. */
const TYPO_RULES = [
  // [rule, query word, term, as the last word (prefix), typos or null when out of reach]
  ['no typo below 5 letters: substitution', 'fird', 'ford', false, null],
  ['no typo below 5 letters: swap', 'kai', 'kia', false, null],
  ['no typo below 5 letters: the exact word', 'ford', 'ford', false, 0],
  ['5-8 letters: a replaced letter is one typo', 'mazds', 'mazda', false, 1],
  ['5-8 letters: a missing letter is one typo', 'toyta', 'toyota', false, 1],
  ['5-8 letters: an extra letter is one typo', 'toyotta', 'toyota', false, 1],
  ['5-8 letters: a swap of adjacent letters is one typo', 'tyoota', 'toyota', false, 1],
  ['5-8 letters: a swap at the end is one typo', 'hilxu', 'hilux', false, 1],
  ['5-8 letters: two swaps are two typos, one too many', 'tyotoa', 'toyota', false, null],
  ['5-8 letters: replaced and missing, one too many', 'cxrlla', 'corolla', false, null],
  ['5-8 letters: two replaced letters, one too many', 'cxrxlla', 'corolla', false, null],
  ['9+ letters: a swap is one typo', 'mitsubihsi', 'mitsubishi', false, 1],
  ['9+ letters: two swaps are two typos', 'lnadcruisre', 'landcruiser', false, 2],
  ['9+ letters: a swap and a replaced letter', 'otulandex', 'outlander', false, 2],
  ['9+ letters: three typos are out of reach', 'otulnadex', 'outlander', false, null],
  ['first letter counts two: not with 5-8 letters', 'caturday', 'saturday', false, null],
  ['first letter counts two: a swap with it too', 'otyota', 'toyota', false, null],
  ['first letter counts two: replaced, 9+ letters', 'xitsubishi', 'mitsubishi', false, 2],
  ['first letter counts two: swapped, 9+ letters', 'imtsubishi', 'mitsubishi', false, 2],
  ['first letter counts two: missing, 9+ letters', 'utlanders', 'outlanders', false, 2],
  ['first letter counts two: plus another typo, 9+', 'utlanderx', 'outlander', false, null],
  ['first letter counts two: plus a replaced letter', 'xitsubishy', 'mitsubishi', false, null],
  ['prefix: the last word reaches the terms it begins', 'corol', 'corolla', true, 0],
  ['prefix: not a word before the last', 'corol', 'corolla', false, null],
  ['prefix: a short last word, exactly', 'hilu', 'hilux', true, 0],
  ['prefix: a short last word has no typo', 'hilx', 'hilux', true, null],
  ['prefix: a replaced letter in the typed part', 'cirol', 'corolla', true, 1],
  ['prefix: a swap in the typed part is one typo', 'corlo', 'corolla', true, 1],
  ['prefix: the first letter still counts two', 'xorol', 'corolla', true, null],
  ['prefix: 9+ letters, a swap in the typed part', 'landcrusi', 'landcruiser', true, 1],
  ['numbers tolerate typos like words', 'b12345', 'b12346', false, 1],
] as const;

describe('typoBudget (Meilisearch minWordSizeForTypos 5 and 9)', () => {
  it.each([
    ['kia', 0],
    ['ford', 0],
    ['mazda', 1],
    ['toyota', 1],
    ['sportage', 1],
    ['outlander', 2],
    ['landcruiser', 2],
    ['škoda', 1], // letters, not bytes
    ['𝒉𝒊𝒍𝒖', 0], // four letters in eight UTF-16 units
    ['a'.repeat(251), 0], // longer than Meilisearch's 250-byte words: matched exactly
  ])('%s may have %i typos', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});

describe('typoDistance (Meilisearch typo tolerance)', () => {
  it.each(TYPO_RULES)('%s: %s -> %s', (_rule, word, term, asPrefix, expected) => {
    expect(typos(word, term, asPrefix)).toBe(expected);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(typoDistance('𝒉𝒊𝒍𝒖𝒙', '𝒉𝒊𝒍𝒙𝒖', 1)).toBe(1);
    expect(alignmentDistance('𝒉𝒊𝒍𝒖𝒙', '𝒉𝒊𝒍𝒖𝒚')).toBe(1);
  });
});

describe('alignmentDistance', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', '𝒙'), maxLength: 9 });

  it('is symmetric', () => {
    fc.assert(
      fc.property(word, word, (a, b) => alignmentDistance(a, b) === alignmentDistance(b, a)),
    );
  });

  it('is zero exactly for equal words', () => {
    fc.assert(fc.property(word, word, (a, b) => (alignmentDistance(a, b) === 0) === (a === b)));
  });

  it('is never more than plain Levenshtein, nor less than half of it', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const distance = alignmentDistance(a, b);
        const plain = levenshtein(a, b);
        return distance <= plain && plain <= 2 * distance;
      }),
    );
  });

  it('counts one swap of two different adjacent letters as one', () => {
    fc.assert(
      fc.property(word, fc.nat(), (a, at) => {
        const letters = Array.from(a);
        fc.pre(letters.length >= 2);
        const i = at % (letters.length - 1);
        fc.pre(letters[i] !== letters[i + 1]);
        const swapped = [...letters];
        [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
        return alignmentDistance(a, swapped.join('')) === 1;
      }),
    );
  });

  it('stops counting above the limit', () => {
    expect(alignmentDistance('abcdef', 'uvwxyz', false, 2)).toBe(3);
    expect(alignmentDistance('abc', 'abcxyz', true)).toBe(0);
  });
});

describe('TextIndex typo matching', () => {
  const indexOf = (terms: readonly string[]) =>
    new TextIndex(
      ['text'],
      terms.map((text) => ({ text })),
    );
  const typoTerms = (index: TextIndex, word: string, isLast: boolean) =>
    [...index.expand(word, isLast)].filter(([, m]) => m.typos > 0).map(([t, m]) => [t, m.typos]);

  it.each(TYPO_RULES)('%s: %s -> %s', (_rule, word, term, asPrefix, expected) => {
    const match = indexOf([term, 'unrelated']).expand(word, asPrefix).get(term);
    expect(match?.typos ?? null).toBe(expected);
  });

  it('reaches exactly the terms typoDistance accepts (a walk of the sorted vocabulary)', () => {
    const letter = fc.constantFrom('a', 'b', 'c', 'é', '𝒙');
    const edit = fc.record({
      kind: fc.constantFrom<EditKind>('swap', 'replace', 'insert', 'delete', 'extend'),
      at: fc.nat(),
      letter,
    });
    /** the word with a few typos (or a longer ending), as a vocabulary term */
    const misspell = (
      word: string,
      edits: readonly { kind: EditKind; at: number; letter: string }[],
    ) => {
      const letters = Array.from(word);
      for (const { kind, at, letter: l } of edits) {
        const i = at % (letters.length + 1);
        if (kind === 'swap' && i + 1 < letters.length) {
          [letters[i], letters[i + 1]] = [letters[i + 1]!, letters[i]!];
        } else if (kind === 'replace' && i < letters.length) letters[i] = l;
        else if (kind === 'insert') letters.splice(i, 0, l);
        else if (kind === 'delete' && letters.length > 1) letters.splice(i % letters.length, 1);
        else if (kind === 'extend') letters.push(l, l);
      }
      return letters.join('');
    };
    fc.assert(
      fc.property(
        fc.string({ unit: letter, minLength: 1, maxLength: 11 }),
        fc.array(fc.array(edit, { minLength: 1, maxLength: 3 }), { maxLength: 40 }),
        fc.array(fc.string({ unit: letter, minLength: 1, maxLength: 11 }), { maxLength: 20 }),
        fc.boolean(),
        (word, misspellings, others, isLast) => {
          const vocabulary = [
            ...new Set([...misspellings.map((edits) => misspell(word, edits)), ...others]),
          ];
          const budget = typoBudget(word);
          const expected = vocabulary
            .map((t) => [t, typoDistance(word, t, budget, isLast)] as const)
            .filter(([, n]) => n !== null && n > 0)
            .sort(([a], [b]) => (a < b ? -1 : 1));
          const found = typoTerms(indexOf(vocabulary), word, isLast).sort(([a], [b]) =>
            a! < b! ? -1 : 1,
          );
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it(`keeps the first ${MAX_ONE_TYPO_TERMS} one-typo terms in lexicographic order`, () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const variants = [...'12345'].flatMap((_, at) =>
      [...letters].map((l) => `b${'12345'.slice(0, at)}${l}${'12345'.slice(at + 1)}`),
    );
    const vocabulary = [...new Set(variants)].filter((t) => t !== 'b12345');
    expect(vocabulary.length).toBeGreaterThan(MAX_ONE_TYPO_TERMS);
    const found = typoTerms(indexOf(vocabulary), 'b12345', false).map(([t]) => t);
    expect(found).toEqual(vocabulary.sort().slice(0, MAX_ONE_TYPO_TERMS));
  });

  it(`keeps the first ${MAX_TWO_TYPO_TERMS} two-typo terms in lexicographic order`, () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const vocabulary = [...letters].flatMap((x) =>
      [...letters]
        // two replaced letters, not the swap 'mtisubishi' (one typo)
        .filter((y) => x !== 'i' && y !== 't' && !(x === 't' && y === 'i'))
        .map((y) => `m${x}${y}subishi`),
    );
    const found = typoTerms(indexOf(vocabulary), 'mitsubishi', false);
    expect(found).toHaveLength(MAX_TWO_TYPO_TERMS);
    expect(found.every(([, n]) => n === 2)).toBe(true);
    expect(found.map(([t]) => t)).toEqual(vocabulary.sort().slice(0, MAX_TWO_TYPO_TERMS));
  });

  it('ranks by typos summed over the words, then by attribute', () => {
    const index = new TextIndex(
      ['make', 'model'],
      [
        { make: 'Toyta', model: 'Hilux' }, // one typo in the heavier attribute
        { make: 'Ford', model: 'Toyota Hilux' }, // no typo in the lighter one
        { make: 'Toyota', model: 'Hilux' }, // no typo in the heavier one
        { make: 'Toyota', model: 'Hilxu' },
      ],
    );
    const { scores, typosOf } = index.search('toyota hilux');
    expect([0, 1, 2, 3].map(typosOf)).toEqual([1, 0, 0, 1]);
    const ranked = [...scores.keys()].sort((a, b) => scores.get(b)! - scores.get(a)!);
    // the typo-free match in the lighter attribute (1) outranks a typo in the heavier one (0)
    expect(ranked).toEqual([2, 1, 3, 0]);
  });
});
