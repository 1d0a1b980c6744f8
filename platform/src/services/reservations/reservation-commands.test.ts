import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { runInProcess } from '../../command-line/in-process';
import { isCheckoutEnabled } from '../../domain/vehicle-sidebar';
import { openDatabase } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createReservationRepository } from '../../store/reservation-repository';
import { createStockRepository } from '../../store/stock-repository';
import { dealerPaymentProvider } from '../payments/dealer-provider';
import { type ReservationCommand, runReservationCommand } from './reservation-commands';
import { createReservationService } from './reservation-service';

// The dealer's side in the leads command: the site's reservations with their state, one with its
// log, the sale confirmed, a car released, a deposit refunded, the ended holds released; each
// change logged with the dealer's name.

const cli = path.resolve(import.meta.dirname, '../leads/leads-cli.ts');
const site = getSiteBySlug('southern-cross-motors') as Site;
// the holds start now, so the command (which works on the clock) finds none ended yet
const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const heldUntil = new Date(start.getTime() + 48 * 3_600_000).toISOString();

async function runLeads(dataDir: string, args: string[]) {
  const run = await runInProcess(cli, ['--site', site.slug, '--data-dir', dataDir, ...args], {
    DATABASE_URL: '',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('leads command: reservations', { timeout: 60_000 }, () => {
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
              // one number each: a hold without a deposit is one per number
              phone: `0423 456 78${9 - i}`,
              postcode: '3175',
              terms: true,
            },
          },
          // each shopper confirmed their mobile at the checkout
          {
            idempotencyKey: `cli-attempt-${i}`,
            now: start,
            confirmedPhone: `+6142345678${9 - i}`,
          },
        );
        ids.push(result.reservation.id);
        carIds.push(car.id);
      }
    } finally {
      await handle.close();
    }
  });

  it('lists the site’s reservations with their state, deposit and contact', async () => {
    const { status, out } = await runLeads(dataDir, ['--reservations']);
    expect(status).toBe(0);
    for (const id of ids) expect(out).toContain(id);
    expect(out).toContain('held ');
    expect(out).toContain(
      `$200 AUD  pay at the dealer, deposit not paid online  held until ${heldUntil}`,
    );
    // the phone typed '0423 456 789', kept in E.164 and listed as the dealer reads it
    expect(out).toContain('Jack Brown0 jack0@example.com.au 0423 456 789');
    expect(out).toContain('3 reservations for Southern Cross Motor Group');
  });

  it('confirms, releases and refunds, each logged with the dealer', async () => {
    // the command's work in-process (the command line's own wiring is tested above and below)
    const handle = await openDatabase({ dataDir });
    const run = (command: ReservationCommand) => {
      const service = createReservationService({
        repository: createReservationRepository(handle.db),
        stock: createStockRepository(handle.db),
        provider: dealerPaymentProvider(),
        outboxDir: '.',
      });
      return runReservationCommand(service, site, { now: start, ...command });
    };
    try {
      expect(await run({ confirm: ids[0]!, by: 'Sam Lee' })).toEqual([
        `Sale confirmed: the car stays reserved until the stock feed marks it sold. (${ids[0]}, now confirmed, by Sam Lee)`,
      ]);
      expect(await run({ confirm: ids[0]!, by: 'Sam Lee' })).toEqual([
        `Reservation ${ids[0]} is already confirmed; nothing changed.`,
      ]);
      const release = await run({ release: ids[1]!, by: 'Sam Lee', note: 'Buyer called' });
      expect(release[0]).toContain('Car released');
      await run({ refund: ids[1]!, by: 'Ana' });
      await expect(run({ confirm: ids[1]! })).rejects.toThrow(
        `Reservation ${ids[1]} is refunded: it cannot be confirmed.`,
      );

      const log = await run({ show: ids[1]! });
      expect(log[0]).toContain(`${ids[1]}  refunded`);
      expect(log[1]).toMatch(/shopper\s+hold\s+- -> held {2}Held until/);
      expect(log[2]).toMatch(
        /^\S+Z {2}dealer:Sam Lee\s+release\s+held -> released {2}Buyer called$/,
      );
      expect(log[3]).toMatch(/dealer:Ana\s+refund\s+released -> refunded/);
    } finally {
      await handle.close();
    }
  });

  it('releases the holds that have ended, and refuses another site’s reservation', async () => {
    const none = await runLeads(dataDir, ['--expire-holds']);
    expect(none.out).toContain('0 ended holds released');
    const unknown = await runLeads(dataDir, [
      '--release',
      'no-such-reservation',
      '--by',
      'Sam Lee',
    ]);
    expect(unknown.status).toBe(1);
    expect(unknown.err.trim()).toBe(
      'Error: no-such-reservation is not a reservation of southern-cross-motors.',
    );

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
