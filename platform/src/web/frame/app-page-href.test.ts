import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAppPageHref } from './app-page-href';

describe('isAppPageHref', () => {
  it.each([
    ['/', true],
    ['/search', true],
    ['/cars/2020-kia-cerato-sport-u2010057', true],
    ['/search?make=Toyota', true],
    ['/finance-enquiry#finance-form', true],
    ['/pages/complaint-handling-process', true],
    ['/sitemap.xml', false],
    ['/media/history/42.pdf', false],
    ['/media/make/toyota.svg', false],
    ['/api/cars/x/pdf', false],
    ['https://example.com/', false],
    ['//example.com/x', false],
    ['mailto:sales@example.com', false],
    ['#finance-calculator', false],
  ])('%s → %s', (href, expected) => {
    expect(isAppPageHref(href)).toBe(expected);
  });

  it('never takes an href with a file extension for a page', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[a-z0-9-/]{0,20}$/),
        fc.constantFrom('xml', 'pdf', 'svg', 'png', 'txt'),
        (path, ext) => !isAppPageHref(`${path}.${ext}`),
      ),
    );
  });
});
