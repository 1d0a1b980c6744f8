import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorReference } from './error-reference';

const withDigest = (message: string, digest: unknown) =>
  Object.assign(new Error(message), { digest });

describe('errorReference', () => {
  it.each([
    ['a server error: its digest', withDigest('connect ECONNREFUSED', '1792358504'), '1792358504'],
    ['a digest of letters and figures', withDigest('x', 'E_42-a'), 'E_42-a'],
    ['an error thrown in the browser: no digest', new Error('Cannot read x of undefined'), null],
    ['an empty digest', withDigest('x', ''), null],
    ['a digest that is not text', withDigest('x', 1792358504), null],
    ['a digest with spaces (a message, not a code)', withDigest('x', 'password is hunter2'), null],
    ['a digest too long to be a code', withDigest('x', '1'.repeat(65)), null],
    ['a thrown string', 'something broke', null],
    ['a thrown null', null, null],
    ['a thrown object with a digest', { digest: '99' }, '99'],
  ])('%s', (_case, error, reference) => {
    expect(errorReference(error)).toBe(reference);
  });

  it('never depends on the message: only the digest is shown', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (first, second, digest) => {
        expect(errorReference(withDigest(first, digest))).toBe(
          errorReference(withDigest(second, digest)),
        );
      }),
    );
  });

  it('shows a code or nothing: never spaces, markup or a line of a stack', () => {
    fc.assert(
      fc.property(fc.anything(), (digest) => {
        const reference = errorReference({ digest });
        expect(reference === null || /^[A-Za-z0-9_-]+$/.test(reference)).toBe(true);
      }),
    );
  });
});
