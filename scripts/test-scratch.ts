import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One scratch folder per test run, in the system's temporary folder: the global setup of every
// test project (and of the end-to-end run) points TMPDIR at it before a test process starts, so
// the stores, outboxes and copies the tests make there (and what the commands and apps they
// start make) go with it when the run ends, passed or failed. A run's tests make thousands of
// such folders, some hundreds of MB; left behind, a few runs fill a disk.

export type Scratch = { dir: string; remove: () => void };

/**
 * Makes the run's scratch folder, names it in DEALER_TEST_SCRATCH and points TMPDIR at it (Node's
 * os.tmpdir(), PostgreSQL's and Chromium's temporary files follow TMPDIR); the returned remove
 * deletes it and restores the variables. Inside a run that already has one (a second project's
 * setup, a test command run by a test) it returns that folder and remove does nothing.
 */
export function makeScratch(env: NodeJS.ProcessEnv = process.env): Scratch {
  const existing = env.DEALER_TEST_SCRATCH;
  if (existing && fs.existsSync(existing)) return { dir: existing, remove: () => {} };
  const before = env.TMPDIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-test-run-'));
  env.DEALER_TEST_SCRATCH = dir;
  env.TMPDIR = dir;
  return {
    dir,
    remove: () => {
      if (before === undefined) delete env.TMPDIR;
      else env.TMPDIR = before;
      delete env.DEALER_TEST_SCRATCH;
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Vitest's and Playwright's global setup: the scratch folder, removed by the teardown. */
export default function setup(): () => void {
  return makeScratch().remove;
}
