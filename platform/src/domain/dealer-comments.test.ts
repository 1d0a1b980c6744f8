import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEALER_COMMENTS_LIMIT,
  DEALER_COMMENTS_PENDING,
  DEALER_COMMENTS_ELLIPSIS,
  dealerComments,
} from './dealer-comments';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 10}`).join(' ');

describe('dealerComments (spec §5 paragraphs on a bar; spec §9 truncated at 400)', () => {
  it.each([
    ['null', null, []],
    ['empty', '', []],
    ['only bars and spaces', ' | |  ', []],
    ['one paragraph', 'One owner.', ['One owner.']],
    [
      'paragraphs on a bar',
      'One owner.|Full service history.',
      ['One owner.', 'Full service history.'],
    ],
    ['trimmed paragraphs', '  One owner. |  Log books.  ', ['One owner.', 'Log books.']],
    ['empty paragraphs dropped', 'One owner.||Log books.|', ['One owner.', 'Log books.']],
  ] as const)('%s', (_name, text, paragraphs) => {
    expect(dealerComments(text).paragraphs).toEqual(paragraphs);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['blank paragraphs', '| |'],
  ])('shows the pending text when %s', (_name, text) => {
    const comments = dealerComments(text);
    expect(comments.pending).toBe(true);
    expect(comments.pendingText).toBe('Dealer comments are pending. Please check back here later.');
    expect(comments.truncated).toBe(false);
  });

  it.each([
    ['exactly 400 characters: not cut', 'a'.repeat(400), false, ['a'.repeat(400)]],
    [
      '401 characters of one word: cut at 400',
      'a'.repeat(401),
      true,
      [`${'a'.repeat(400)}${DEALER_COMMENTS_ELLIPSIS}`],
    ],
    [
      'cut at the last word break inside 400',
      `${'a'.repeat(395)} bbbbbbbbbb`,
      true,
      [`${'a'.repeat(395)}${DEALER_COMMENTS_ELLIPSIS}`],
    ],
    [
      'a word ending right at 400 is kept',
      `${'a'.repeat(400)} more`,
      true,
      [`${'a'.repeat(400)}${DEALER_COMMENTS_ELLIPSIS}`],
    ],
    [
      'whole paragraphs first, the crossing one cut',
      `${'a'.repeat(300)}|${'b'.repeat(50)} ${'c'.repeat(100)}`,
      true,
      ['a'.repeat(300), `${'b'.repeat(50)}${DEALER_COMMENTS_ELLIPSIS}`],
    ],
    [
      'a paragraph that starts at the limit is left out',
      `${'a'.repeat(400)}|More.`,
      true,
      [`${'a'.repeat(400)}${DEALER_COMMENTS_ELLIPSIS}`],
    ],
  ] as const)('%s', (_name, text, truncated, shortParagraphs) => {
    const comments = dealerComments(text);
    expect(comments.truncated).toBe(truncated);
    expect(comments.shortParagraphs).toEqual(shortParagraphs);
    expect(comments.pending).toBe(false);
  });

  it('keeps the short text to 400 characters, each short paragraph a prefix of its paragraph', () => {
    const paragraph = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.integer({ min: 1, max: 80 }).map(words),
    );
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 6 }), (parts) => {
        const comments = dealerComments(parts.join('|'));
        if (comments.pending) {
          expect(comments.pendingText).toBe(DEALER_COMMENTS_PENDING);
          return;
        }
        const bare = comments.shortParagraphs.map((p) =>
          p.endsWith(DEALER_COMMENTS_ELLIPSIS) ? p.slice(0, -DEALER_COMMENTS_ELLIPSIS.length) : p,
        );
        const length = bare.reduce((sum, p) => sum + p.length, 0);
        expect(length).toBeLessThanOrEqual(DEALER_COMMENTS_LIMIT);
        bare.forEach((p, i) => expect(comments.paragraphs[i]!.startsWith(p)).toBe(true));
        const full = comments.paragraphs.reduce((sum, p) => sum + p.length, 0);
        expect(comments.truncated).toBe(full > DEALER_COMMENTS_LIMIT);
        if (!comments.truncated) expect(comments.shortParagraphs).toEqual(comments.paragraphs);
        else expect(comments.shortParagraphs.at(-1)!.endsWith(DEALER_COMMENTS_ELLIPSIS)).toBe(true);
      }),
    );
  });
});
