import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { ensureServerBundle } from '../scripts/build-server';

// Starts a built template app for server-level tests and talks to it over loopback with the
// site's Host header (Node does not resolve <slug>.localhost).

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface HttpAnswer {
  status: number;
  /** the response headers, lower-case names, repeated ones joined */
  headers: Record<string, string>;
  body: string;
  json(): unknown;
}

export function request(
  port: number,
  host: string,
  method: string,
  pathname: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: { host, ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(', ') : String(value ?? ''),
              ]),
            ),
            body: text,
            json: () => JSON.parse(text) as unknown,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // a guard against a hung answer only: a page's first render on a loaded machine beside
    // other apps can take many seconds (the tests' own timeouts bound the rest)
    req.setTimeout(60_000, () => req.destroy(new Error('timed out')));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export interface RunningApp {
  port: number;
  process: ChildProcess;
  /** What the app has written to stderr so far (a 5xx's stack trace ends up here). */
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Seeds the data directory (a copy of the template's store seeded once, scripts/seed-cached.ts),
 * serves the built app as `npm start` does and waits until the site answers.
 */
export async function startApp(
  template: string,
  port: number,
  dataDir: string,
  siteHost: string,
  extraEnv: Record<string, string> = {},
  root = repoRoot,
): Promise<RunningApp> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    DEALER_DEV_HOSTS: '1', // the tests address sites as <slug>.localhost
    DATABASE_URL: '',
    // the tests are many shoppers at one address: their page renders are not held to one's
    // (production.server.test holds a client to its budget)
    PAGE_RENDER_RATE_PER_CLIENT: '100000',
    ...extraEnv,
  };
  await new Promise<void>((resolve, reject) => {
    const seed = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts/seed-cached.ts'),
        '--template',
        template,
        '--data-dir',
        dataDir,
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let said = '';
    seed.stdout.on('data', (c: Buffer) => (said += c.toString()));
    seed.stderr.on('data', (c: Buffer) => (said += c.toString()));
    seed.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited ${code}: ${said.slice(-2000)}`)),
    );
  });
  // the compiled app server (made once, again only when a source changed), as `npm start` runs
  const server = await ensureServerBundle(root);
  const child = spawn(
    process.execPath,
    [server, '--app', path.join(root, 'templates', template), '--port', String(port)],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  // a loaded machine starts several apps at once: minutes, not seconds
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the app exited: ${stderr}`);
    const ok = await request(port, siteHost, 'GET', '/api/site').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      // stopped, so that a retry can take the data directory it holds
      child.kill('SIGKILL');
      throw new Error(`the app did not start within 150 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    process: child,
    stderr: () => stderr,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** How long until `check` holds, polling every 100 ms; Infinity when not within `limitMs`. */
export async function timeUntil(check: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > limitMs) return Infinity;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A site's search hits for a stock number (its car, when the site's search has it). */
export async function stockSearchHits(
  port: number,
  host: string,
  stocknum: string,
): Promise<{ stocknum: string; list_price: number }[]> {
  const answer = await request(
    port,
    host,
    'POST',
    '/api/search/multi-search',
    JSON.stringify({
      queries: [
        { indexUid: 'stock', q: stocknum, attributesToRetrieve: ['list_price', 'stocknum'] },
      ],
    }),
    { 'content-type': 'application/json', origin: `http://${host}` },
  );
  const body = answer.json() as { results: { hits: { stocknum: string; list_price: number }[] }[] };
  return body.results[0]!.hits.filter((hit) => hit.stocknum === stocknum);
}

/** The ports of the app processes test files share (server-tests/shared-apps.ts). */
export const SHARED_APP_PORTS = { generic: 3251, toyota: 3252, caravan: 3253 } as const;
/** The templates with a shared app (a template made later starts its own). */
export type SharedTemplate = keyof typeof SHARED_APP_PORTS;

/**
 * Waits for the shared app of a template, started by the first file that asks: for files that
 * only read pages and calls (a file that changes what others see, or sends thousands of
 * requests, starts its own with startApp). Returns its port.
 */
export async function sharedApp(template: SharedTemplate): Promise<number> {
  const { inject } = await import('vitest');
  const control = inject('sharedAppsPort');
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    const answer = await request(control, '127.0.0.1', 'GET', `/?template=${template}`);
    if (answer.status === 200) return Number(answer.body);
    if (answer.status !== 202) throw new Error(`the shared ${template} app: ${answer.body}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shared ${template} app did not start within 180 s`);
}
