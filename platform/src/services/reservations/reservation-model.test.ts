import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { holdsCar, type ReservationState } from '../../domain/reservations';
import { isCheckoutEnabled } from '../../domain/vehicle-sidebar';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createReservationRepository } from '../../store/reservation-repository';
import { createStockRepository } from '../../store/stock-repository';
import { type PaymentProvider } from '../payments/payment-provider';
import { createReservationService } from './reservation-service';

// The reservation states (pending, held, lapsed, cancelled, paid late, refunded) against a model
// of the rules: shoppers pay (the provider's events delivered twice and out of order), payments
// fail, shoppers cancel, holds lapse, the provider refuses refunds for a while. After every step
// at most one reservation holds the car and the car shows Reserved exactly then; once the
// provider answers again, every deposit that does not hold the car is refunded exactly once and
// no other is.

const site = getSiteBySlug('southern-cross-motors') as Site;
const HOUR = 3_600_000;

type Action =
  | { kind: 'pay'; who: number; delivery: number }
  | { kind: 'fail'; who: number }
  | { kind: 'cancel'; who: number }
  | { kind: 'lapse' }
  | { kind: 'provider'; up: boolean }
  | { kind: 'retry' };

const who = fc.integer({ min: 0, max: 2 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      who,
      delivery: fc.integer({ min: 0, max: 1 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const), who }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lapse' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('provider' as const), up: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'retry' as const }) },
);

/** The model: what each attempt is, whether its money arrived, what the rules say follows. */
interface Modelled {
  state: ReservationState;
  paid: boolean;
}

function modelStep(model: Modelled[], seen: Set<string>, a: Action): void {
  if (a.kind === 'pay') {
    const key = `${a.who}:${a.delivery}`;
    if (seen.has(key)) return;
    seen.add(key);
    const r = model[a.who]!;
    if (r.paid) return;
    r.paid = true;
    if (r.state === 'pending') r.state = model.some((o) => holdsCar(o.state)) ? 'declined' : 'held';
    return;
  }
  if (a.kind === 'fail') {
    const r = model[a.who]!;
    if (r.state === 'pending') r.state = 'failed';
    return;
  }
  if (a.kind === 'cancel') {
    const r = model[a.who]!;
    if (r.state === 'pending' || r.state === 'held') r.state = 'cancelled';
    return;
  }
  if (a.kind === 'lapse') for (const r of model) if (r.state === 'held') r.state = 'expired';
}

describe('reservation states against a model of the rules', () => {
  let handle: DatabaseHandle;
  let cars: Car[] = [];
  beforeAll(async () => {
    handle = await openDatabase({
      dataDir: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-reserve-model-')), 'pglite'),
    });
    await loadDemoSite(handle.db, site, new Date('2026-11-24T00:00:00Z'));
    const stock = createStockRepository(handle.db);
    cars = (await stock.listVisibleCars(site, new Date('2026-11-24T00:00:00Z'))).filter((car) =>
      isCheckoutEnabled(car, site),
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('holds one car at most, shows it reserved exactly then, refunds every deposit it does not keep once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
        run += 1;
        const car = cars[run % cars.length]!;
        const refunds: string[] = [];
        let up = true;
        const provider: PaymentProvider = {
          id: 'stripe',
          label: 'Card',
          takesPaymentOnline: true,
          acceptedMethods: ['visa'],
          describe: () => 'Pay by card',
          describeFullPrice: () => 'Pay by card',
          startDeposit: async (r) => ({
            kind: 'pending',
            paymentRef: `cs_model_${r.reservationId}`,
            paymentUrl: 'https://pay.example/s',
          }),
          async refund(p) {
            if (!up) throw new Error('The payment service is not answering');
            refunds.push(p.idempotencyKey);
            return { refundRef: `re_${p.paymentRef}` };
          },
        };
        const stock = createStockRepository(handle.db);
        const service = createReservationService({
          repository: createReservationRepository(handle.db),
          stock,
          provider,
          outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-reserve-model-outbox-')),
        });
        let clock = new Date('2026-11-24T00:00:00Z').getTime() + run * 1000 * HOUR;
        const attempts = [];
        for (let i = 0; i < 3; i++) {
          attempts.push(
            await service.reserve(
              site,
              {
                form: 'reserve',
                car_id: car.id,
                values: {
                  name: 'Olivia',
                  last_name: 'Nguyen',
                  email: `model${i}@example.com.au`,
                  phone: '0412 345 678',
                  postcode: '3175',
                  terms: true,
                },
              },
              { idempotencyKey: `model-run-${run}-${i}`, now: new Date(clock) },
            ),
          );
        }
        const ids = attempts.map((a) => a.reservation.id);
        const model: Modelled[] = ids.map(() => ({ state: 'pending', paid: false }));
        const seen = new Set<string>();
        for (const a of actions) {
          const now = new Date(clock);
          if (a.kind === 'pay') {
            const r = attempts[a.who]!.reservation;
            await service.applyPaymentEvent(
              [site],
              {
                id: `evt_${run}_${a.who}_${a.delivery}`,
                type: 'payment.succeeded',
                paymentRef: r.paymentRef!,
                reservationId: r.id,
                amountCents: r.depositCents,
                currency: 'aud',
              },
              now,
            );
          } else if (a.kind === 'fail') {
            const r = attempts[a.who]!.reservation;
            await service.applyPaymentEvent(
              [site],
              {
                id: `evt_${run}_${a.who}_expired`,
                type: 'payment.failed',
                paymentRef: r.paymentRef!,
                reservationId: r.id,
                amountCents: null,
                currency: null,
              },
              now,
            );
          } else if (a.kind === 'cancel')
            await service.cancel(
              site,
              ids[a.who]!,
              { token: attempts[a.who]!.reservation.accessToken },
              now,
            );
          else if (a.kind === 'lapse') {
            clock += 49 * HOUR;
            await service.expireDue([site], new Date(clock));
          } else if (a.kind === 'provider') up = a.up;
          else await service.retryRefunds(now);
          modelStep(model, seen, a);
          const stored = await Promise.all(ids.map((id) => service.get(site, id)));
          const states = stored.map((r) => r!.state as ReservationState);
          const holding = states.filter(holdsCar).length;
          expect(holding).toBeLessThanOrEqual(1);
          expect((await stock.getCarById(site, car.id, new Date(clock)))?.reserved).toBe(
            holding === 1,
          );
          // the model's state, but refunds (which wait on the provider) may have happened
          states.forEach((state, i) => {
            const expected = model[i]!.state;
            if (state !== expected) expect([expected, state]).toEqual([expected, 'refunded']);
          });
        }
        // the provider answers again; the outbox drains; the car is given back for the next run
        up = true;
        for (const [i, id] of ids.entries()) {
          if (holdsCar(model[i]!.state)) {
            await service.act(site, id, 'release', 'Model', new Date(clock));
            model[i]!.state = 'released';
          }
        }
        for (let i = 0; i < 3; i++) {
          clock += 7 * HOUR;
          await service.retryRefunds(new Date(clock));
        }
        for (const [i, id] of ids.entries()) {
          const owed = model[i]!.paid;
          expect((await service.get(site, id))!.state === 'refunded').toBe(owed);
          expect(refunds.filter((key) => key === `refund-${id}`)).toHaveLength(owed ? 1 : 0);
        }
        expect((await stock.getCarById(site, car.id, new Date(clock)))?.reserved).toBe(false);
      }),
      { numRuns: 30 },
    );
  });
});
