import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  newNonce,
  photoHostSources,
  searchOrigin,
  securityHeaders,
  wantsHsts,
} from './security-headers';

const directives = (csp: string) =>
  new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy({ nonce: 'abc123==' }));

  it('runs scripts only with the nonce, never inline or eval', () => {
    expect(csp.get('script-src')).toContain("'nonce-abc123=='");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('lets no other site frame the pages, post their forms or change their base', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the browser call the search host when one is configured', () => {
    const withSearch = directives(
      contentSecurityPolicy({
        nonce: 'n',
        connectSources: searchOrigin('https://search.example.com/'),
      }),
    );
    expect(withSearch.get('connect-src')).toEqual(["'self'", 'https://search.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('loads pictures from the site itself and its photo hosts only, never any https host', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const withHosts = directives(
      contentSecurityPolicy({
        nonce: 'n',
        imageSources: photoHostSources(['photos.dealer-cdn.com.au', '.imgix.net']),
      }),
    );
    expect(withHosts.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://photos.dealer-cdn.com.au',
      'https://*.imgix.net',
    ]);
  });

  it("widens only what a site's chat widget needs, for its origins alone", () => {
    const chat = ['https://widget.example.com'];
    const plain = directives(contentSecurityPolicy({ nonce: 'n' }));
    const withChat = directives(contentSecurityPolicy({ nonce: 'n', chatSources: chat }));
    for (const directive of ['connect-src', 'frame-src', 'img-src', 'style-src', 'font-src']) {
      expect(withChat.get(directive), directive).toEqual([...plain.get(directive)!, ...chat]);
    }
    for (const directive of ['script-src', 'default-src', 'form-action', 'frame-ancestors']) {
      expect(withChat.get(directive), directive).toEqual(plain.get(directive));
    }
  });

  it("frames a site's maps provider, and widens nothing else for it", () => {
    const maps = ['https://www.openstreetmap.org'];
    const plain = directives(contentSecurityPolicy({ nonce: 'n' }));
    const withMaps = directives(contentSecurityPolicy({ nonce: 'n', mapSources: maps }));
    expect(withMaps.get('frame-src')).toEqual([...plain.get('frame-src')!, ...maps]);
    for (const [directive, sources] of plain) {
      if (directive !== 'frame-src') expect(withMaps.get(directive), directive).toEqual(sources);
    }
    // the pictures of the map still come from the site only
    expect(withMaps.get('img-src')!.join(' ')).not.toContain('openstreetmap');
  });

  it('allows eval only in development', () => {
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', dev: true })).get('script-src'),
    ).toContain("'unsafe-eval'");
  });
});

describe('newNonce', () => {
  it('is fresh and unguessable each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('wantsHsts', () => {
  it.each([
    ['https', 'www.swanvalleytoyota.com.au', true],
    ['https', 'swan-valley-toyota.dealers.example.com:443', true],
    ['http', 'www.swanvalleytoyota.com.au', false],
    ['https', 'swan-valley-toyota.localhost:3001', false],
    ['https', 'localhost', false],
    [null, 'www.swanvalleytoyota.com.au', false],
  ])('%s %s -> %s', (protocol, host, hsts) => {
    expect(wantsHsts(protocol, host)).toBe(hsts);
  });
});

describe('securityHeaders', () => {
  it('carries every header, and HSTS only when asked', () => {
    const headers = securityHeaders('default-src self', false);
    expect(Object.keys(headers).sort()).toEqual([
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(securityHeaders('x', true)['strict-transport-security']).toMatch(/max-age=63072000/);
  });
});
