import { describe, expect, it } from 'vitest';
import { refusalResponse, refusedRequest } from './request-guard';

describe('refusedRequest', () => {
  it.each([
    ['GET', '/', null],
    ['GET', '/search/used-cars', null],
    ['GET', '/cars/2021-kia-carnival%20sport', null],
    ['HEAD', '/contact-us', null],
    ['POST', '/api/leads', null],
    ['PUT', '/api/leads', null], // the route handler answers 405 itself
    ['GET', '/search/%E0%A4%A', 400],
    ['GET', '/cars/%', 400],
    ['POST', '/api/search/%zz', 400],
    ['GET', '/media/body/%C3.svg', 400],
    ['POST', '/contact-us', 405],
    ['DELETE', '/', 405],
    ['OPTIONS', '/cars/x', 405],
  ])('%s %s -> %s', (method, pathname, status) => {
    expect(refusedRequest(method, pathname)?.status ?? null).toBe(status);
  });

  it('tells a page post which methods are allowed', async () => {
    const response = refusalResponse(refusedRequest('POST', '/finance-enquiry')!);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.text()).toMatch(/pages are read with GET/);
  });
});
