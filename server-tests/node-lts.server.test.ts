import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBundle } from '../scripts/build-server';
import { ensureNodeLts, NODE_LTS_MAJOR } from '../scripts/node-lts';
import { request } from './app-server';

// The product on the current Node LTS as well as on Node 20: the store and search unit files,
// and the generic app started from the production build, run on Node 24 fetched from the npm
// registry (and kept), so a dependency that needs a newer Node than the other (or drops an older
// one) shows here.

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3281;
const host = `southern-cross-motors.localhost:${PORT}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-node-lts-'));
const lts = ensureNodeLts();
// the store files' PostgreSQL databases: fresh ones (the unit step's hold its runs' rows)
const url = process.env.TEST_DATABASE_URL;
const ltsDatabases = ['lts_dealer_test', ...[1, 2, 3, 4].map((n) => `lts_dealer_test_${n}`)];

interface PgPool {
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
async function onTestServer(statements: string[]) {
  if (!url) return;
  const { Pool } = createRequire(path.join(root, 'platform/package.json'))('pg') as {
    Pool: new (options: { connectionString: string; max: number }) => PgPool;
  };
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    for (const statement of statements) await pool.query(statement);
  } finally {
    await pool.end();
  }
}

describe(`Node ${NODE_LTS_MAJOR}`, () => {
  beforeAll(async () => {
    if (!lts.node) console.log(`Node ${NODE_LTS_MAJOR} is not checked: ${lts.reason}.`);
    await onTestServer(
      ltsDatabases.flatMap((name) => [
        `drop database if exists ${name}`,
        `create database ${name}`,
      ]),
    );
  });
  afterAll(async () => {
    fs.rmSync(work, { recursive: true, force: true });
    await onTestServer(ltsDatabases.map((name) => `drop database if exists ${name}`));
  });

  it('is the Node the checks below run on', (context) => {
    context.skip(!lts.node, lts.reason ?? undefined);
    const version = spawnSync(lts.node!, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(version.startsWith(`v${NODE_LTS_MAJOR}.`), version).toBe(true);
  });

  it('passes the store and search unit files', async (context) => {
    context.skip(!lts.node, lts.reason ?? undefined);
    const run = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        lts.node!,
        [
          path.join(root, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--project',
          'unit',
          'platform/src/store',
          'platform/src/search',
        ],
        {
          cwd: root,
          env: {
            ...process.env,
            FORCE_COLOR: '0',
            ...(url ? { TEST_DATABASE_URL: url.replace(/\/[^/]*$/, '/lts_dealer_test') } : {}),
          },
        },
      );
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });
    expect(run.code, run.output.slice(-4000)).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(run.output.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Test Files\s+\d+ passed/);
  }, 300_000);

  it('serves a demo site from the production build', async (context) => {
    context.skip(!lts.node, lts.reason ?? undefined);
    const { bundle, seed } = await ensureServerBundle(root).then(() =>
      import('../scripts/build-server').then((m) => m.serverBundlePaths(root)),
    );
    const dataDir = path.join(work, 'pglite');
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, DEALER_DEV_HOSTS: '1' };
    const seeded = spawnSync(lts.node!, [seed, '--template', 'generic', '--data-dir', dataDir], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(seeded.status, seeded.stderr).toBe(0);
    const child = spawn(lts.node!, [bundle, '--app', 'templates/generic', '--port', String(PORT)], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    try {
      for (const deadline = Date.now() + 150_000; ;) {
        expect(child.exitCode, stderr).toBeNull();
        const health = await request(PORT, '127.0.0.1', 'GET', '/healthz').catch(() => null);
        if (health?.status === 200) break;
        expect(Date.now() < deadline, `not ready within 150 s: ${stderr}`).toBe(true);
        await new Promise((r) => setTimeout(r, 250));
      }
      const home = await request(PORT, host, 'GET', '/');
      expect(home.status).toBe(200);
      expect(home.body).toContain('Southern Cross Motor Group');
      const stopped = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await stopped).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 240_000);
});
