import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { PHONE_CHECK_REQUIRED_MESSAGE } from '../../domain/phone-check';
import { MAX_REFUND_ATTEMPTS, phoneDigits, UNPAID_HOLD_LIMITS } from '../../domain/reservations';
import { numberEnding } from '../../domain/my-page';
import { isCheckoutEnabled, shownPrice } from '../../domain/vehicle-sidebar';
import {
  FULL_PAYMENT_WITH_FINANCE_MESSAGE,
  purchaseOf,
  purchasePrice,
} from '../../domain/purchase-journey';
import { formatAud } from '@dealer/design-system/format';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createLeadRepository } from '../../store/lead-repository';
import { createReservationRepository } from '../../store/reservation-repository';
import { readCsvFeed } from '../stock-import/feed-reader';
import { importStock } from '../stock-import/import-stock';
import { createStockRepository } from '../../store/stock-repository';
import { leadToAdf } from '../leads/adf';
import { LeadError } from '../leads/errors';
import { dealerPaymentProvider } from '../payments/dealer-provider';
import {
  type DepositRequest,
  type PaymentEvent,
  type PaymentProvider,
} from '../payments/payment-provider';
import { createReservationService, type ReserveMeta } from './reservation-service';

// The reservation service against the embedded store (and PostgreSQL when TEST_DATABASE_URL is
// set): a hold marks the car reserved through the stock write path and files the dealer's lead
// with the deposit; of two reservations of one car exactly one holds; a replayed attempt or
// provider event changes nothing; the hold ends after holdHours; cancelling releases at once.

const site = getSiteBySlug('southern-cross-motors') as Site;
const start = new Date('2026-11-24T00:00:00Z');
const HOUR = 3_600_000;

