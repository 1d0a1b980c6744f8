import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { createRenderBudget, isPageRender } from './page-renders';

// What the page-render limit counts, and that a request is counted once however many steps of
// the server ask (the render cache turning it down, then the framework rendering it).

const req = (method: string, url: string, headers: http.IncomingHttpHeaders = {}) =>
  ({ method, url, headers }) as http.IncomingMessage;

describe('isPageRender', () => {
  it.each([
    ['GET', '/', {}, true],
    ['HEAD', '/search/used?make=Toyota', {}, true],
    ['GET', '/cars/2021-toyota-rav4-gx-u1', {}, true],
    ['GET', '/finance', { rsc: '1' }, true], // a client navigation renders the page
    ['GET', '/finance', { 'next-router-prefetch': '1', rsc: '1' }, false], // a link's prefetch
    ['POST', '/', {}, false],
    ['GET', '/_next/static/chunks/main.js', {}, false],
    ['GET', '/api/search/multi-search', {}, false],
    ['GET', '/media/image?src=%2Fmedia%2Fphoto%2Fdemo-1.jpg&w=640', {}, false],
    ['GET', '/robots.txt', {}, false],
    ['GET', '/feeds/google-merchant.xml', {}, false],
    ['GET', '/healthz', {}, false],
    ['GET', '/media', {}, false],
    ['GET', '/mediaroom', {}, true],
  ] as const)('%s %s %o: %s', (method, url, headers, counted) => {
    expect(isPageRender(req(method, url, headers))).toBe(counted);
  });
});

describe('createRenderBudget', () => {
  it('takes one render per request, from the client the server saw', async () => {
    const taken: string[] = [];
    const left = new Map([['203.0.113.7', 1]]);
    const mayRender = createRenderBudget((client) => {
      taken.push(client);
      const n = left.get(client) ?? 0;
      left.set(client, n - 1);
      return n > 0;
    });
    const first = req('GET', '/', { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' });
    expect(await mayRender(first)).toBe(true);
    expect(await mayRender(first)).toBe(true); // the same request asked again: counted once
    const second = req('GET', '/finance', { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' });
    expect(await mayRender(second)).toBe(false);
    // an IPv6 client by its /64; no address at all is 'unknown'
    await mayRender(req('GET', '/', { [CLIENT_ADDRESS_HEADER]: '2001:db8:1:2::17' }));
    await mayRender(req('GET', '/', {}));
    expect(taken).toEqual(['203.0.113.7', '203.0.113.7', '2001:db8:1:2::/64', 'unknown']);
  });

  it('turns a failing count into a rejected answer, never a throw (the server then renders)', async () => {
    const mayRender = createRenderBudget(() => {
      throw new TypeError('no limits yet');
    });
    const asked = mayRender(req('GET', '/'));
    await expect(asked).rejects.toThrow('no limits yet');
  });
});
