import { describe, expect, it } from 'vitest';
import { longestFirst, serverFilesLongestFirst } from './vitest-sequencer';

describe('longestFirst', () => {
  it('puts the listed files first, in the list order, and keeps the order of the rest', () => {
    const file = (name: string) => ({ moduleId: `/repo/${name}` });
    const files = [
      file('server-tests/trade-in.server.test.ts'),
      file('server-tests/fuzz.server.test.ts'),
      file('server-tests/vehicle.server.test.ts'),
      file('server-tests/leads.server.test.ts'),
      file('server-tests/payments.server.test.ts'),
    ];
    expect(longestFirst(files).map((f) => f.moduleId.replace('/repo/server-tests/', ''))).toEqual([
      'leads.server.test.ts',
      'fuzz.server.test.ts',
      'trade-in.server.test.ts',
      'vehicle.server.test.ts',
      'payments.server.test.ts',
    ]);
  });

  it('lists files that exist', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '..');
    for (const name of serverFilesLongestFirst)
      expect(fs.existsSync(path.join(root, name))).toBe(true);
  });
});
