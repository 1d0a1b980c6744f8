import { describe, expect, it } from 'vitest';
import { internalLinks, pageKindOf } from './crawl';

describe('the kind of page an address is', () => {
  it.each([
    ['/cars/2024-toyota-rav4-gx-n1010001', '/cars/*'],
    ['/cars/2021-mazda-cx-5-u2001/checkout', '/cars/*/checkout'],
    ['/cars/2021-mazda-cx-5-u2001?enquire=test-drive', '/cars/*'],
    ['/search/used-cars?make=Toyota', '/search/used-cars?make'],
    ['/search/used-cars?sortBy=price&make=Ford', '/search/used-cars?make&sortBy'],
    ['/search/used-cars?make=Ford&make=Kia', '/search/used-cars?make'],
    ['/search/used-cars', '/search/used-cars'],
    ['/search/toyota/rav4', '/search/toyota/rav4'],
    ['/finance', '/finance'],
    ['/cars', '/cars'],
  ])('%s is of the kind %s', (url, kind) => {
    expect(pageKindOf(url)).toBe(kind);
  });
});

describe('the internal links of a page', () => {
  it('keeps same-site paths without their fragment and leaves other sites, mail and phone', () => {
    const html = `<a href="/finance">F</a><a class="x" href="/search?make=Kia&amp;page=2#top">S</a>
      <a href="https://example.com/">E</a><a href="//cdn.example.com/x">C</a>
      <a href="mailto:sales@example.com.au">M</a><a href="tel:0892740111">T</a><a href="#main">Skip</a>`;
    expect(internalLinks(html)).toEqual(['/finance', '/search?make=Kia&page=2']);
  });
});
