import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoader } from './load';
import { startRoundRobinProxy } from './round-robin-proxy';

// The scale-out test's load and proxy: an answer other than a 2xx is named with its status, path
// and the process behind the proxy that gave it, so a failed expectation says where to look.

const servers: http.Server[] = [];
async function serve(status: number): Promise<number> {
  const server = http.createServer((req, res) => {
    res.writeHead(req.url === '/missing' ? status : 200, { 'content-type': 'text/plain' });
    res.end(req.url === '/missing' ? 'This page could not be found.' : 'ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

const { load, close } = createLoader((port) => `load-test.localhost:${port}`);
afterAll(async () => {
  close();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('load', () => {
  it('names each answer other than a 2xx, and the process that gave it', async () => {
    const ports = [await serve(404), await serve(404)];
    const proxy = await startRoundRobinProxy(ports);
    try {
      const figures = await load(
        proxy.port,
        [
          { method: 'GET', path: '/cars/a-car' },
          { method: 'GET', path: '/missing' },
          { method: 'GET', path: '/cars/b-car' },
        ],
        { seconds: 0.3, rate: 40, connections: 2 },
      );
      expect(figures.statuses.get(200)).toBeGreaterThan(0);
      expect(figures.statuses.get(404)).toBeGreaterThan(0);
      expect(figures.unexpected.length).toBe(Math.min(20, figures.statuses.get(404)!));
      for (const line of figures.unexpected)
        expect(line).toMatch(
          new RegExp(
            `^404 GET /missing from (${ports.join('|')}) after \\d+ ms: This page could not be found\\.$`,
          ),
        );
      // both processes answered some
      const from = new Set(figures.unexpected.map((line) => /from (\d+)/.exec(line)![1]));
      expect(from.size).toBe(2);
    } finally {
      await proxy.close();
    }
  });
});
