import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBundle } from '../scripts/build-server';
import { request } from './app-server';
import { copyWorkingTree } from './working-tree-copy';

// The production recipe (README 'Running in production'): what `npm run build` made (the generic
// app's .next and the compiled server and seed command in platform/dist), in a copy of the
// repository installed with `pnpm install --prod`, started by `npm run serve`: no development
// dependency is there (no tsx, no vanilla-extract plugin, no test tool), the demo sites answer,
// /healthz says when it is ready, a wrong setting stops it with the variable named, SIGTERM
// lets the requests in flight finish before it exits, and a client's page renders are held to
// its budget.

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3271;
const host = `southern-cross-motors.localhost:${PORT}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-production-'));
const copy = path.join(work, 'repo');
const PNPM = ['-y', 'pnpm@10'];

/**
 * `npm run serve` in the copy (its script, which execs the app server: the process is the app's,
 * for the signals the test sends).
 */
async function serve(env: Record<string, string> = {}): Promise<{
  child: ChildProcess;
  output: () => string;
}> {
  const child = spawn('bash', ['scripts/serve.sh', '--app', 'generic', '--port', String(PORT)], {
    cwd: copy,
    env: {
      ...process.env,
      DATA_DIR: path.join(work, 'data', 'pglite'),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

async function healthy(child: ChildProcess, output: () => string) {
  for (const deadline = Date.now() + 150_000; ;) {
    if (child.exitCode !== null) throw new Error(`the app exited: ${output()}`);
    const answer = await request(PORT, '127.0.0.1', 'GET', '/healthz').catch(() => null);
    if (answer?.status === 200) return answer;
    if (Date.now() > deadline) throw new Error(`not ready within 150 s: ${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the production build, installed without development dependencies', () => {
  let running: { child: ChildProcess; output: () => string } | null = null;

  beforeAll(async () => {
    // what `npm run build` makes: the app (built by the test command before this step) and the
    // compiled server and seed command
    expect(fs.existsSync(path.join(root, 'templates/generic/.next/BUILD_ID'))).toBe(true);
    await ensureServerBundle(root);
    copyWorkingTree(root, copy);
    fs.cpSync(
      path.join(root, 'templates/generic/.next'),
      path.join(copy, 'templates/generic/.next'),
      {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => !source.includes(`${path.sep}.next${path.sep}cache`),
      },
    );
    fs.cpSync(path.join(root, 'platform/dist'), path.join(copy, 'platform/dist'), {
      recursive: true,
    });
    execFileSync(
      'npx',
      [...PNPM, 'install', '--prod', '--frozen-lockfile', '--offline', '--reporter=silent'],
      {
        cwd: copy,
        stdio: 'pipe',
      },
    );
  }, 300_000);

  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('has no development dependency installed', () => {
    for (const tool of [
      'tsx',
      'vitest',
      'esbuild',
      '@playwright/test',
      '@vanilla-extract/next-plugin',
    ]) {
      for (const where of [
        'node_modules',
        'platform/node_modules',
        'templates/generic/node_modules',
      ]) {
        expect(fs.existsSync(path.join(copy, where, tool)), `${where}/${tool}`).toBe(false);
      }
    }
    expect(fs.existsSync(path.join(copy, 'templates/generic/node_modules/next'))).toBe(true);
  });

  it('stops at start on a wrong setting, naming the variable and the reason', async () => {
    const { child, output } = await serve({ LEAD_RATE_PER_IP: 'lots' });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain(
      'Error: LEAD_RATE_PER_IP: must be a number of requests a minute, more than 0, not "lots"',
    );
  }, 120_000);

  it('serves the demo sites from the build: the home, search and vehicle pages, and a picture', async () => {
    running = await serve();
    const health = await healthy(running.child, running.output);
    expect(health.body.trim()).toBe('ok');
    const home = await request(PORT, host, 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('Southern Cross Motor Group');
    const search = await request(PORT, host, 'GET', '/search');
    expect(search.status).toBe(200);
    const vehicle = /href="(\/cars\/[^"#?]+)"/.exec(search.body)?.[1];
    expect(vehicle).toBeDefined();
    const page = await request(PORT, host, 'GET', vehicle!);
    expect(page.status).toBe(200);
    const picture = /src="(\/media\/image\?[^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(picture).toBeDefined();
    const image = await request(PORT, host, 'GET', picture!, undefined, { accept: 'image/webp' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  }, 240_000);

  it('finishes the requests in flight on SIGTERM, then exits 0', async () => {
    const { child, output } = running!;
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      request(PORT, host, 'GET', i % 2 ? '/search' : `/search?page=${i}`),
    );
    await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await exited(child)).toBe(0);
    expect(output()).toContain('generic: stopped');
    // and nothing answers there any more
    expect(await request(PORT, host, 'GET', '/').catch(() => null)).toBeNull();
  }, 60_000);

  it('holds a client to PAGE_RENDER_RATE_PER_CLIENT renders; a kept page is not one', async () => {
    const { child, output } = await serve({ PAGE_RENDER_RATE_PER_CLIENT: '2' }); // a burst of 1
    try {
      await healthy(child, output);
      const first = await request(PORT, host, 'GET', '/');
      expect(first.status).toBe(200);
      expect(first.headers['x-render-cache']).toBe('miss');
      const kept = await request(PORT, host, 'GET', '/');
      expect(kept.status).toBe(200);
      expect(kept.headers['x-render-cache']).toBe('hit');
      const refused = await request(PORT, host, 'GET', '/finance');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.body).toContain('Too many pages were asked for from this address.');
      // the framework's files are no render
      const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(first.body)?.[1];
      expect(script).toBeDefined();
      expect((await request(PORT, host, 'GET', script!)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  }, 240_000);
});
