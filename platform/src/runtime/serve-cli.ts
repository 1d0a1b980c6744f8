// Serves one built template app: Next.js's request handler behind a plain Node server that
// tells the app who is asking (the connection's address, or the trusted proxies' word for it)
// in a header no client can set. `npm start` and the tests run every app this way.
// Usage: node --import tsx platform/src/runtime/serve-cli.ts --app templates/generic --port 3001
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLIENT_ADDRESS_HEADER, clientAddress, trustedProxyHops } from '../web/client-address';
import { hideInternalHeaders } from './internal-headers';

type NextFactory = (options: { dev: boolean; dir: string; port: number; hostname: string }) => {
  prepare(): Promise<void>;
  getRequestHandler(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
};

async function main() {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      port: { type: 'string' },
      hostname: { type: 'string', default: '0.0.0.0' },
    },
  });
  if (!values.app || !values.port)
    throw new Error('Usage: serve-cli --app <app folder> --port <port>');
  const dir = path.resolve(values.app);
  const port = Number(values.port);
  const hops = trustedProxyHops();
  (process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';
  // the app's own copy of Next.js, as `next start` in its folder would use
  const next = createRequire(path.join(dir, 'package.json'))('next') as NextFactory;
  const app = next({ dev: false, dir, port, hostname: values.hostname! });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      trustedHops: hops,
    });
    hideInternalHeaders(res);
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
  server.listen(port, values.hostname, () => {
    console.log(`${path.basename(dir)}: ready on http://${values.hostname}:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
});
