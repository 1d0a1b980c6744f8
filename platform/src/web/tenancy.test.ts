import { describe, expect, it } from 'vitest';
import { routeRequest } from './tenancy';

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
