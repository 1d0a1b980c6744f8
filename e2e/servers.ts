import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ensureServerBundle } from '../scripts/build-server';

// The end-to-end tests' app servers (Playwright's global setup): every built template app on its
// profile's port + 100 with a data directory of its own under .data/e2e, all started at once
// (Playwright's own webServer list starts them one after another). Outside CI a server already
// answering on its port is used as it is. E2E_APPS=generic,toyota serves only those apps.

const root = path.resolve(import.meta.dirname, '..');
const STARTUP_MS = 180_000;

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 500) < 400);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(5_000, () => req.destroy());
  });
}

async function start(app: string, port: number): Promise<ChildProcess | null> {
  if (!process.env.CI && (await answers(port))) return null;
  const log = path.join(root, '.data/logs', `e2e-${app}.log`);
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'w');
  const child = spawn(
    'bash',
    ['scripts/serve-app.sh', app, String(port), path.join(root, '.data/e2e', app)],
    {
      cwd: root,
      // the tests are many shoppers at one address: their page renders are not held to one's
      env: { PAGE_RENDER_RATE_PER_CLIENT: '100000', ...process.env },
      stdio: ['ignore', out, out],
      detached: true,
    },
  );
  fs.closeSync(out);
  const deadline = Date.now() + STARTUP_MS;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`The ${app} app did not answer on port ${port} (see ${log}):\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
}

function stop(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM'); // the script and the app server it started
  } catch {
    // already gone
  }
}

export default async function startServers(): Promise<() => Promise<void>> {
  const { e2ePorts } = await import('../playwright.config');
  const served = process.env.E2E_APPS?.split(',').filter(Boolean);
  const apps = Object.entries(e2ePorts).filter(([app]) => !served || served.includes(app));
  // the cars the tests claim to reserve are this run's (e2e/shopper.ts claimCar)
  fs.rmSync(path.join(root, '.data/e2e/claimed-cars'), { recursive: true, force: true });
  // the compiled app server, made once here rather than by each app's script at once
  await ensureServerBundle(root);
  // each app built again first when a source changed since its build (as `npm start` does), one
  // after another: the tests see the code as it is, and nothing a test starts (the theme
  // preview's server) builds an app under a running one
  for (const [app] of apps) {
    const built = spawnSync(
      'bash',
      ['-c', 'source scripts/apps.sh && build_app_if_stale "$1"', 'build', app],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (built.status !== 0)
      throw new Error(`The ${app} app failed to build (see .data/logs/build-${app}.log).`);
  }
  const started = await Promise.allSettled(apps.map(([app, port]) => start(app, port)));
  const children = started.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    children.forEach(stop);
    throw failed.reason;
  }
  return async () => {
    await Promise.all(children.map(stopAndWait));
  };
}

/**
 * Stops an app server and waits for it to end (SIGKILL after 15 s): no server outlives the run,
 * and its processor time counts in the run's, as the test command's step times print it.
 */
async function stopAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stop(child);
  const kill = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 15_000);
  await ended;
  clearTimeout(kill);
}
