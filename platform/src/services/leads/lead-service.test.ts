import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createStockRepository } from '../../store/stock-repository';
import { createLeadRepository } from '../../store/lead-repository';
import { leadToAdf } from './adf';
import { LeadError } from './errors';
import { leadsToCsv } from './export';
import { createLeadService, nextAttemptDelayMs } from './lead-service';
import { createDeliveryTransport, webhookBody } from './transports';

const now = new Date('2026-11-22T00:00:00Z');
const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const caravans = getSiteBySlug('sunshine-coast-caravans') as Site;

const contact = {
  name: 'Olivia',
  last_name: 'Nguyen',
  postcode: '6056',
  phone: '0412 345 678',
  email: 'olivia.nguyen@example.com.au',
  message: 'Is this car still available?',
};

const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-leads-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

describe.each(backends)('lead service on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let service: ReturnType<typeof createLeadService>;
  let outboxDir: string;
  let carId: number;
  let midlandCarId: number;
  let otherSiteCarId: number;
  let key = 0;
  const nextKey = () => `test-key-${Date.now()}-${(key += 1)}`;

  beforeAll(async () => {
    handle = await open();
    await loadDemoSite(handle.db, toyota, now);
    await loadDemoSite(handle.db, caravans, now);
    const stock = createStockRepository(handle.db);
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-outbox-'));
    service = createLeadService({ leads: createLeadRepository(handle.db), stock, outboxDir });
    const cars = await stock.listCars(toyota);
    carId = cars.find((c) => c.status === 'in_stock' && c.dealershipId === 302)!.id;
    midlandCarId = cars.find((c) => c.status === 'in_stock' && c.dealershipId === 301)!.id;
    otherSiteCarId = (await stock.listCars(caravans))[0]!.id;
  });
  afterAll(async () => handle?.close());

  it('stores a valid enquiry with its car, dealership and a pending ADF delivery', async () => {
    const result = await service.submit(
      toyota,
      { form: 'enquiry', car_id: carId, values: contact },
      { idempotencyKey: nextKey() },
    );
    expect(result.duplicate).toBe(false);
    const stored = (await service.list(toyota)).find((l) => l.id === result.leadId)!;
    expect(stored).toMatchObject({
      form: 'enquiry',
      carId,
      category: 'Vehicle Enquiry',
      subcategory: 'Enquire Now',
    });
    // the phone as typed, kept in E.164
    expect(stored.values).toMatchObject({ ...contact, phone: '+61412345678', opt_in: true });
    expect(toyota.dealerships.map((d) => d.id)).toContain(stored.dealershipId);
    expect(await service.deliveries(result.leadId)).toMatchObject([
      { destination: 'adf-folder', status: 'pending' },
    ]);
  });

  it('stores the form’s page, the make it is about and whether the form was completed (spec §3)', async () => {
    const { leadId } = await service.submit(
      toyota,
      {
        form: 'test-drive',
        car_id: carId,
        values: {
          ...contact,
          page_id: 'vehicle',
          // the car's make is the lead's, whatever the browser says
          manufacturer_slug: 'kia',
          opt_in_finance: true,
          opt_in_trade: false,
        },
      },
      { idempotencyKey: nextKey(), now },
    );
    const stored = (await service.list(toyota)).find((l) => l.id === leadId)!;
    expect(stored.values).toMatchObject({
      page_id: 'vehicle',
      manufacturer_slug: 'toyota',
      opt_in_finance: true,
      opt_in_trade: false,
    });
    expect(stored.attributes).toMatchObject({ form_completed: true });
    // spec §3 form submission dealership_slug: the dealership the lead goes to (the car's)
    expect(stored.attributes.dealership_slug).toBe(
      toyota.dealerships.find((d) => d.id === stored.dealershipId)!.slug,
    );
    expect(JSON.parse(webhookBody(stored, '')).dealership_slug).toBe(
      stored.attributes.dealership_slug,
    );

    const locationId = (await createStockRepository(handle.db).listLocations(toyota)).find(
      (l) => l.locationType === 'service',
    )!.id;
    const withExtras = {
      ...toyota,
      forms: { ...toyota.forms, additionalServices: ['Wheel Alignment', 'Car Wash'] },
    };
    const serviceResult = await service.submit(
      withExtras,
      {
        form: 'service',
        form_completed: false,
        values: {
          ...contact,
          location_id: locationId,
          page_id: 'service',
          additional_services: ['Car Wash'],
        },
      },
      { idempotencyKey: nextKey(), now },
    );
    const serviceLead = (await service.list(toyota)).find((l) => l.id === serviceResult.leadId)!;
    expect(serviceLead.values).toMatchObject({
      additional_services: ['Car Wash'],
      page_id: 'service',
      // no car: the site's manufacturer
      manufacturer_slug: 'toyota',
    });
    expect(serviceLead.attributes).toMatchObject({ form_completed: false });
    await expect(
      service.submit(
        toyota,
        {
          form: 'service',
          values: { ...contact, location_id: locationId, additional_services: ['Car Wash'] },
        },
        { idempotencyKey: nextKey(), now },
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: { additional_services: 'Please choose from the services listed.' },
    });
  });

  it('returns the same lead for a retried submission and never stores it twice', async () => {
    const idempotencyKey = nextKey();
    const body = {
      form: 'test-drive',
      car_id: carId,
      values: { ...contact, preferred_date: '2026-11-30', preferred_time: '10:30' },
    };
    const first = await service.submit(toyota, body, { idempotencyKey, now });
    const again = await Promise.all(
      [1, 2, 3].map(() => service.submit(toyota, body, { idempotencyKey, now })),
    );
    expect(again.every((r) => r.leadId === first.leadId && r.duplicate)).toBe(true);
    expect(
      (await service.list(toyota)).filter((l) => l.idempotencyKey === idempotencyKey),
    ).toHaveLength(1);
  });

  it('refuses a test-drive time the location does not offer that day, and stores nothing', async () => {
    const before = (await service.list(toyota)).length;
    const submit = (preferred_date: string, preferred_time: string) =>
      service.submit(
        toyota,
        {
          form: 'test-drive',
          car_id: carId,
          values: { ...contact, preferred_date, preferred_time },
        },
        { idempotencyKey: nextKey(), now },
      );
    // 03:00 on a weekday: before any dealership opens
    await expect(submit('2026-11-30', '03:00')).rejects.toMatchObject({
      status: 422,
      code: 'unavailable_time',
      message: 'That time is not available on that day. Please choose another time.',
      fields: {
        preferred_time: 'That time is not available on that day. Please choose another time.',
      },
    });
    // a day already gone at the location
    await expect(submit('2026-11-01', '')).rejects.toMatchObject({
      status: 422,
      fields: { preferred_date: 'Please choose a date from today on.' },
    });
    expect(await service.list(toyota)).toHaveLength(before);
  });

  it('refuses a test-drive time already booked there that day (spec §7 appointments)', async () => {
    // a Wednesday of its own, so a store kept from another run has nothing booked on it
    const day = new Date(Date.UTC(2026, 11, 2 + 7 * Math.floor(Math.random() * 500)));
    const preferred_date = day.toISOString().slice(0, 10);
    const book = (idempotencyKey: string, preferred_time: string) =>
      service.submit(
        toyota,
        {
          form: 'test-drive',
          car_id: carId,
          values: { ...contact, preferred_date, preferred_time },
        },
        { idempotencyKey, now },
      );
    const first = nextKey();
    await book(first, '11:00');
    const clash = book(nextKey(), '11:00');
    await expect(clash).rejects.toMatchObject({
      status: 409,
      code: 'booked_time',
      message: 'That time has just been booked. Please choose another time.',
      fields: { preferred_time: 'That time has just been booked. Please choose another time.' },
    });
    // the first booking's own retry is the same lead, not a clash
    expect((await book(first, '11:00')).duplicate).toBe(true);
    await book(nextKey(), '11:30');

    const repository = createLeadRepository(handle.db);
    const stored = (await service.list(toyota)).find((l) => l.idempotencyKey === first)!;
    expect(
      await repository.bookedTestDriveTimes(toyota.slug, stored.locationId!, preferred_date),
    ).toEqual(['11:00', '11:30']);
    // another day, another location, another site: nothing booked
    expect(
      await repository.bookedTestDriveTimes(toyota.slug, stored.locationId!, '2026-11-29'),
    ).toEqual([]);
    expect(
      await repository.bookedTestDriveTimes(toyota.slug, stored.locationId! + 1, preferred_date),
    ).toEqual([]);
    expect(
      await repository.bookedTestDriveTimes(caravans.slug, stored.locationId!, preferred_date),
    ).toEqual([]);
    // the lead's own key leaves it out (what its retry is judged by)
    expect(
      await repository.bookedTestDriveTimes(toyota.slug, stored.locationId!, preferred_date, first),
    ).toEqual(['11:30']);
  });

  it('books a test-drive slot sent by five shoppers at once for one of them only', async () => {
    const day = new Date(Date.UTC(2026, 11, 3 + 7 * Math.floor(Math.random() * 500)));
    const preferred_date = day.toISOString().slice(0, 10); // a Thursday of its own
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(() =>
        service.submit(
          toyota,
          {
            form: 'test-drive',
            car_id: carId,
            values: { ...contact, preferred_date, preferred_time: '14:00' },
          },
          { idempotencyKey: nextKey(), now },
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected'))
      expect(outcome.reason).toMatchObject({ status: 409, code: 'booked_time' });
    const booked = (await service.list(toyota)).filter(
      (l) => l.form === 'test-drive' && l.values.preferred_date === preferred_date,
    );
    expect(booked).toHaveLength(1);
  });

  it('refuses a car of another site', async () => {
    await expect(
      service.submit(
        toyota,
        { form: 'enquiry', car_id: otherSiteCarId, values: contact },
        { idempotencyKey: nextKey() },
      ),
    ).rejects.toMatchObject({ status: 422, code: 'unknown_car' });
  });

  it.each([
    [
      { ...contact, postcode: '605' },
      'postcode',
      'Invalid postcode. Please enter a 4-digit number.',
    ],
    [
      { ...contact, postcode: '60561' },
      'postcode',
      'Invalid postcode. Please enter a 4-digit number.',
    ],
    [{ ...contact, email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ ...contact, phone: '0412 345 67' }, 'phone', 'Please enter a valid phone number.'],
    [{ ...contact, phone: '1300 123 456' }, 'phone', 'Please enter a valid phone number.'],
    [{ ...contact, phone: '+44 20 7946 0958' }, 'phone', 'Please enter a valid phone number.'],
    [{ ...contact, phone: '' }, 'phone', 'Mobile Number is required.'],
    [{ ...contact, name: '' }, 'name', 'First Name is required.'],
    [{ ...contact, message: '' }, 'message', 'Message is required.'],
    [{ ...contact, website: 'http://spam.example' }, 'website', 'Please leave this field empty.'],
    [{ ...contact, admin: true }, '_', 'Unknown field: admin'],
  ])('answers bad input %j with a 400 naming %s', async (values, field, message) => {
    const error = await service
      .submit(toyota, { form: 'enquiry', car_id: carId, values }, { idempotencyKey: nextKey() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeadError);
    expect((error as LeadError).status).toBe(400);
    expect((error as LeadError).fields[field]).toBe(message);
  });

  it('requires an offer on make-an-offer and has no message there', async () => {
    const { message: _message, ...withoutMessage } = contact;
    const error = (await service
      .submit(
        toyota,
        { form: 'make-an-offer', car_id: carId, values: withoutMessage },
        { idempotencyKey: nextKey() },
      )
      .catch((e: unknown) => e)) as LeadError;
    expect(error.fields.offer_from_client).toBe('Please enter your offer.');
    const ok = await service.submit(
      toyota,
      {
        form: 'make-an-offer',
        car_id: carId,
        values: { ...withoutMessage, offer_from_client: 31000 },
      },
      { idempotencyKey: nextKey() },
    );
    expect(ok.leadId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for the distribution location when the car’s location has some (spec §5)', async () => {
    const error = (await service
      .submit(
        toyota,
        { form: 'enquiry', car_id: midlandCarId, values: contact },
        { idempotencyKey: nextKey() },
      )
      .catch((e: unknown) => e)) as LeadError;
    expect(error.fields.distribution_location).toBe('Please select a location.');
    const ok = await service.submit(
      toyota,
      {
        form: 'enquiry',
        car_id: midlandCarId,
        values: { ...contact, distribution_location: 'Ellenbrook' },
      },
      { idempotencyKey: nextKey() },
    );
    expect(ok.duplicate).toBe(false);
  });

  it('asks for a dealership when the site has several and no car is chosen', async () => {
    const error = (await service
      .submit(
        toyota,
        { form: 'general-enquiry', values: { ...contact, category: 'General Enquiry' } },
        { idempotencyKey: nextKey() },
      )
      .catch((e: unknown) => e)) as LeadError;
    expect(error.fields.location_id).toBe('Please select a dealership.');
    await expect(
      service.submit(
        toyota,
        {
          form: 'general-enquiry',
          values: { ...contact, category: 'General Enquiry', location_id: 40101 },
        },
        { idempotencyKey: nextKey() },
      ),
    ).rejects.toMatchObject({ code: 'unknown_location' });
  });

  it('sends a lead only to a dealership the site’s select offers (spec §2 fixed list)', async () => {
    // Swan Valley Toyota offering its Morley sales location only: nothing to choose
    const morleyOnly = {
      ...toyota,
      forms: {
        ...toyota.forms,
        dealershipSelect: { ...toyota.forms.dealershipSelect, locationIds: [30201] },
      },
    };
    const enquiry = { ...contact, category: 'General Enquiry' };
    const { leadId } = await service.submit(
      morleyOnly,
      { form: 'general-enquiry', values: enquiry },
      { idempotencyKey: nextKey() },
    );
    const stored = (await service.list(toyota)).find((l) => l.id === leadId)!;
    expect(stored).toMatchObject({ locationId: 30201, dealershipId: 302 });
    // Midland is the site's, but not one the form offers
    await expect(
      service.submit(
        morleyOnly,
        { form: 'general-enquiry', values: { ...enquiry, location_id: 30101 } },
        { idempotencyKey: nextKey() },
      ),
    ).rejects.toMatchObject({ code: 'unknown_location' });
    // without the fixed list the site offers both, and a dealership must be chosen
    await expect(
      service.submit(
        toyota,
        { form: 'general-enquiry', values: { ...enquiry, location_id: 30101 } },
        { idempotencyKey: nextKey() },
      ),
    ).resolves.toMatchObject({ duplicate: false });
  });

  it('delivers the ADF document to the outbox folder and marks it delivered', async () => {
    const { leadId } = await service.submit(
      toyota,
      { form: 'enquiry', car_id: carId, values: contact },
      { idempotencyKey: nextKey() },
    );
    const result = await service.deliverDue(toyota, createDeliveryTransport());
    expect(result.delivered).toBeGreaterThan(0);
    const file = path.join(outboxDir, toyota.slug, `${leadId}.adf.xml`);
    const adf = fs.readFileSync(file, 'utf8');
    expect(adf).toContain('<?adf version="1.0"?>');
    expect(adf).toContain('<name part="first">Olivia</name>');
    expect(adf).toMatch(/<vehicle interest="buy" status="(new|used)">/);
    expect(adf).toContain('<vendorname>Swan Valley Toyota Morley - Sales</vendorname>');
    expect(adf).toContain('<phone type="cellphone">0412 345 678</phone>');
    expect(await service.deliveries(leadId)).toMatchObject([{ status: 'delivered', attempts: 1 }]);
  });

  it('keeps a phone as typed in E.164 and shows it to the dealer as Australians write it', async () => {
    const { leadId } = await service.submit(
      toyota,
      { form: 'enquiry', car_id: carId, values: { ...contact, phone: '+61 2 9250-1234' } },
      { idempotencyKey: nextKey() },
    );
    const stored = (await service.list(toyota)).find((l) => l.id === leadId)!;
    expect(stored.values.phone).toBe('+61292501234');
    expect(JSON.parse(webhookBody(stored, '')).values.phone).toBe('+61292501234');
    expect(leadsToCsv([stored])).toContain(',(02) 9250 1234,');
    await service.deliverDue(toyota, createDeliveryTransport());
    const adf = fs.readFileSync(path.join(outboxDir, toyota.slug, `${leadId}.adf.xml`), 'utf8');
    // a landline is a voice number in ADF, not a cellphone
    expect(adf).toContain('<phone type="voice">(02) 9250 1234</phone>');
  });

  it('keeps a failed delivery pending and retries it later with backoff', async () => {
    const { leadId } = await service.submit(
      toyota,
      { form: 'enquiry', car_id: carId, values: contact },
      { idempotencyKey: nextKey() },
    );
    const failing = { deliver: async () => Promise.reject(new Error('CRM is down')) };
    const at = new Date();
    await service.deliverDue(toyota, failing, at);
    const [pending] = await service.deliveries(leadId);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: 'CRM is down' });
    expect(pending!.nextAttemptAt.getTime()).toBe(at.getTime() + 30_000);
    expect((await service.deliverDue(toyota, createDeliveryTransport(), at)).delivered).toBe(0); // not due yet
    await service.deliverDue(toyota, createDeliveryTransport(), new Date(at.getTime() + 31_000));
    expect((await service.deliveries(leadId))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
  });
});

describe('lead delivery rules', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [10, 3_600_000],
  ])('waits %d attempts -> %d ms', (attempts, ms) => expect(nextAttemptDelayMs(attempts)).toBe(ms));

  it('escapes everything a shopper typed in the ADF document', () => {
    const adf = leadToAdf(
      {
        id: 'x',
        createdAt: new Date(0),
        form: 'test-drive',
        category: 'Vehicle Enquiry',
        subcategory: 'Book a Test Drive',
        values: { name: '<b>Tom & "Jerry"</b>', message: 'hi\u0007' },
        vehicle: null,
      },
      {
        locationId: 1,
        name: 'A & B',
        phone: null,
        street: null,
        city: null,
        state: null,
        postcode: null,
      },
      { siteName: 'S', provider: 'P' },
    );
    expect(adf).toContain('&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;');
    expect(adf).not.toContain('\u0007');
    expect(adf).toContain('<vendorname>A &amp; B</vendorname>');
  });
});
