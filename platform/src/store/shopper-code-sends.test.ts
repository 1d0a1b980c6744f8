import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeResend } from '../domain/sign-in-codes';
import { openDatabase, type DatabaseHandle } from './database';
import { createCodeSendLog } from './shopper-code-sends';

let handle: DatabaseHandle;
let sends: ReturnType<typeof createCodeSendLog>;

beforeAll(async () => {
  handle = await openDatabase({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-code-sends-')),
  });
  sends = createCodeSendLog(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 3, minutes));
const take = (site: string, phone: string, now: Date) =>
  sends.take(site, phone, now, (sent) => codeResend(sent, now));

describe('the sign-in code send log', () => {
  it('lets one of several requests at the same moment through, and refuses the rest', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, () => take('swan-valley-toyota', '+61412345678', at(0))),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(1);
    expect(verdicts.filter((v) => !v.allowed)).toHaveLength(7);
  });

  it('counts the sends of the hour: five, then a wait until the first is an hour old', async () => {
    const phone = '+61498765432';
    for (const minute of [0, 1, 2, 3, 4]) {
      expect((await take('swan-valley-toyota', phone, at(minute))).allowed).toBe(true);
    }
    const sixth = await take('swan-valley-toyota', phone, at(10));
    expect(sixth).toEqual({ allowed: false, retryAfterMs: 50 * 60_000 });
    expect((await take('swan-valley-toyota', phone, at(60))).allowed).toBe(true);
  });

  it('keeps each site and each number apart', async () => {
    const phone = '+61411111111';
    expect((await take('swan-valley-toyota', phone, at(0))).allowed).toBe(true);
    expect((await take('southern-cross-motors', phone, at(0))).allowed).toBe(true);
    expect((await take('swan-valley-toyota', '+61422222222', at(0))).allowed).toBe(true);
    expect((await take('swan-valley-toyota', phone, at(0))).allowed).toBe(false);
  });
});
