import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverBundlePaths, serverBundleStale } from './build-server';

// The compiled app server is made again exactly when a file it was made from changed or went:
// an app never starts from code older than its sources.
describe('serverBundleStale', () => {
  function compiled(sources: string[]) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-server-'));
    const { bundle, seed, worker, inputs } = serverBundlePaths(root);
    fs.mkdirSync(path.dirname(bundle), { recursive: true });
    for (const file of sources) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), 'export {};\n');
    }
    const past = new Date(Date.now() - 60_000);
    for (const file of sources) fs.utimesSync(path.join(root, file), past, past);
    fs.writeFileSync(inputs, JSON.stringify(sources));
    fs.writeFileSync(bundle, '// compiled\n');
    fs.writeFileSync(seed, '// compiled\n');
    fs.writeFileSync(worker, '// compiled\n');
    return root;
  }
  const sources = ['platform/src/runtime/serve-cli.ts', 'site-config/src/index.ts'];

  it('is up to date while every source is older than the compiled file', () => {
    expect(serverBundleStale(compiled(sources))).toBe(false);
  });

  it('is stale once a source changes after it', () => {
    const root = compiled(sources);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, sources[1]!), later, later);
    expect(serverBundleStale(root)).toBe(true);
  });

  it.each(['seed', 'worker'] as const)('is stale when the compiled %s is gone', (part) => {
    const root = compiled(sources);
    fs.rmSync(serverBundlePaths(root)[part]);
    expect(serverBundleStale(root)).toBe(true);
  });

  it('is stale when a source is gone, or nothing was compiled yet', () => {
    const root = compiled(sources);
    fs.rmSync(path.join(root, sources[0]!));
    expect(serverBundleStale(root)).toBe(true);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'build-server-'));
    expect(serverBundleStale(empty)).toBe(true);
  });
});
