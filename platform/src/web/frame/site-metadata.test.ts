import { describe, expect, it } from 'vitest';
import { siteIconHref, siteLayoutMetadata } from './site-metadata';

describe('siteLayoutMetadata', () => {
  const site = { name: 'Swan Valley Toyota', url: 'https://www.swanvalleytoyota.com.au' };

  it('titles pages "{page} | {site}" and uses the site name alone on its own', () => {
    const metadata = siteLayoutMetadata(site);
    expect(metadata.title).toEqual({
      default: 'Swan Valley Toyota',
      template: '%s | Swan Valley Toyota',
    });
    expect(metadata.metadataBase.href).toBe('https://www.swanvalleytoyota.com.au/');
  });

  it('gives an inline SVG icon with the dealer’s initials, so no favicon is fetched', () => {
    const href = siteIconHref(site);
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('>SV</text>');
    expect(svg).toContain('aria-label="Swan Valley Toyota"');
    expect(siteLayoutMetadata(site).icons.icon[0]).toEqual({ url: href, type: 'image/svg+xml' });
  });

  it('escapes a dealer name that is not plain text', () => {
    const svg = decodeURIComponent(siteIconHref({ name: '<Smith & "Sons"> Cars' }).slice(19));
    expect(svg).not.toContain('<Smith');
    expect(svg).toContain('&lt;Smith &amp; &quot;Sons&quot;&gt; Cars');
  });
});
