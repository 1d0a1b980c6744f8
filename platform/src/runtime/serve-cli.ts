// Serves one built template app: Next.js's request handler behind a plain Node server that
// tells the app who is asking (the connection's address, or the trusted proxies' word for it)
// in a header no client can set. `npm start` and the tests run every app this way.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TemplateName } from '@dealer/template-profiles';
import { CLIENT_ADDRESS_HEADER, clientAddress, trustedProxyHops } from './http/client-address';
import { RENDER_NONCE_ENV, RENDER_NONCE_HEADER } from './http/security-headers';
import { type AppRuntime } from './app-runtime';
import { parseCommandLine, runCommand, UsageError } from '../command-line/command-line';
import { hideInternalHeaders } from './internal-headers';
import { createStaticFiles } from './http/static-files';
import { checkEnvironment } from '../command-line/environment';
import { setStoreWorkerFile } from '../store/pglite-thread';

// the header that admits a render request on the internal listener (its value is the process's)
const INTERNAL_HEADER = 'x-dealer-internal';

// the readiness address every host answers (a proxy's or an orchestrator's health check)
const HEALTH_PATH = '/healthz';
// how long a health check waits for the store and the search
const HEALTH_WAIT_MS = 2_000;
// how long no request must have been answered before a stop closes the listener
const STOP_QUIET_MS = 300;
// how long a stop may take before the process exits anyway
const STOP_DEADLINE_MS = 25_000;

/** The promise's value, or a rejection once `ms` have passed. */
function withinMs<T>(ms: number, promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}

/**
 * The embedded store's worker beside this file: compiled beside the compiled server, or its
 * source when the server runs from its source (the worker takes the same loader).
 */
function storeWorkerBeside(): string | null {
  for (const candidate of ['./pglite-worker.mjs', '../store/pglite-worker.ts']) {
    const file = fileURLToPath(new URL(candidate, import.meta.url));
    if (fs.existsSync(file)) return file;
  }
  return null;
}

