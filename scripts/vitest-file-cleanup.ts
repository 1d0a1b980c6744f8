import { afterAll, vi } from 'vitest';

// The unit test files share one process (isolate: false: each file no longer pays for a new
// process and new imports). What a file faked ends with the file, as it would with a process of
// its own: timers are real again, spies are restored and stubbed globals and variables undone.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
