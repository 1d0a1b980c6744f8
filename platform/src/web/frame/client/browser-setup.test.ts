import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { setZodJitless } from './browser-setup';

describe('setZodJitless', () => {
  it("turns zod's compiled parsers off, before zod loads or after", () => {
    // before: zod, loaded later, takes the settings object it finds
    const fresh = {} as typeof globalThis;
    setZodJitless(fresh);
    expect(fresh.__zod_globalConfig).toEqual({ jitless: true });
    // after: zod's own settings (this process has loaded zod) are the object set
    const before = config().jitless;
    try {
      config({ jitless: false });
      setZodJitless();
      expect(config().jitless).toBe(true);
    } finally {
      config({ jitless: before });
    }
  });
});