type NextFactory = (options: { dev: boolean; dir: string; port: number; hostname: string }) => {
  prepare(): Promise<void>;
  getRequestHandler(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
};

const USAGE = `Usage: node platform/dist/serve-cli.mjs --app <app folder> --port <port> [--hostname <address>]
Serves one built template app (e.g. --app templates/generic --port 3000); the file is this one
compiled by scripts/build-server.ts (node --import tsx platform/src/runtime/serve-cli.ts is the
same server from its source).
  --app <folder>         the app's folder, built with \`next build\`
  --port <port>          the port to listen on
  --hostname <address>   the address to listen on (default 0.0.0.0)
  -h, --help             this text`;

async function main() {
  const { values } = parseCommandLine(USAGE, {
    options: {
      app: { type: 'string' },
      port: { type: 'string' },
      hostname: { type: 'string', default: '0.0.0.0' },
    },
  });
  if (!values.app || !values.port) throw new UsageError('Name the app and the port.');
  const dir = path.resolve(values.app);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new UsageError(`--port must be a port number, not "${values.port}".`);
  // every variable checked before anything starts: a wrong one stops here, named
  checkEnvironment();
  const hops = trustedProxyHops();
  // the embedded store runs on a thread of its own: a stock import's writes leave this thread
  // free to answer shoppers
  setStoreWorkerFile(storeWorkerBeside());
  // the runtime and the page cache load the whole platform: only once the arguments are right
  const [
    { appRuntime, siteOfApp },
    { createPageCacheHandler, internalRenderer },
    { routeRequest },
    { createRenderBudget, isPageRender, sendTooManyRenders },
  ] = await Promise.all([
    import('./app-runtime'),
    import('./page-cache-http'),
    import('./http/tenancy'),
    import('./http/page-renders'),
  ]);
  (process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';
  // the app's own copy of Next.js, as `next start` in its folder would use
  // the placeholder nonce of cached pages: known to this process only (see page-cache-http)
  const placeholder = randomBytes(16).toString('base64');
  process.env[RENDER_NONCE_ENV] = placeholder;
  const internalSecret = randomBytes(24).toString('base64url');
  const next = createRequire(path.join(dir, 'package.json'))('next') as NextFactory;
  const app = next({ dev: false, dir, port, hostname: values.hostname! });
  const handle = app.getRequestHandler();
  await app.prepare();
  // the build's scripts and stylesheets, answered from memory (its folder as the app's Next.js
  // config names it, templates/next-config.mjs)
  const staticFiles = createStaticFiles(
    path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'static'),
  );
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) =>
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });

  // renders for the page cache come in here, from this process only
  const internal = http.createServer((req, res) => {
    if (req.headers[INTERNAL_HEADER] !== internalSecret) {
      res.writeHead(403).end();
      return;
    }
    delete req.headers[INTERNAL_HEADER];
    req.headers[CLIENT_ADDRESS_HEADER] = '127.0.0.1';
    hideInternalHeaders(res);
    void answer(req, res);
  });
  // its sockets are this process's own: they stay open (no idle close racing a reuse)
  internal.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  const runtime = (): AppRuntime | null => {
    try {
      return appRuntime();
    } catch {
      return null; // not started yet: every page renders
    }
  };
  // each client's page renders, within PAGE_RENDER_RATE_PER_CLIENT (cached answers are free)
  const mayRender = createRenderBudget(
    (client) => runtime()?.limits.pageRendersPerClient.take(client) ?? true,
  );
  const fromCache = createPageCacheHandler({
    placeholder,
    render: internalRenderer((internal.address() as AddressInfo).port, [
      INTERNAL_HEADER,
      internalSecret,
    ]),
    app: {
      cache: () => runtime()?.renderCache ?? null,
      siteOf(host, pathname) {
        const current = runtime();
        if (!current) return null;
        const route = routeRequest(host ?? null, pathname, current.profile.name as TemplateName);
        return route.kind === 'site' ? siteOfApp(current, route.slug) : null;
      },
      policy: (site, pathname, query, now) =>
        runtime()?.pagePolicy(site, pathname, query, now) ?? Promise.resolve(null),
      mayRender,
    },
  });
  /** The framework's answer, for a page within the client's render budget. */
  const render = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const allowed =
      !isPageRender(req) ||
      (await mayRender(req).catch((error: unknown) => {
        console.error('The render budget failed; rendering:', error);
        return true;
      }));
    if (allowed) await answer(req, res);
    else sendTooManyRenders(req, res);
  };

  // readiness: the store open and the search answering, and the process not stopping
  let stopping = false;
  const health = async (res: http.ServerResponse) => {
    const current = runtime();
    const ready =
      !stopping &&
      current !== null &&
      (await withinMs(
        HEALTH_WAIT_MS,
        Promise.all([current.store(), current.searchBackend()]).then(() => true),
      ).catch(() => false));
    const body = ready ? 'ok' : stopping ? 'stopping' : 'starting';
    res.writeHead(ready ? 200 : 503, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(`${body}\n`);
  };

  // requests being answered, and when the last one ended (for the quiet a stop waits for)
  let active = 0;
  let lastEnded = Date.now();
  const server = http.createServer((req, res) => {
    active += 1;
    res.once('close', () => {
      active -= 1;
      lastEnded = Date.now();
    });
    // once stopping, no connection is kept for another request
    if (stopping) res.setHeader('connection', 'close');
    if (req.url === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      void health(res);
      return;
    }
    // only this process renders with the placeholder nonce or asks the internal listener
    delete req.headers[RENDER_NONCE_HEADER];
    delete req.headers[INTERNAL_HEADER];
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      trustedHops: hops,
    });
    // the protocol a proxy saw is believed only behind the proxies the operator configured
    if (hops === 0) delete req.headers['x-forwarded-proto'];
    hideInternalHeaders(res);
    const page = () =>
      fromCache(req, res).then(
        (answered) => {
          if (!answered) void render(req, res);
        },
        (error: unknown) => {
          console.error('The page cache failed; rendering instead:', error);
          if (!res.headersSent) void render(req, res);
        },
      );
    staticFiles.answer(req, res).then(
      (answered) => {
        if (!answered) void page();
      },
      (error: unknown) => {
        console.error('A static file failed; Next.js answers it:', error);
        if (!res.headersSent) void answer(req, res);
      },
    );
  });
  server.listen(port, values.hostname, () => {
    console.log(`${path.basename(dir)}: ready on http://${values.hostname}:${port}`);
  });
  // SIGTERM: answer /healthz 503 (a proxy stops sending) and close each connection after its
  // answer; once no request has been answered for STOP_QUIET_MS, refuse new connections, let the
  // lead deliveries under way finish, close the store and exit; whatever is still running after
  // STOP_DEADLINE_MS is cut off
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Stopping took over ${STOP_DEADLINE_MS / 1000} s; exiting now.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    // the listener stays open until no request has been answered for a moment: connections a
    // client (or the proxy, before it saw /healthz go 503) opened just before are still taken
    const quiet = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (active === 0 && Date.now() - lastEnded >= STOP_QUIET_MS) {
          clearInterval(check);
          resolve();
        }
      }, 50);
    });
    void quiet
      .then(() => new Promise<void>((resolve) => server.close(() => resolve())))
      .then(async () => {
        internal.close();
        const current = runtime();
        if (current) {
          await current.stop();
          await (await current.store()).handle.close();
        }
        console.log(`${path.basename(dir)}: stopped`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

runCommand(USAGE, main);
