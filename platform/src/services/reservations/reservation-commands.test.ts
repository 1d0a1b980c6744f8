import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { isCheckoutEnabled } from '../../domain/vehicle-sidebar';
import { openDatabase } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createReservationRepository } from '../../store/reservation-repository';
import { createStockRepository } from '../../store/stock-repository';
import { dealerPaymentProvider } from '../payments/dealer-provider';
import { createReservationService } from './reservation-service';

// The dealer's side in the leads command: the site's reservations with their state, one with its
// log, the sale confirmed, a car released, a deposit refunded, the ended holds released; each
// change logged with the dealer's name.

const cli = path.resolve(import.meta.dirname, '../leads/leads-cli.ts');
const site = getSiteBySlug('southern-cross-motors') as Site;
const start = new Date('2026-11-24T00:00:00Z');

function runLeads(dataDir: string, args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', cli, '--site', site.slug, '--data-dir', dataDir, ...args],
    { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('leads command: reservations', () => {
  let dataDir: string;
  const ids: string[] = [];
  const carIds: number[] = [];

  beforeAll(async () => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-reserve-cli-')), 'pglite');
    const handle = await openDatabase({ dataDir });
    try {
      await loadDemoSite(handle.db, site, start);
      const stock = createStockRepository(handle.db);
      const service = createReservationService({
        repository: createReservationRepository(handle.db),
        stock,
        provider: dealerPaymentProvider(),
        outboxDir: path.join(dataDir, '..', 'outbox'),
      });
      const cars = (await stock.listVisibleCars(site, start)).filter((c) =>
        isCheckoutEnabled(c, site),
      );
      for (const [i, car] of cars.slice(0, 3).entries()) {
        const result = await service.reserve(
          site,
          {
            form: 'reserve',
            car_id: car.id,
            values: {
              name: 'Jack',
              last_name: `Brown${i}`,
              email: `jack${i}@example.com.au`,
              phone: '0423 456 789',
              postcode: '3175',
              terms: true,
            },
          },
          { idempotencyKey: `cli-attempt-${i}`, now: start },
        );
        ids.push(result.reservation.id);
        carIds.push(car.id);
      }
    } finally {
      await handle.close();
    }
  });

  it('lists the site’s reservations with their state, deposit and contact', () => {
    const { status, out } = runLeads(dataDir, ['--reservations']);
    expect(status).toBe(0);
    for (const id of ids) expect(out).toContain(id);
    expect(out).toContain('held ');
    expect(out).toContain('$200 AUD  pay at the dealer  held until 2026-11-26T00:00:00.000Z');
    expect(out).toContain('Jack Brown0 jack0@example.com.au');
    expect(out).toContain('3 reservations for Southern Cross Motor Group');
  });

  it('confirms, releases and refunds, each logged with the dealer', () => {
    const confirm = runLeads(dataDir, ['--confirm', ids[0]!, '--by', 'Sam Lee']);
    expect(confirm.status).toBe(0);
    expect(confirm.out).toContain('Sale confirmed');
    const again = runLeads(dataDir, ['--confirm', ids[0]!, '--by', 'Sam Lee']);
    expect(again.out).toContain('is already confirmed; nothing changed.');
    const release = runLeads(dataDir, [
      '--release',
      ids[1]!,
      '--by',
      'Sam Lee',
      '--note',
      'Buyer called',
    ]);
    expect(release.status).toBe(0);
    expect(release.out).toContain('Car released');
    const refund = runLeads(dataDir, ['--refund', ids[1]!, '--by', 'Ana']);
    expect(refund.status).toBe(0);
    const refused = runLeads(dataDir, ['--confirm', ids[1]!]);
    expect(refused.status).toBe(1);
    expect(refused.err.trim()).toBe(
      `Error: Reservation ${ids[1]} is refunded: it cannot be confirmed.`,
    );

    const log = runLeads(dataDir, ['--reservation', ids[1]!]).out.split('\n');
    expect(log[0]).toContain(`${ids[1]}  refunded`);
    expect(log[1]).toMatch(/shopper\s+hold\s+- -> held {2}Held until/);
    expect(log[2]).toMatch(/^\S+Z {2}dealer:Sam Lee\s+release\s+held -> released {2}Buyer called$/);
    expect(log[3]).toMatch(/dealer:Ana\s+refund\s+released -> refunded/);
  });

  it('releases the holds that have ended, and refuses another site’s reservation', async () => {
    const none = runLeads(dataDir, ['--expire-holds']);
    expect(none.out).toContain('0 ended holds released');
    const unknown = runLeads(dataDir, ['--release', 'no-such-reservation']);
    expect(unknown.status).toBe(1);
    expect(unknown.err).toContain('is not a reservation of southern-cross-motors.');

    // time advanced past the hold: the third car is released by the command
    const handle = await openDatabase({ dataDir });
    try {
      const service = createReservationService({
        repository: createReservationRepository(handle.db),
        stock: createStockRepository(handle.db),
        provider: dealerPaymentProvider(),
        outboxDir: '.',
      });
      expect(await service.expireDue([site], new Date(start.getTime() + 49 * 3_600_000))).toBe(1);
      expect((await service.get(site, ids[2]!))?.state).toBe('expired');
      expect((await createStockRepository(handle.db).getCarById(site, carIds[2]!))?.reserved).toBe(
        false,
      );
      // the confirmed sale keeps its car
      expect((await createStockRepository(handle.db).getCarById(site, carIds[0]!))?.reserved).toBe(
        true,
      );
    } finally {
      await handle.close();
    }
  });
});
