import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignInPath, backPathFromReferer, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath (spec §2 sign-in redirect and back stay on the site)', () => {
  it.each<[string, unknown, string | null]>([
    // the site's own paths, query and fragment kept
    ['the home page', '/', '/'],
    [
      'a car checkout',
      '/cars/2021-toyota-corolla-u1/checkout',
      '/cars/2021-toyota-corolla-u1/checkout',
    ],
    ['a query', '/personalised/finance?car_id=123', '/personalised/finance?car_id=123'],
    ['a fragment', '/finance#finance-form', '/finance#finance-form'],
    ['an encoded query value', '/search?query=hi%20lux', '/search?query=hi%20lux'],
    ['dot segments, resolved on the site', '/cars/../finance', '/finance'],
    // another site
    ['a protocol-relative address', '//evil.com', null],
    ['a protocol-relative address with a path', '//evil.com/cars', null],
    ['three slashes', '///evil.com', null],
    ['an absolute https address', 'https://evil.com', null],
    ['an absolute http address', 'http://evil.com/finance', null],
    ['a backslash after the slash', '/\\evil.com', null],
    ['a backslash first', '\\\\evil.com', null],
    ['a slash and a backslash', '/\\/evil.com', null],
    ['a tab inside the slashes', '/\t/evil.com', null],
    ['a newline inside the slashes', '/\n/evil.com', null],
    ['a carriage return', '/\r/evil.com', null],
    ['a null character', '/\u0000/evil.com', null],
    ['a leading space', ' /finance', null],
    ['a scheme', 'javascript:alert(1)', null],
    ['a scheme in capitals', 'JavaScript:alert(1)', null],
    ['a data address', 'data:text/html,<script>alert(1)</script>', null],
    ['an encoded slash pair', '/%2F%2Fevil.com', null],
    ['an encoded protocol-relative start', '%2F%2Fevil.com', null],
    ['an encoded backslash', '/%5Cevil.com', null],
    ['a double-encoded slash pair', '/%252F%252Fevil.com', null],
    ['an encoded tab', '/%09/evil.com', null],
    ['an encoded newline', '/%0a/evil.com', null],
    ['an encoded absolute address', 'https%3A%2F%2Fevil.com', null],
    ['an encoded scheme', 'javascript%3Aalert(1)', null],
    ['a broken encoding', '/finance%E0%A4%A', null],
    ['a user-info trick', '/@evil.com', '/@evil.com'],
    ['a relative path', 'finance', null],
    ['a dot path', './finance', null],
    ['empty', '', null],
    ['not text', 42, null],
    ['nothing', undefined, null],
    ['an unicode line separator', '/\u2028/evil.com', null],
    ['far too long', `/${'a'.repeat(3000)}`, null],
  ])('%s', (_case, value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('never answers an address that leaves the site, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
          fc.string().map((s) => encodeURIComponent(s)),
        ),
        (value) => {
          const path = safeRedirectPath(value);
          if (path === null) return;
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('backPathFromReferer', () => {
  it.each<[string, string | null, string]>([
    ['a page of the site', 'http://swan-valley-toyota.localhost:3001/cars/x?y=1', '/cars/x?y=1'],
    ['another site', 'https://evil.com/cars/x', '/'],
    ['another site of the platform', 'http://harbour-city-cars.localhost:3001/cars/x', '/'],
    ['no referer', null, '/'],
    ['not an address', 'not a url', '/'],
  ])('%s', (_case, referer, expected) => {
    expect(backPathFromReferer(referer, 'swan-valley-toyota.localhost:3001')).toBe(expected);
  });
});

describe('afterSignInPath', () => {
  it.each<[unknown, string]>([
    ['/cars/x/checkout', '/cars/x/checkout'],
    ['/finance?car_id=1', '/finance?car_id=1'],
    ['//evil.com', '/'],
    ['https://evil.com', '/'],
    [undefined, '/'],
    // never the sign-in page itself
    ['/sign-in', '/'],
    ['/sign-in?redirect=%2Ffinance', '/'],
    ['/sign-inside', '/sign-inside'],
  ])('%j goes to %s', (redirect, expected) => {
    expect(afterSignInPath(redirect)).toBe(expected);
  });
});
