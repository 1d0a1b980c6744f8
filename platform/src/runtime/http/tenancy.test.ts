import { describe, expect, it } from 'vitest';
import { siteRegistry } from '@dealer/site-config';
import { routeRequest, unknownSiteResponse } from './tenancy';

describe('routeRequest', () => {
  it.each([
    ['southern-cross-motors.localhost:3000', '/', 'generic', 'site', '/southern-cross-motors'],
    [
      'southern-cross-motors.localhost:3000',
      '/search',
      'generic',
      'site',
      '/southern-cross-motors/search',
    ],
    [
      'www.southerncrossmotors.com.au',
      '/cars/x',
      'generic',
      'site',
      '/southern-cross-motors/cars/x',
    ],
    // a site of another template is not served by this app
    ['swan-valley-toyota.localhost:3000', '/', 'generic', 'unknown', '/unknown-site'],
    ['swan-valley-toyota.localhost:3001', '/', 'toyota', 'site', '/swan-valley-toyota'],
    ['nobody.localhost:3000', '/', 'generic', 'unknown', '/unknown-site'],
    ['localhost:3000', '/', 'generic', 'directory', '/sites-directory'],
    ['127.0.0.1:3000', '/', 'caravan', 'directory', '/sites-directory'],
    ['localhost:3000', '/southern-cross-motors', 'generic', 'unknown', '/unknown-site'],
    [null, '/', 'generic', 'unknown', '/unknown-site'],
  ] as const)('%s %s on %s -> %s', (host, path, template, kind, rewrite) => {
    const route = routeRequest(host, path, template);
    expect(route.kind).toBe(kind);
    expect(route.rewrite).toBe(rewrite);
  });
});

describe('routeRequest: the site’s photo hosts for its pages’ picture sources', () => {
  it('carries the photo hosts of the site it routes to', () => {
    const route = routeRequest('southern-cross-motors.localhost:3000', '/', 'generic', {
      ...siteRegistry,
      getSiteByHost: (host) => {
        const site = siteRegistry.getSiteByHost(host);
        return site && { ...site, media: { ...site.media, photoHosts: ['.dealer-cdn.com.au'] } };
      },
    });
    expect(route).toMatchObject({ kind: 'site', photoHosts: ['.dealer-cdn.com.au'] });
  });
});

describe('routeRequest: the origins of the site’s chat widget', () => {
  it('carries them for a site with a chat script, and none for one without', () => {
    const withChat = routeRequest('southern-cross-motors.localhost:3000', '/', 'generic', {
      ...siteRegistry,
      getSiteByHost: (host) => {
        const site = siteRegistry.getSiteByHost(host);
        return (
          site && {
            ...site,
            features: { ...site.features, chatInsteadOfEnquire: true },
            chat: { kind: 'script', src: 'https://w.example.com/c.js', open: null, origins: [] },
          }
        );
      },
    });
    expect(withChat).toMatchObject({ kind: 'site', chatOrigins: ['https://w.example.com'] });
    expect(routeRequest('southern-cross-motors.localhost:3000', '/', 'generic')).toMatchObject({
      kind: 'site',
      chatOrigins: [],
    });
  });
});

describe('routeRequest: the origins of the site’s maps provider', () => {
  it('carries them for a site with a provider, and none for the embedded default', () => {
    const withMaps = routeRequest('southern-cross-motors.localhost:3000', '/', 'generic', {
      ...siteRegistry,
      getSiteByHost: (host) => {
        const site = siteRegistry.getSiteByHost(host);
        return (
          site && { ...site, maps: { provider: 'google', key: 'AIzaKey12345', serverKey: null } }
        );
      },
    });
    expect(withMaps).toMatchObject({ kind: 'site', mapOrigins: ['https://www.google.com'] });
    expect(routeRequest('southern-cross-motors.localhost:3000', '/', 'generic')).toMatchObject({
      kind: 'site',
      mapOrigins: [],
    });
  });
});

describe('unknownSiteResponse', () => {
  it('is a 404 page that names no site and runs no script', async () => {
    const response = unknownSiteResponse();
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en-AU">');
    expect(html).toContain('<title>Site not found</title>');
    expect(html).toContain('<h1>404: Site not found</h1>');
    expect(html).not.toContain('<script');
  });
});
