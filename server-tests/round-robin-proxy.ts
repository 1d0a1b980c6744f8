import http from 'node:http';
import { type AddressInfo } from 'node:net';

// A small round-robin proxy for the scale-out test, in front of several app processes on
// loopback, as a load balancer would be: each request goes to the next process that is up, with
// the client's address appended to X-Forwarded-For (the apps trust one hop). A process that
// refuses the connection is skipped for a second and the request goes to the next (a request
// that reached a process that then died is answered 502, as a real balancer does; a shopper's
// retry with the same Idempotency-Key is then safe). The test names its simulated client by an
// `x-test-client` header, which the proxy takes instead of the loopback address.

export interface RoundRobinProxy {
  port: number;
  /** requests each backend answered, by its port */
  answered: Map<number, number>;
  close(): Promise<void>;
}

const DOWN_FOR_MS = 1_000;
// a kept connection left unused this long is closed by the proxy, before the app's own limit
// (Node's five seconds) closes it under a request sent at that moment
const IDLE_CONNECTION_MS = 4_000;

export async function startRoundRobinProxy(backends: readonly number[]): Promise<RoundRobinProxy> {
  const agents = new Map(
    backends.map((port) => [
      port,
      new http.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_CONNECTION_MS }),
    ]),
  );
  const downUntil = new Map<number, number>();
  const answered = new Map(backends.map((port) => [port, 0]));
  let next = 0;

  const pick = (tried: Set<number>): number | null => {
    const now = Date.now();
    for (let i = 0; i < backends.length; i += 1) {
      const port = backends[(next + i) % backends.length]!;
      if (tried.has(port) || (downUntil.get(port) ?? 0) > now) continue;
      next = (next + i + 1) % backends.length;
      return port;
    }
    // every process marked down: try one that was not tried yet anyway
    return backends.find((port) => !tried.has(port)) ?? null;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const client = String(req.headers['x-test-client'] ?? req.socket.remoteAddress ?? '');
      const headers = { ...req.headers };
      delete headers['x-test-client'];
      delete headers.connection;
      headers['x-forwarded-for'] = client;
      const tried = new Set<number>();
      const forward = (again?: number) => {
        const port = again ?? pick(tried);
        if (port === null) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end('No app process answers.');
          return;
        }
        tried.add(port);
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port,
            method: req.method,
            path: req.url,
            headers,
            agent: agents.get(port),
          },
          (answer) => {
            answered.set(port, (answered.get(port) ?? 0) + 1);
            // which process answered, for a test's message about an unexpected answer
            res.writeHead(answer.statusCode ?? 502, {
              ...answer.headers,
              'x-test-process': String(port),
            });
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          // a kept connection the process closed as the request went out: the request never
          // reached it, and goes again on a new connection, once
          if (upstream.reusedSocket && error.code === 'ECONNRESET' && again === undefined) {
            forward(port);
            return;
          }
          // never reached the process, or a read that may be asked again: another takes it;
          // else the answer is lost with the process (as when the connection reset above was
          // a process dying with the request: the second try is refused)
          const safe = req.method === 'GET' || req.method === 'HEAD';
          if ((error.code === 'ECONNREFUSED' && again === undefined) || safe) {
            downUntil.set(port, Date.now() + DOWN_FOR_MS);
            forward();
            return;
          }
          res.writeHead(502, { 'content-type': 'text/plain' }).end('The app process failed.');
        });
        upstream.end(body);
      };
      forward();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    answered,
    close: () =>
      new Promise((resolve) => {
        for (const agent of agents.values()) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
