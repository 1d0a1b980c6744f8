import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { phoneNumber } from 'better-auth/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { siteAuthAdapter } from './shopper-auth-adapter';

// The authentication library's records through the site-scoped adapter, as the library itself
// reads and writes them: each site sees its own records only, whatever the query.

const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-auth-adapter-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

describe.each(backends)('the site-scoped adapter on %s', (_name, open) => {
  let handle: DatabaseHandle;
  const adapterOf = async (siteSlug: string) =>
    (
      await betterAuth({
        secret: 'a-test-secret-of-at-least-thirty-two-characters',
        database: siteAuthAdapter(handle.db, siteSlug),
        plugins: [phoneNumber({ sendOTP: () => {} })],
        telemetry: { enabled: false },
        logger: { level: 'error' },
      }).$context
    ).adapter;
  const run = `${Date.now()}`;
  const [a, b] = [`site-a-${run}`, `site-b-${run}`];
  const user = (phone: string) => ({
    name: phone,
    email: `${phone.slice(1)}@phone.invalid`,
    phoneNumber: phone,
    phoneNumberVerified: true,
    emailVerified: false,
  });
  const byPhone = (phone: string) => [{ field: 'phoneNumber', value: phone }];

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('finds a record only on its own site, and never shows the site field', async () => {
    const [onA, onB] = await Promise.all([adapterOf(a), adapterOf(b)]);
    const created = await onA.create<Record<string, unknown>>({
      model: 'user',
      data: user('+61400000001'),
    });
    expect(created).not.toHaveProperty('siteSlug');
    expect(await onA.findOne({ model: 'user', where: byPhone('+61400000001') })).toMatchObject({
      id: created.id,
    });
    expect(await onB.findOne({ model: 'user', where: byPhone('+61400000001') })).toBeNull();
    expect(
      await onB.findOne({ model: 'user', where: [{ field: 'id', value: created.id as string }] }),
    ).toBeNull();
    expect(await onB.count({ model: 'user' })).toBe(0);
  });

  it('keeps the unique keys per site: the same number is an account on each site, once', async () => {
    const [onA, onB] = await Promise.all([adapterOf(a), adapterOf(b)]);
    await onB.create({ model: 'user', data: user('+61400000001') });
    await expect(onA.create({ model: 'user', data: user('+61400000001') })).rejects.toThrow();
    expect(await onA.count({ model: 'user' })).toBe(1);
    expect(await onB.count({ model: 'user' })).toBe(1);
  });

  it('keeps OR clauses, updates and deletes within the site', async () => {
    const [onA, onB] = await Promise.all([adapterOf(a), adapterOf(b)]);
    const mine = (await onA.findOne<{ id: string }>({
      model: 'user',
      where: byPhone('+61400000001'),
    }))!;
    const either = [
      { field: 'phoneNumber', value: '+61400000001', connector: 'OR' as const },
      { field: 'email', value: 'nobody@phone.invalid', connector: 'OR' as const },
    ];
    expect(await onB.findMany({ model: 'user', where: either })).toHaveLength(1);
    expect(
      await onB.update({
        model: 'user',
        where: [{ field: 'id', value: mine.id }],
        update: { name: 'taken' },
      }),
    ).toBeNull();
    await onB.updateMany({ model: 'user', where: either, update: { name: 'changed on b' } });
    await onB.deleteMany({ model: 'user', where: [] });
    expect(await onB.count({ model: 'user' })).toBe(0);
    expect(await onA.findOne({ model: 'user', where: byPhone('+61400000001') })).toMatchObject({
      id: mine.id,
      name: '+61400000001',
    });
  });
});
