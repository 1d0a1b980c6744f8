import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { spinToWinMessages } from '../../domain/spin-to-win';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { shopperUsers } from '../../store/schema';
import { createSpinRepository } from '../../store/spin-repository';
import { type Store } from '../../store/store';
import { type ShopperSession } from '../accounts/session';
import {
  handleSpin,
  MAX_SPIN_BODY_BYTES,
  PROMOTION_CHANGED_MESSAGE,
  PROMOTION_MISSING_MESSAGE,
  type SpinRouteDeps,
} from './spin-to-win-routes';
import { type SessionResolver } from '../watchlist/watchlist-session';

// POST /api/spin-to-win against the embedded store: every refusal with its status and message,
// then one spin a shopper (the second answers the first), and none once the promotion is over.

const site = getSiteBySlug('swan-valley-toyota') as Site;
const promotion = site.spinToWin!;
const host = `${site.slug}.localhost:3000`;
const now = new Date('2026-12-03T02:00:00Z');
const users = ['spin-route-ava', 'spin-route-ben', 'spin-route-cal'];
const session = (userId: string): ShopperSession => ({
  userId,
  phoneNumber: '+61412345678',
  siteSlug: site.slug,
});
const anonymous: SessionResolver = async () => null;

let handle: DatabaseHandle;
let spins: Store['spins'];
// the site's clock: Perth
const stock = { listLocations: async () => [{ timezone: 'Australia/Perth' }] };

function deps(resolveSession: SessionResolver, at = now): SpinRouteDeps {
  return {
    resolveSession,
    store: async () => ({ spins, stock }) as unknown as Pick<Store, 'spins' | 'stock'>,
    now: () => at,
    random: () => 0,
  };
}

function post(body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  return new Request(`http://${host}/api/spin-to-win`, {
    method,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function spin(
  request: Request,
  options: { resolve?: SessionResolver; on?: Site; at?: Date } = {},
) {
  const response = await handleSpin(
    options.on ?? site,
    request,
    deps(options.resolve ?? (async () => session(users[0]!)), options.at),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  handle = await openDatabase({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-spin-routes-')),
  });
  spins = createSpinRepository(handle.db);
  await handle.db.insert(shopperUsers).values(
    users.map((id, i) => ({
      id,
      siteSlug: site.slug,
      name: id,
      email: `${id}@example.com.au`,
      phoneNumber: `+6141234000${i}`,
      createdAt: now,
      updatedAt: now,
    })),
  );
}, 180_000);
afterAll(async () => {
  await handle?.close();
});

const body = { promotion_id: promotion.id };

describe('POST /api/spin-to-win', () => {
  it.each([
    [
      'a site without the promotion',
      () => spin(post(body), { on: { ...site, spinToWin: null } }),
      404,
      spinToWinMessages.off,
    ],
    ['another method', () => spin(post(body, {}, 'GET')), 405, spinToWinMessages.method],
    [
      'another origin',
      () => spin(post(body, { origin: 'https://elsewhere.example' })),
      403,
      spinToWinMessages.crossOrigin,
    ],
    [
      'a form post',
      () => spin(post(body, { 'content-type': 'application/x-www-form-urlencoded' })),
      415,
      spinToWinMessages.notJson,
    ],
    ['a visitor', () => spin(post(body), { resolve: anonymous }), 401, spinToWinMessages.signIn],
    [
      'a body too large',
      () => spin(post({ promotion_id: 'x'.repeat(MAX_SPIN_BODY_BYTES) })),
      413,
      spinToWinMessages.tooLarge,
    ],
    ['a body that is no JSON', () => spin(post('{')), 400, spinToWinMessages.unreadable],
    ['a body without the promotion', () => spin(post({})), 400, PROMOTION_MISSING_MESSAGE],
    [
      'a body with more',
      () => spin(post({ ...body, prize: 'accessories-500' })),
      400,
      'Unrecognized key: "prize"',
    ],
    [
      'another promotion',
      () => spin(post({ promotion_id: 'last-year' })),
      409,
      PROMOTION_CHANGED_MESSAGE,
    ],
  ])('refuses %s', async (_what, call, status, message) => {
    const answer = await call();
    expect(answer).toEqual({ status, body: { success: false, message } });
  });

  it('spins once: 201 with the slot and its code, then 200 with the same spin', async () => {
    const first = await spin(post(body));
    expect(first.status).toBe(201);
    // a draw of 0 lands on the first slot: a prize
    expect(first.body).toMatchObject({
      success: true,
      fresh: true,
      spin: {
        slotId: promotion.slots[0]!.id,
        label: promotion.slots[0]!.label,
        wins: true,
        text: `You won ${promotion.slots[0]!.label}!`,
      },
    });
    const code = (first.body.spin as { code: string }).code;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const again = await spin(post(body));
    expect(again).toEqual({ status: 200, body: { ...first.body, fresh: false } });
  });

  it('refuses a first spin once the promotion is over, and still shows an earlier one', async () => {
    const ended = { ...site, spinToWin: { ...promotion, endsOn: '2026-12-02' } };
    const late = await spin(post(body), {
      on: ended,
      resolve: async () => session(users[1]!),
    });
    expect(late).toEqual({
      status: 410,
      body: { success: false, message: spinToWinMessages.ended },
    });
    const earlier = await spin(post(body), { on: ended });
    expect(earlier.status).toBe(200);
    expect(earlier.body).toMatchObject({ success: true, fresh: false });
  });
});