const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () =>
      openDatabase({
        dataDir: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-reserve-')), 'pglite'),
      }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

// each shopper a number of their own (a hold without a deposit is one per number)
let shoppers = Math.floor(Math.random() * 800_000);
const contact = (email: string) => ({
  name: 'Olivia',
  last_name: 'Nguyen',
  email,
  phone: `0412 ${String(100_000 + ++shoppers).slice(0, 3)} ${String(100_000 + shoppers).slice(3)}`,
  postcode: '3175',
  terms: true,
});

const request = (car: Car, email: string) => ({
  form: 'reserve',
  car_id: car.id,
  url: `https://southern-cross-motors.example/cars/${car.slug}/checkout`,
  values: contact(email),
});

/**
 * An online provider that records what it was asked (a deposit waits for its event); its first
 * `failingRefunds` refunds are refused, as a provider down for a while refuses them.
 */
function onlineProvider(failingRefunds = 0) {
  const refunds: string[] = [];
  let refusals = failingRefunds;
  const provider: PaymentProvider = {
    id: 'stripe',
    label: 'Card',
    takesPaymentOnline: true,
    acceptedMethods: ['visa'],
    describe: () => 'Pay by card',
    describeFullPrice: () => 'Pay by card',
    async startDeposit(r) {
      return {
        kind: 'pending',
        paymentRef: `pi_${r.reservationId}`,
        paymentUrl: 'https://pay.example/s',
      };
    },
    async refund(p) {
      if (refusals > 0) {
        refusals -= 1;
        throw new Error('The payment service is not answering');
      }
      refunds.push(p.idempotencyKey);
      return { refundRef: `re_${p.paymentRef}` };
    },
  };
  return { provider, refunds };
}

/** The form's phone in E.164 (what the checkout's confirmed-mobile cookie names). */
function formMobile(body: unknown): string | null {
  const phone = (body as { values?: { phone?: unknown } }).values?.phone;
  const digits = phoneDigits(phone);
  return /^04\d{8}$/.test(digits) ? `+61${digits.slice(1)}` : null;
}

const noVendor = {
  locationId: null,
  name: 'Sales',
  phone: null,
  street: null,
  city: null,
  state: null,
  postcode: null,
};
const adfSource = { siteName: site.name, provider: 'Dealer Platform' };

describe.each(backends)('reservations on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let outbox: string;
  let pokes = 0;
  const make = (provider: PaymentProvider = dealerPaymentProvider()) => {
    const service = createReservationService({
      repository: createReservationRepository(handle.db),
      stock: createStockRepository(handle.db),
      provider,
      outboxDir: outbox,
      onStockChanged: () => (pokes += 1),
    });
    // a shopper who confirmed the mobile they type (the checkout's texted code), unless the
    // test says otherwise
    return {
      ...service,
      reserve: (on: typeof site, body: unknown, meta: ReserveMeta) =>
        service.reserve(on, body, { confirmedPhone: formMobile(body), ...meta }),
    };
  };
  const stock = () => createStockRepository(handle.db);
  let reservable: Car[] = [];
  const nextCar = () => reservable.shift()!;

  beforeAll(async () => {
    handle = await open();
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-reserve-outbox-'));
    await loadDemoSite(handle.db, site, start);
    const cars = await stock().listVisibleCars(site, start);
    reservable = cars.filter((car) => isCheckoutEnabled(car, site)).slice(0, 33);
    expect(reservable.length).toBe(33);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('holds the car at once: reserved through the stock write path, a lead with the deposit', async () => {
    const car = nextCar();
    const service = make();
    const cursor = await stock().lastStockChange();
    const before = pokes;
    const result = await service.reserve(site, request(car, 'hold@example.com.au'), {
      idempotencyKey: 'attempt-hold-1',
      now: start,
    });
    expect(result.kind).toBe('held');
    const reservation = result.reservation;
    expect(reservation.state).toBe('held');
    expect(reservation.depositCents).toBe(20_000);
    expect(reservation.heldUntil?.toISOString()).toBe(
      new Date(start.getTime() + 48 * HOUR).toISOString(),
    );
    expect((await stock().getCarById(site, car.id, start))?.reserved).toBe(true);
    const changes = await stock().stockChangesAfter(cursor);
    expect(changes.map((c) => c.carId)).toEqual([car.id]);
    expect(pokes).toBe(before + 1);

    const leads = await createLeadRepository(handle.db).listLeads(site.slug);
    const lead = leads.find((l) => l.id === reservation.leadId)!;
    expect(lead).toMatchObject({ form: 'reserve', subcategory: 'Reserve Online', carId: car.id });
    const adf = leadToAdf(
      { ...lead, vehicle: lead.vehicle as never },
      {
        locationId: null,
        name: 'Sales',
        phone: null,
        street: null,
        city: null,
        state: null,
        postcode: null,
      },
      { siteName: site.name, provider: 'Dealer Platform' },
    );
    expect(adf).toContain(
      'Reservation deposit: $200 AUD (Pay at the dealer, deposit not paid yet), 100% refundable',
    );
    expect(adf).toContain(`Car held until ${reservation.heldUntil!.toISOString()}`);
    expect(await service.events(reservation.id)).toMatchObject([
      { actor: 'shopper', action: 'hold', fromState: null, toState: 'held' },
    ]);
  });

  it('a purchase from the buy-online journey pays the full price or the deposit, with its choices in the lead', async () => {
    const service = make();
    const leads = createLeadRepository(handle.db);
    const priced = (car: Car) => purchasePrice(shownPrice(car, site));
    const car = reservable.find((c) => priced(c) !== null)!;
    reservable.splice(reservable.indexOf(car), 1);
    const purchase = {
      payment: 'full',
      trade_in: 'Yes',
      trade_in_vehicle: { year: 2015, make: 'Mazda', model: '3', kms: 120_000 },
      finance: 'No',
    };
    const full = await service.reserve(
      site,
      { ...request(car, 'buyer@example.com.au'), purchase },
      { idempotencyKey: 'purchase-full-1', now: start },
    );
    expect(full.kind).toBe('held');
    expect(full.reservation.depositCents).toBe(priced(car)! * 100);
    expect(purchaseOf(full.reservation.contact)).toEqual(purchase);
    const lead = (await leads.listLeads(site.slug)).find((l) => l.id === full.reservation.leadId)!;
    expect(lead.values).toMatchObject({ finance: 'No', 'do-you-have-a-trade-in': 'Yes' });
    const adf = leadToAdf({ ...lead, vehicle: lead.vehicle as never }, noVendor, adfSource);
    expect(adf).toContain(
      `Bought online at the full price: ${formatAud(priced(car)!)} AUD (Pay at the dealer, not paid yet)`,
    );
    expect(adf).toContain('Trade-in: Yes');
    expect(adf).toContain('Paying without finance');
    expect(adf).toContain('<year>2015</year><make>Mazda</make><model>3</model>');

    // financed: the deposit only; the full price with finance is refused, nothing held
    const next = reservable.find((c) => priced(c) !== null)!;
    reservable.splice(reservable.indexOf(next), 1);
    const financed = { payment: 'full', trade_in: 'No', finance: 'Yes', finance_deposit: 5000 };
    await expect(
      service.reserve(
        site,
        { ...request(next, 'fin@example.com.au'), purchase: financed },
        { idempotencyKey: 'purchase-financed-full', now: start },
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: { 'purchase.payment': FULL_PAYMENT_WITH_FINANCE_MESSAGE },
    });
    expect((await stock().getCarById(site, next.id, start))?.reserved).toBe(false);
    const deposit = await service.reserve(
      site,
      {
        ...request(next, 'fin@example.com.au'),
        purchase: { ...financed, payment: 'deposit', finance_term_years: 4 },
      },
      { idempotencyKey: 'purchase-financed-deposit', now: start },
    );
    expect(deposit.reservation.depositCents).toBe(20_000);
    const financedLead = (await leads.listLeads(site.slug)).find(
      (l) => l.id === deposit.reservation.leadId,
    )!;
    expect(
      leadToAdf({ ...financedLead, vehicle: financedLead.vehicle as never }, noVendor, adfSource),
    ).toContain('Finance wanted: $5,000 deposit over 4 years');

    // an online provider is asked for the full price, and comes back to the journey on cancel
    const asked: DepositRequest[] = [];
    const online = onlineProvider().provider;
    const recording = make({
      ...online,
      startDeposit: async (r) => (asked.push(r), online.startDeposit(r)),
    });
    const third = reservable.find((c) => priced(c) !== null)!;
    reservable.splice(reservable.indexOf(third), 1);
    const pending = await recording.reserve(
      site,
      {
        ...request(third, 'card@example.com.au'),
        purchase: { ...purchase, trade_in: 'No', trade_in_vehicle: undefined },
      },
      { idempotencyKey: 'purchase-online-1', now: start, origin: 'https://scm.example' },
    );
    expect(pending.kind).toBe('pending');
    expect(asked[0]).toMatchObject({
      amountCents: priced(third)! * 100,
      description: `Purchase: ${third.name} (stock ${third.stocknum})`,
      cancelUrl: `https://scm.example/checkout-journey?car_id=${third.slug}`,
    });
  });

  it('two reservations of one car at the same moment: exactly one holds, the other is told why', async () => {
    const car = nextCar();
    const service = make();
    const attempts = await Promise.allSettled(
      ['race-a-0001', 'race-b-0001'].map((key, i) =>
        service.reserve(site, request(car, `race${i}@example.com.au`), {
          idempotencyKey: key,
          now: start,
        }),
      ),
    );
    const held = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason as LeadError;
    expect(error).toBeInstanceOf(LeadError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('already_reserved');
    expect(error.message).toContain('just been reserved by another buyer');
    const holding = (await service.list(site)).filter(
      (r) => r.carId === car.id && r.state === 'held',
    );
    expect(holding).toHaveLength(1);
  });

  it('a replayed attempt (the same key) answers the same reservation and changes nothing', async () => {
    const car = nextCar();
    const service = make();
    const first = await service.reserve(site, request(car, 'replay@example.com.au'), {
      idempotencyKey: 'replayed-attempt',
      now: start,
    });
    const cursor = await stock().settledStockCursor();
    const leadsBefore = (await createLeadRepository(handle.db).listLeads(site.slug)).length;
    const again = await service.reserve(site, request(car, 'replay@example.com.au'), {
      idempotencyKey: 'replayed-attempt',
      now: new Date(start.getTime() + 1000),
    });
    expect(again).toMatchObject({ kind: 'held', duplicate: true });
    expect(again.reservation.id).toBe(first.reservation.id);
    expect(await stock().stockChangesAfter(cursor)).toEqual([]);
    expect((await createLeadRepository(handle.db).listLeads(site.slug)).length).toBe(leadsBefore);
    expect(await service.events(first.reservation.id)).toHaveLength(1);
  });

  it('refuses a car already reserved, and contact details the form would refuse', async () => {
    const car = nextCar();
    const service = make();
    await service.reserve(site, request(car, 'first@example.com.au'), {
      idempotencyKey: 'first-of-two',
      now: start,
    });
    await expect(
      service.reserve(site, request(car, 'second@example.com.au'), {
        idempotencyKey: 'second-of-two',
        now: start,
      }),
    ).rejects.toMatchObject({ status: 409, code: 'already_reserved' });
    const other = nextCar();
    await expect(
      service.reserve(
        site,
        { ...request(other, 'x@example.com.au'), values: { ...contact('nope'), terms: false } },
        { idempotencyKey: 'bad-details', now: start },
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        email: 'Please enter a valid email address.',
        terms: '*You must agree to the terms of use before submitting.',
      },
    });
    const off = {
      ...site,
      features: { ...site.features, reserve: { ...site.features.reserve, enabled: false } },
    };
    await expect(
      service.reserve(off, request(other, 'x@example.com.au'), {
        idempotencyKey: 'reserve-off',
        now: start,
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await stock().getCarById(site, other.id, start))?.reserved).toBe(false);
  });

  it('releases the car when the hold ends (time advanced), not before, unless the sale is confirmed', async () => {
    const [lapsing, sold] = [nextCar(), nextCar()];
    const service = make();
    const a = await service.reserve(site, request(lapsing, 'lapse@example.com.au'), {
      idempotencyKey: 'hold-lapses',
      now: start,
    });
    const b = await service.reserve(site, request(sold, 'sold@example.com.au'), {
      idempotencyKey: 'hold-confirmed',
      now: start,
    });
    const confirmed = await service.act(
      site,
      b.reservation.id,
      'confirm',
      'Sam',
      new Date(start.getTime() + HOUR),
    );
    expect(confirmed).toMatchObject({ kind: 'changed', reservation: { state: 'confirmed' } });

    expect(await service.expireDue([site], new Date(start.getTime() + 47 * HOUR))).toBe(0);
    expect((await stock().getCarById(site, lapsing.id))?.reserved).toBe(true);

    const later = new Date(start.getTime() + 48 * HOUR);
    const cursor = await stock().lastStockChange();
    expect(await service.expireDue([site], later)).toBeGreaterThanOrEqual(1);
    expect((await service.get(site, a.reservation.id))?.state).toBe('expired');
    expect((await stock().getCarById(site, lapsing.id, later))?.reserved).toBe(false);
    expect((await stock().stockChangesAfter(cursor)).map((c) => c.carId)).toContain(lapsing.id);
    // the confirmed sale keeps its car
    expect((await service.get(site, b.reservation.id))?.state).toBe('confirmed');
    expect((await stock().getCarById(site, sold.id, later))?.reserved).toBe(true);
    expect(await service.expireDue([site], later)).toBe(0);
    expect((await service.events(a.reservation.id)).at(-1)).toMatchObject({
      actor: 'system',
      action: 'expire',
      fromState: 'held',
      toState: 'expired',
    });
  });

  it('the shopper’s cancellation releases at once; the dealer’s actions are logged with the dealer', async () => {
    const car = nextCar();
    const service = make();
    const { reservation } = await service.reserve(site, request(car, 'cancel@example.com.au'), {
      idempotencyKey: 'to-cancel',
      now: start,
    });
    const at = new Date(start.getTime() + 5 * 60_000);
    // its reference alone, another token or another signed-in number is no proof: no such reservation
    for (const proof of [{}, { token: 'guessed-token' }, { signedInPhone: '+61499999999' }]) {
      expect(await service.cancel(site, reservation.id, proof, at)).toEqual({ kind: 'not_found' });
      expect(await service.getForShopper(site, reservation.id, proof)).toBeNull();
    }
    expect((await stock().getCarById(site, car.id, at))?.reserved).toBe(true);
    // the shopper signed in with the number they reserved with sees it
    const signedIn = { signedInPhone: String(reservation.contact.phone) };
    expect((await service.getForShopper(site, reservation.id, signedIn))?.id).toBe(reservation.id);
    expect(
      await service.cancel(site, reservation.id, { token: reservation.accessToken }, at),
    ).toMatchObject({
      kind: 'changed',
      carReleased: true,
      reservation: { state: 'cancelled' },
    });
    expect((await stock().getCarById(site, car.id, at))?.reserved).toBe(false);
    expect(
      await service.cancel(site, reservation.id, { token: reservation.accessToken }, at),
    ).toMatchObject({ kind: 'unchanged' });
    expect(await service.act(site, reservation.id, 'confirm', 'Sam', at)).toMatchObject({
      kind: 'refused',
    });
    expect(await service.act(site, reservation.id, 'refund', 'Sam', at)).toMatchObject({
      kind: 'changed',
      reservation: { state: 'refunded' },
    });
    expect(
      (await service.events(reservation.id)).map((e) => [e.actor, e.action, e.toState]),
    ).toEqual([
      ['shopper', 'hold', 'held'],
      ['shopper', 'cancel', 'cancelled'],
      ['dealer:Sam', 'refund', 'refunded'],
    ]);
    // another site cannot see or touch it
    const other = getSiteBySlug('harbour-city-cars') as Site;
    expect(await service.get(other, reservation.id)).toBeNull();
    expect(await service.act(other, reservation.id, 'release', 'Sam', at)).toEqual({
      kind: 'not_found',
    });
  });

  it('the car can be reserved again once released', async () => {
    const car = nextCar();
    const service = make();
    const first = await service.reserve(site, request(car, 'again1@example.com.au'), {
      idempotencyKey: 'reserve-again-1',
      now: start,
    });
    await service.act(site, first.reservation.id, 'release', 'Sam', start);
    const second = await service.reserve(site, request(car, 'again2@example.com.au'), {
      idempotencyKey: 'reserve-again-2',
      now: start,
    });
    expect(second.reservation.state).toBe('held');
    expect((await stock().getCarById(site, car.id, start))?.reserved).toBe(true);
  });

  it('holds one car a number at a time without a deposit, and a few a client a day', async () => {
    const service = make();
    const [first, second] = [nextCar(), nextCar()];
    const sameNumber = (car: Car, key: string, client: string) =>
      service.reserve(
        site,
        {
          ...request(car, `${key}@example.com.au`),
          values: { ...contact(`${key}@example.com.au`), phone: '0499 111 222' },
        },
        { idempotencyKey: key, now: start, client },
      );
    const held = await sameNumber(first, 'unpaid-one', 'client-a');
    expect(held.reservation.state).toBe('held');
    await expect(sameNumber(second, 'unpaid-two', 'client-b')).rejects.toMatchObject({
      status: 409,
      code: 'phone_has_hold',
    });
    // the first hold ends: the number may hold the other car
    await service.cancel(site, held.reservation.id, { token: held.reservation.accessToken }, start);
    expect((await sameNumber(second, 'unpaid-three', 'client-b')).reservation.state).toBe('held');
    // one client, other numbers: three holds a day, then told to call
    const client = 'client-many';
    const outcomes: string[] = [];
    for (let i = 0; i < UNPAID_HOLD_LIMITS.perClientPerDay + 1; i++) {
      const car = nextCar();
      outcomes.push(
        await service
          .reserve(site, request(car, `many${i}@example.com.au`), {
            idempotencyKey: `unpaid-many-${i}`,
            now: start,
            client,
          })
          .then((r) => r.reservation.state)
          .catch((error: { code: string }) => error.code),
      );
    }
    expect(outcomes).toEqual([
      ...Array<string>(UNPAID_HOLD_LIMITS.perClientPerDay).fill('held'),
      'too_many_holds',
    ]);
  });

  it('holds a car paid at the dealer only for a confirmed mobile, and counts that mobile', async () => {
    const service = make();
    const [car, other] = [nextCar(), nextCar()];
    // no signed-in session and no texted code: refused, nothing held
    await expect(
      service.reserve(site, request(car, 'unproven@example.com.au'), {
        idempotencyKey: 'unproven-hold',
        now: start,
        confirmedPhone: null,
      }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'phone_check_required',
      fields: { phone: PHONE_CHECK_REQUIRED_MESSAGE },
    });
    expect((await stock().getCarById(site, car.id, start))?.reserved).toBe(false);
    // the confirmed mobile is what a hold counts, whatever number the form carries
    const held = await service.reserve(site, request(car, 'proven@example.com.au'), {
      idempotencyKey: 'proven-hold-1',
      now: start,
      confirmedPhone: '+61488777666',
    });
    expect(held.reservation.state).toBe('held');
    expect(held.reservation.contact).toMatchObject({ confirmed_phone: '+61488777666' });
    await expect(
      service.reserve(
        site,
        {
          ...request(other, 'proven2@example.com.au'),
          values: { ...contact('proven2@example.com.au'), phone: '0477 000 111' },
        },
        { idempotencyKey: 'proven-hold-2', now: start, confirmedPhone: '+61488777666' },
      ),
    ).rejects.toMatchObject({ status: 409, code: 'phone_has_hold' });
    await service.cancel(site, held.reservation.id, { token: held.reservation.accessToken }, start);
  });

  describe('an online deposit', () => {
    it('two payments for one car: exactly one holds, the other is declined and refunded', async () => {
      const car = nextCar();
      const { provider, refunds } = onlineProvider();
      const service = make(provider);
      const [a, b] = await Promise.all(
        ['online-a-1', 'online-b-1'].map((key, i) =>
          service.reserve(site, request(car, `online${i}@example.com.au`), {
            idempotencyKey: key,
            now: start,
          }),
        ),
      );
      expect(a!.kind).toBe('pending');
      expect(b!.kind).toBe('pending');
      expect((await stock().getCarById(site, car.id, start))?.reserved).toBe(false);
      const outcomes = await Promise.all(
        [a!, b!].map((r, i) =>
          service.applyPaymentEvent(
            [site],
            {
              id: `evt_paid_${i}`,
              type: 'payment.succeeded',
              paymentRef: r.reservation.paymentRef!,
              reservationId: r.reservation.id,
              amountCents: r.reservation.depositCents,
              currency: 'aud',
            },
            start,
          ),
        ),
      );
      expect(outcomes).toEqual(['applied', 'applied']);
      const states = await Promise.all([a!, b!].map((r) => service.get(site, r.reservation.id)));
      expect(states.map((r) => r?.state).sort()).toEqual(['held', 'refunded']);
      const loser = states.find((r) => r?.state === 'refunded')!;
      expect(refunds).toEqual([`refund-${loser.id}`]);
      expect((await service.events(loser.id)).map((e) => e.toState)).toEqual([
        'pending',
        'declined',
        'refunded',
      ]);
      expect((await stock().getCarById(site, car.id, start))?.reserved).toBe(true);
    });

    it('a feed imported during a hold keeps it: the next shopper’s deposit is refunded, not lost', async () => {
      const car = nextCar();
      const { provider, refunds } = onlineProvider();
      const service = make(provider);
      const pay = async (key: string, email: string) => {
        const pending = await service.reserve(site, request(car, email), {
          idempotencyKey: key,
          now: start,
        });
        return pending;
      };
      const first = await pay('feed-race-a', 'first@example.com.au');
      const second = await pay('feed-race-b', 'second@example.com.au');
      const paid = (r: typeof first, id: string) =>
        service.applyPaymentEvent(
          [site],
          {
            id,
            type: 'payment.succeeded',
            paymentRef: r.reservation.paymentRef!,
            reservationId: r.reservation.id,
            amountCents: r.reservation.depositCents,
            currency: 'aud',
          },
          start,
        );
      expect(await paid(first, 'evt_feed_a')).toBe('applied');
      // the dealer's next DMS import has the car, without a reserved column
      const stored = (await stock().getCarById(site, car.id, start))!;
      const feed = [
        'stocknum,make,model,year,price,km,car_type,body,simple_body,fuel,simple_fuel,trans,simple_transmission,colour',
        [
          stored.stocknum,
          stored.make,
          stored.model,
          stored.year,
          stored.price - 500,
          stored.km,
          stored.carType,
          stored.body,
          stored.simpleBody,
          stored.fuel,
          stored.simpleFuel,
          stored.transmission,
          stored.simpleTransmission,
          stored.colour,
        ].join(','),
      ].join('\n');
      await importStock({
        stock: stock(),
        site,
        rows: readCsvFeed(feed),
        mode: 'merge',
        now: start,
      });
      expect(await stock().getCarById(site, car.id, start)).toMatchObject({
        price: stored.price - 500,
        reserved: true,
      });
      // the second shopper's payment arrives: declined and refunded, never an error
      expect(await paid(second, 'evt_feed_b')).toBe('applied');
      expect((await service.get(site, second.reservation.id))?.state).toBe('refunded');
      expect((await service.get(site, first.reservation.id))?.state).toBe('held');
      expect(refunds).toEqual([`refund-${second.reservation.id}`]);
    });

    it('a replayed provider event changes nothing', async () => {
      const car = nextCar();
      const { provider, refunds } = onlineProvider();
      const service = make(provider);
      const pending = await service.reserve(site, request(car, 'event@example.com.au'), {
        idempotencyKey: 'online-replay-1',
        now: start,
      });
      const event = {
        id: 'evt_replayed',
        type: 'payment.succeeded' as const,
        paymentRef: pending.reservation.paymentRef!,
        reservationId: null,
        amountCents: pending.reservation.depositCents,
        currency: 'AUD',
      };
      expect(await service.applyPaymentEvent([site], event, start)).toBe('applied');
      const cursor = await stock().settledStockCursor();
      const events = await service.events(pending.reservation.id);
      const leads = (await createLeadRepository(handle.db).listLeads(site.slug)).length;
      expect(await service.applyPaymentEvent([site], event, start)).toBe('replayed');
      expect(await stock().stockChangesAfter(cursor)).toEqual([]);
      expect(await service.events(pending.reservation.id)).toEqual(events);
      expect((await createLeadRepository(handle.db).listLeads(site.slug)).length).toBe(leads);
      expect((await service.get(site, pending.reservation.id))?.state).toBe('held');
      // cancelled after the hold: released at once and refunded in full
      const cancelled = await service.cancel(
        site,
        pending.reservation.id,
        { token: pending.reservation.accessToken },
        start,
      );
      expect(cancelled).toMatchObject({ kind: 'changed', reservation: { state: 'refunded' } });
      expect(refunds).toEqual([`refund-${pending.reservation.id}`]);
      expect((await stock().getCarById(site, car.id, start))?.reserved).toBe(false);
    });
    const paid = (
      r: { reservation: { id: string; paymentRef: string | null; depositCents: number } },
      id: string,
      change: Partial<PaymentEvent> = {},
    ): PaymentEvent => ({
      id,
      type: 'payment.succeeded',
      paymentRef: r.reservation.paymentRef!,
      reservationId: r.reservation.id,
      amountCents: r.reservation.depositCents,
      currency: 'aud',
      ...change,
    });

    it('holds only for the payment the reservation started, of its amount and currency', async () => {
      const car = nextCar();
      const { provider } = onlineProvider();
      const service = make(provider);
      const pending = await service.reserve(site, request(car, 'link@example.com.au'), {
        idempotencyKey: 'online-proof-1',
        now: start,
      });
      // a $1 payment on a payment link naming the reservation; the right session for less; in USD
      for (const [id, change] of [
        ['evt_link', { paymentRef: 'cs_payment_link_1', amountCents: 100 }],
        ['evt_less', { amountCents: 100 }],
        ['evt_usd', { currency: 'usd' }],
      ] as const) {
        expect(await service.applyPaymentEvent([site], paid(pending, id, change), start)).toBe(
          'ignored',
        );
      }
      expect((await service.get(site, pending.reservation.id))?.state).toBe('pending');
      expect((await stock().getCarById(site, car.id, start))?.reserved).toBe(false);
      // the real one holds, even when the app answering the webhook runs another template's sites
      const other = getSiteBySlug('harbour-city-cars') as Site;
      expect(await service.applyPaymentEvent([other], paid(pending, 'evt_real'), start)).toBe(
        'applied',
      );
      expect((await service.get(site, pending.reservation.id))?.state).toBe('held');
    });

    it('a deposit that arrives after its reservation was cancelled is refunded', async () => {
      const car = nextCar();
      const { provider, refunds } = onlineProvider();
      const service = make(provider);
      const pending = await service.reserve(site, request(car, 'late@example.com.au'), {
        idempotencyKey: 'online-late-1',
        now: start,
      });
      expect(
        await service.cancel(
          site,
          pending.reservation.id,
          { token: pending.reservation.accessToken },
          start,
        ),
      ).toMatchObject({
        kind: 'changed',
        reservation: { state: 'cancelled' },
      });
      expect(refunds).toEqual([]);
      expect(await service.applyPaymentEvent([site], paid(pending, 'evt_late'), start)).toBe(
        'applied',
      );
      expect(await service.get(site, pending.reservation.id)).toMatchObject({ state: 'refunded' });
      expect(refunds).toEqual([`refund-${pending.reservation.id}`]);
      expect((await stock().getCarById(site, car.id, start))?.reserved).toBe(false);
      // the same event again changes nothing
      expect(await service.applyPaymentEvent([site], paid(pending, 'evt_late'), start)).toBe(
        'replayed',
      );
      expect(refunds).toHaveLength(1);
    });

    it('a refund refused three times goes through on the fourth try, once', async () => {
      const car = nextCar();
      const { provider, refunds } = onlineProvider(3);
      const service = make(provider);
      const [a, b] = await Promise.all(
        ['outbox-a', 'outbox-b'].map((key) =>
          service.reserve(site, request(car, `${key}@example.com.au`), {
            idempotencyKey: key,
            now: start,
          }),
        ),
      );
      expect(await service.applyPaymentEvent([site], paid(a!, 'evt_outbox_a'), start)).toBe(
        'applied',
      );
      // the second deposit is declined; its refund is refused and goes to the outbox
      expect(await service.applyPaymentEvent([site], paid(b!, 'evt_outbox_b'), start)).toBe(
        'applied',
      );
      expect(await service.get(site, b!.reservation.id)).toMatchObject({
        state: 'declined',
        refundAttempts: 1,
      });
      // tried again as it falls due: refused twice more, then refunded
      let at = start.getTime();
      for (let i = 0; i < 6; i++) {
        at += 7 * HOUR;
        await service.retryRefunds(new Date(at));
      }
      const loser = (await service.get(site, b!.reservation.id))!;
      expect(loser).toMatchObject({ state: 'refunded', refundDueAt: null, refundAttempts: 3 });
      expect(refunds).toEqual([`refund-${b!.reservation.id}`]);
      const notes = (await service.events(b!.reservation.id)).map((e) => e.note ?? '');
      expect(notes.filter((n) => n.startsWith('Refund attempt'))).toHaveLength(3);
      expect((await service.get(site, a!.reservation.id))?.state).toBe('held');
    });

    it('a refund refused every time is given up after the last try, and a person is told', async () => {
      const car = nextCar();
      const { provider, refunds } = onlineProvider(1_000);
      const service = make(provider);
      const pending = await service.reserve(site, request(car, 'down@example.com.au'), {
        idempotencyKey: 'outbox-down',
        now: start,
      });
      await service.cancel(
        site,
        pending.reservation.id,
        { token: pending.reservation.accessToken },
        start,
      );
      await service.applyPaymentEvent([site], paid(pending, 'evt_down'), start);
      let at = start.getTime();
      for (let i = 0; i < MAX_REFUND_ATTEMPTS + 2; i++) {
        at += 7 * HOUR;
        await service.retryRefunds(new Date(at));
      }
      const row = (await service.get(site, pending.reservation.id))!;
      expect(row).toMatchObject({
        state: 'cancelled',
        refundDueAt: null,
        refundAttempts: MAX_REFUND_ATTEMPTS,
      });
      expect(row.refundError).toContain('not answering');
      expect(refunds).toEqual([]);
      const last = (await service.events(pending.reservation.id)).at(-1)!;
      expect(last.note).toContain('refund the deposit by hand');
    });

    it('events delivered twice and out of order: one hold, the other refunded once', async () => {
      const car = nextCar();
      const { provider, refunds } = onlineProvider();
      const service = make(provider);
      const [a, b] = await Promise.all(
        ['order-one', 'order-two'].map((key) =>
          service.reserve(site, request(car, `${key}@example.com.au`), {
            idempotencyKey: key,
            now: start,
          }),
        ),
      );
      const deliveries = [
        paid(b!, 'evt_order_b'),
        paid(a!, 'evt_order_a'),
        paid(b!, 'evt_order_b'),
        { ...paid(a!, 'evt_order_a_async'), id: 'evt_order_a_async' },
        paid(a!, 'evt_order_a'),
      ];
      for (const event of deliveries) await service.applyPaymentEvent([site], event, start);
      const states = await Promise.all([a!, b!].map((r) => service.get(site, r.reservation.id)));
      expect(states.map((r) => r?.state)).toEqual(['refunded', 'held']);
      expect(refunds).toEqual([`refund-${a!.reservation.id}`]);
    });
  });

  it("finds a shopper's reservations and leads by the number they were made with, on their site only", async () => {
    const service = make();
    const mine = request(nextCar(), 'mine@example.com.au');
    const theirs = request(nextCar(), 'theirs@example.com.au');
    // held while signed in as +61498 000 111, another number typed on the form
    const held = await service.reserve(site, mine, {
      idempotencyKey: 'attempt-mine',
      now: start,
      confirmedPhone: '+61498000111',
    });
    const other = await service.reserve(site, theirs, {
      idempotencyKey: 'attempt-theirs',
      now: start,
    });
    expect(held.kind).toBe('held');
    expect(other.kind).toBe('held');
    if (held.kind !== 'held' || other.kind !== 'held') return;
    const repository = createReservationRepository(handle.db);
    const byProven = await repository.madeWithNumberEnding(site.slug, numberEnding('+61498000111'));
    expect(byProven.map((r) => r.id)).toEqual([held.reservation.id]);
    const typed = mine.values.phone;
    const byTyped = await repository.madeWithNumberEnding(site.slug, numberEnding(typed));
    expect(byTyped.map((r) => r.id)).toEqual([held.reservation.id]);
    // another site's shoppers are never among them
    expect(await repository.madeWithNumberEnding('harbour-city-cars', numberEnding(typed))).toEqual(
      [],
    );
    const leads = await createLeadRepository(handle.db).leftWithNumberEnding(
      site.slug,
      numberEnding(typed),
    );
    expect(leads.map((l) => l.id)).toEqual([held.reservation.leadId]);
  });
});
