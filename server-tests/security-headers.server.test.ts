import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { request, SHARED_APP_PORTS, sharedApp } from './app-server';

// The security headers on a page, an API answer, a media file, a static file and a refusal of
// the built toyota app; no header shows the internal /{site} route of a request.

// the toyota app the files that only read pages and calls share (server-tests/shared-apps.ts)
const PORT = SHARED_APP_PORTS.toyota;
const repo = path.resolve(import.meta.dirname, '..');
const site = getSiteBySlug('swan-valley-toyota') as Site;
const host = `${site.slug}.localhost:${PORT}`;

beforeAll(async () => {
  await sharedApp('toyota');
});

async function get(pathname: string) {
  const answer = await request(PORT, host, 'GET', pathname);
  return answer;
}

describe('security headers', () => {
  it('are on every kind of response, and no header names an internal route', async () => {
    const page = await get('/');
    const found = await request(
      PORT,
      host,
      'POST',
      '/api/search/multi-search',
      JSON.stringify({ queries: [{ indexUid: 'stock', limit: 1, attributesToRetrieve: ['id'] }] }),
      { 'content-type': 'application/json' },
    );
    const carId = (found.json() as { results: [{ hits: [{ id: number }] }] }).results[0].hits[0].id;
    const staticFile = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(staticFile).toBeTruthy();
    const responses = {
      page,
      api: await get('/api/site'),
      media: await get(`/media/vehicle/${carId}/1.svg`),
      static: await get(staticFile!),
      refusal: await get('/search/%E0%A4%A'),
      notFound: await get('/no-such-page'),
    };
    expect(responses.media.status).toBe(200);
    expect(responses.static.status).toBe(200);
    expect(responses.refusal.status).toBe(400);
    for (const [kind, answer] of Object.entries(responses)) {
      const headers = answer.headers;
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['x-frame-options'], kind).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      for (const [name, value] of Object.entries(headers)) {
        expect(`${name}: ${String(value)}`, kind).not.toContain(`/${site.slug}`);
      }
      if (kind === 'static') continue; // a script file: no page policy needed
      expect(headers['permissions-policy'], kind).toMatch(/camera=\(\)/);
      expect(headers['content-security-policy'], kind).toMatch(/frame-ancestors 'self'/);
      expect(headers['content-security-policy'], kind).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['strict-transport-security'], kind).toBeUndefined(); // not over https here
    }
  });

  it('a script of the build: the bytes the build wrote, compressed for a browser, 304 once it has them', async () => {
    const page = await get('/');
    // the page's largest script (a small one goes uncompressed)
    const [script, built] = [...page.body.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)]
      .map(([, src]) => {
        const file = path.join(repo, 'templates/toyota/.next', src!.slice('/_next'.length));
        return [src, fs.readFileSync(file)] as const;
      })
      .sort(([, a], [, b]) => b.length - a.length)[0]!;
    const plain = await get(script!);
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(built.toString('utf8'));
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const [accepted, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const compressed = await request(PORT, host, 'GET', script!, undefined, {
        'accept-encoding': accepted,
      });
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(Number(compressed.headers['content-length'])).toBeLessThan(built.length);
    }
    const again = await request(PORT, host, 'GET', script!, undefined, {
      'if-none-match': plain.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it("puts the request's nonce on every script of a page", async () => {
    const page = await get('/search');
    const nonce = /'nonce-([^']+)'/.exec(page.headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await get('/search');
    expect(again.headers['content-security-policy']).not.toContain(nonce!); // fresh per request
  });

  it('sends HSTS only over https on a real domain', async () => {
    const overHttps = { 'x-forwarded-proto': 'https' };
    const real = await request(
      PORT,
      'www.swanvalleytoyota.com.au',
      'GET',
      '/',
      undefined,
      overHttps,
    );
    expect(real.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const plain = await request(PORT, 'www.swanvalleytoyota.com.au', 'GET', '/', undefined, {
      'x-forwarded-proto': 'http',
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const development = await request(PORT, host, 'GET', '/api/site', undefined, overHttps);
    expect(development.headers['strict-transport-security']).toBeUndefined();
  });
});
