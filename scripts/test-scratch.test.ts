import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeScratch } from './test-scratch';

describe('makeScratch', () => {
  it('points TMPDIR at a new folder and removes it with what it holds', () => {
    const env: NodeJS.ProcessEnv = { TMPDIR: '/before' };
    const scratch = makeScratch(env);
    expect(fs.statSync(scratch.dir).isDirectory()).toBe(true);
    expect(path.dirname(scratch.dir)).toBe(os.tmpdir());
    expect(env).toEqual({ TMPDIR: scratch.dir, DEALER_TEST_SCRATCH: scratch.dir });
    fs.mkdirSync(path.join(scratch.dir, 'store', 'base'), { recursive: true });
    fs.writeFileSync(path.join(scratch.dir, 'store', 'base', 'file'), 'x');

    scratch.remove();

    expect(fs.existsSync(scratch.dir)).toBe(false);
    expect(env).toEqual({ TMPDIR: '/before' });
  });

  it("inside a run that has one, answers the run's folder and leaves it to the run", () => {
    const env: NodeJS.ProcessEnv = {};
    const outer = makeScratch(env);
    try {
      const inner = makeScratch(env);
      expect(inner.dir).toBe(outer.dir);
      inner.remove();
      expect(fs.existsSync(outer.dir)).toBe(true);
      expect(env.TMPDIR).toBe(outer.dir);
    } finally {
      outer.remove();
    }
  });
});
