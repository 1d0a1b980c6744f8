import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { hideInternalHeaders } from './internal-headers';

const server = http.createServer((req, res) => {
  hideInternalHeaders(res);
  res.setHeader('X-Middleware-Rewrite', '/swan-valley-toyota/cars/x');
  res.setHeader('x-kept', 'yes');
  if (req.url === '/object') {
    res.writeHead(200, { 'x-matched-path': '/[site]/cars/[slug]', 'content-type': 'text/plain' });
  } else if (req.url === '/list') {
    res.writeHead(200, ['x-middleware-next', '1', 'content-type', 'text/plain']);
  } else {
    res.statusCode = 200;
  }
  res.end('ok');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('hideInternalHeaders', () => {
  it.each(['/plain', '/object', '/list'])('sends no internal header (%s)', async (path) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    const names = [...response.headers.keys()];
    expect(names).toContain('x-kept');
    expect(names.filter((n) => n.startsWith('x-middleware') || n === 'x-matched-path')).toEqual([]);
    expect(await response.text()).toBe('ok');
  });
});
