import 'server-only';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import os from 'node:os';
import { type z } from 'zod';
import { type Site } from '@dealer/site-config';
import {
  dealershipChoices,
  type DealershipSelectRule,
  leadFormLocationType,
} from '../../domain/dealership-select';
import { dealershipSlugOf } from '../../domain/spec-fields';
import { type Car, type Location } from '../../domain/entities';
import {
  type LeadEnvelope,
  type LeadForm,
  type LeadFormOptions,
  leadEnvelopeSchema,
  leadFormCategory,
} from '../../domain/lead-forms';
import { leadManufacturerSlug, leadSubcategory, leadValuesSchema } from '../../domain/lead-values';
import {
  BOOKED_TEST_DRIVE_TIME_MESSAGE,
  testDriveTimeProblem,
} from '../../domain/test-drive-slots';
import { type LeadRepository } from '../../store/lead-repository';
import { type LeadDeliveryRow, type LeadRow } from '../../store/schema';
import { type AdfVendor, leadToAdf } from './adf';
import { LeadError } from './errors';

// The lead service: validate with the form's own schema, check the site owns the car and the
// dealership, commit the lead and its delivery rows in one transaction, then deliver from the
// outbox with retries. A retried submission with the same Idempotency-Key returns the same lead.

export interface LeadStock {
  getCarById(site: Site, id: number): Promise<Car | null>;
  listLocations(site: Site): Promise<Location[]>;
}

export interface SubmitMeta {
  idempotencyKey: string;
  userAgent?: string | null;
  ip?: string | null;
  now?: Date;
}

export interface SubmitResult {
  leadId: string;
  duplicate: boolean;
  /** what the form's enrichment tells the shopper (the trade-in's vehicle and valuation) */
  answer?: Record<string, unknown>;
}

/**
 * What the server adds to a form's values before the lead is stored (the trade-in wizard's
 * vehicle and valuation, looked up and worked out here, never taken from the browser), and what
 * it answers the shopper. A refusal is a LeadError.
 */
export type LeadEnricher = (
  site: Site,
  form: LeadForm,
  values: Record<string, unknown>,
  now: Date,
) => Promise<{ values: Record<string, unknown>; answer?: Record<string, unknown> } | null>;

export interface DeliveryTransport {
  /** Sends one lead to one destination; throws when it could not be delivered. */
  deliver(delivery: LeadDeliveryRow, lead: LeadRow, adf: string, site: Site): Promise<void>;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??=
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : issue.message;
  }
  return fields;
}

/** spec §2 the dealership select of a site's forms for a kind of location. */
export function dealershipSelectRule(
  site: Site,
  locationType: DealershipSelectRule['locationType'],
): DealershipSelectRule {
  return { locationType, ...site.forms.dealershipSelect };
}

/**
 * The form options of a site, a form and (when there is one) the car's location; a dealership
 * is chosen when there is no car and the form offers several.
 */
export function leadFormOptionsFor(
  site: Site,
  location: Location | null,
  offeredDealerships: number,
): LeadFormOptions {
  return {
    messageOptional: site.forms.messageOptional,
    requireTerms: site.forms.requireTerms,
    hideOptIn: site.forms.hideOptIn,
    locationSelect: location === null && offeredDealerships > 1,
    distributionLocations: location?.distributionLocations ?? [],
    additionalServices: site.forms.additionalServices,
  };
}

/** Retry delays: 30 s, 1 min, 2 min ... up to an hour between attempts. */
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** After this many attempts a delivery is marked failed; the leads CLI lists and retries it. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** Whether a delivery that just failed its n-th attempt is given up (marked failed). */
export function givesUpAfter(attempts: number): boolean {
  return attempts >= MAX_DELIVERY_ATTEMPTS;
}

// a loop claims a few deliveries at a time, for long enough to send them all: one send takes
// 15 s at most (resolving the webhook host 5 s, the post 10 s); a send that could outlast the
// lease is not started, since another loop may take the delivery once the lease runs out
const CLAIM_BATCH = 10;
const CLAIM_LEASE_MS = 5 * 60_000;
const SEND_LIMIT_MS = 20_000;

/** The hash a stored lead keeps of the submitted form, to tell a retry from a reused key. */
export function leadBodyHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body) ?? '')
    .digest('hex');
}

/** A keyed hash of the shopper's address: comparable between leads, not reversible. */
export function ipHash(key: string, ip: string): string {
  return createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}

export function createLeadService(options: {
  leads: LeadRepository;
  stock: LeadStock;
  /** the folder ADF documents go to (the embedded default destination) */
  outboxDir: string;
  /** the key of the IP hashes (default: LEAD_IP_HASH_SECRET, else one the store keeps) */
  ipHashKey?: string;
  enrich?: LeadEnricher;
}) {
  const { leads: repository, stock, outboxDir } = options;
  // this service's name when it claims deliveries: one per process and loop
  const claimant = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let hashKey: Promise<string> | null = null;
  const ipHashKey = () =>
    (hashKey ??= Promise.resolve(
      options.ipHashKey || process.env.LEAD_IP_HASH_SECRET || repository.secret('lead-ip-hash'),
    ).catch((error: unknown) => {
      hashKey = null;
      throw error;
    }));

  async function submit(site: Site, body: unknown, meta: SubmitMeta): Promise<SubmitResult> {
    if (!IDEMPOTENCY_KEY.test(meta.idempotencyKey)) {
      throw new LeadError(
        400,
        'A valid Idempotency-Key header is required.',
        {},
        'invalid_idempotency_key',
      );
    }
    const envelope = leadEnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      throw new LeadError(400, 'Please fix the following errors:', fieldErrors(envelope.error));
    }
    const lead: LeadEnvelope = envelope.data;
    // a reservation holds the car as it files its lead: it is made at the car's checkout only
    if (lead.form === 'reserve')
      throw new LeadError(400, 'Reserve a car at its checkout.', {}, 'reserve_at_checkout');
    const locations = await stock.listLocations(site);
    let car: Car | null = null;
    if (lead.car_id !== undefined) {
      car = await stock.getCarById(site, lead.car_id); // a car the site shows, else null
      if (!car)
        throw new LeadError(
          422,
          'This vehicle is not available on this site.',
          { car_id: 'Unknown vehicle.' },
          'unknown_car',
        );
    }
    const carLocation = car ? (locations.find((l) => l.id === car!.locationId) ?? null) : null;
    const salesLocations = locations.filter((l) => l.locationType === 'sales' && l.visible);
    // spec §2 dealership select: the dealerships the form offered (make filter, fixed list)
    const offered = dealershipChoices(
      locations,
      dealershipSelectRule(site, leadFormLocationType(lead.form)),
    );
    const schema = leadValuesSchema(
      lead.form,
      leadFormOptionsFor(site, carLocation, offered.length),
    );
    const parsed = schema.safeParse(lead.values);
    if (!parsed.success) {
      throw new LeadError(400, 'Please fix the following errors:', fieldErrors(parsed.error));
    }
    let values = parsed.data as Record<string, unknown>;
    const manufacturerSlug = leadManufacturerSlug(
      values.manufacturer_slug,
      car?.make ?? null,
      site.manufacturer,
    );
    if (manufacturerSlug) values = { ...values, manufacturer_slug: manufacturerSlug };
    const chosenId = typeof values.location_id === 'number' ? values.location_id : null;
    // with a car, any location of the site; without, one the form offered (when it offered any)
    const choosable =
      car || offered.length === 0
        ? locations.some((l) => l.id === chosenId)
        : offered.some((d) => d.id === chosenId);
    if (chosenId !== null && !choosable) {
      throw new LeadError(
        422,
        'That dealership is not part of this site.',
        { location_id: 'Please select a dealership.' },
        'unknown_location',
      );
    }
    const onlyOffered = offered.length === 1 ? offered[0]!.id : null;
    const chosenLocation =
      carLocation ??
      locations.find((l) => l.id === (chosenId ?? onlyOffered)) ??
      salesLocations.find((l) => l.primary) ??
      salesLocations[0] ??
      null;
    const dealershipId = car?.dealershipId ?? chosenLocation?.dealershipId ?? site.dealershipId;
    if (!site.dealerships.some((d) => d.id === dealershipId)) {
      throw new LeadError(
        422,
        'That dealership is not part of this site.',
        {},
        'unknown_dealership',
      );
    }
    const now = meta.now ?? new Date();
    if (lead.form === 'test-drive' && chosenLocation) {
      const problem = testDriveTimeProblem(
        chosenLocation,
        { date: values.preferred_date as string, time: values.preferred_time as string },
        now,
      );
      if (problem)
        throw new LeadError(
          422,
          problem.message,
          { [problem.field]: problem.message },
          'unavailable_time',
        );
    }
    const enriched = options.enrich ? await options.enrich(site, lead.form, values, now) : null;
    if (enriched) values = enriched.values;
    const { category } = leadFormCategory[lead.form];
    const subcategory = leadSubcategory(lead.form, values);
    const id = randomUUID();
    const row = {
      id,
      siteSlug: site.slug,
      idempotencyKey: meta.idempotencyKey,
      form: lead.form,
      category: lead.form === 'general-enquiry' ? String(values.category) : category,
      subcategory,
      dealershipId,
      locationId: chosenLocation?.id ?? null,
      carId: car?.id ?? null,
      values,
      vehicle: car
        ? {
            id: car.id,
            year: car.year,
            make: car.make,
            model: car.model,
            badge: car.badge,
            vin: car.vin,
            stocknum: car.stocknum,
            carType: car.carType,
            km: car.km,
            price: car.price,
            name: car.name,
            status: car.status,
          }
        : null,
      attributes: {
        ...lead.lead_attributes,
        car_dealership_id: car?.dealershipId ?? null,
        // spec §3 form submission dealership_slug: the dealership the lead goes to
        dealership_slug: dealershipSlugOf(dealershipId, site.dealerships),
        form_completed: lead.form_completed,
      },
      url: lead.url ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ipHash: meta.ip ? ipHash(await ipHashKey(), meta.ip) : null,
      bodyHash: leadBodyHash(body),
      createdAt: now,
    };
    const destinations = [
      { destination: 'adf-folder', target: outboxDir },
      ...(site.leads.webhookUrl ? [{ destination: 'webhook', target: site.leads.webhookUrl }] : []),
    ];
    // a test drive's slot is booked in the lead's own transaction: a time another shopper has
    // booked meanwhile is refused (the form offers only the free ones); the lead's own retry,
    // under its Idempotency-Key, is not another shopper
    const date = values.preferred_date;
    const time = values.preferred_time;
    const slot =
      lead.form === 'test-drive' &&
      chosenLocation &&
      typeof date === 'string' &&
      date &&
      typeof time === 'string' &&
      time
        ? { locationId: chosenLocation.id, date, time }
        : null;
    const stored = await repository.insertLead(row, destinations, slot);
    if (stored.booked) {
      throw new LeadError(
        409,
        BOOKED_TEST_DRIVE_TIME_MESSAGE,
        { preferred_time: BOOKED_TEST_DRIVE_TIME_MESSAGE },
        'booked_time',
      );
    }
    if (stored.conflict) {
      throw new LeadError(
        422,
        'This Idempotency-Key was already used for a different form.',
        {},
        'idempotency_key_reused',
      );
    }
    return {
      leadId: stored.leadId,
      duplicate: stored.duplicate,
      ...(enriched?.answer ? { answer: enriched.answer } : {}),
    };
  }

  function vendorOf(lead: LeadRow, locations: Location[]): AdfVendor {
    const location = locations.find((l) => l.id === lead.locationId);
    return {
      locationId: location?.id ?? null,
      name: location?.name ?? 'Sales',
      phone: location?.phone ?? null,
      street: location?.address.street ?? null,
      city: location?.address.city ?? null,
      state: location?.address.state ?? null,
      postcode: location?.address.postcode ?? null,
    };
  }

  /**
   * Sends the site's due deliveries, each claimed first so no other loop sends it too; a
   * failure is retried later with backoff, and given up after MAX_DELIVERY_ATTEMPTS.
   */
  async function deliverDue(site: Site, transport: DeliveryTransport, now = new Date()) {
    let delivered = 0;
    let failed = 0;
    let locations: Location[] | null = null;
    for (;;) {
      const claimedAt = new Date(Math.max(now.getTime(), Date.now()));
      const leaseEndsAt = Date.now() + CLAIM_LEASE_MS;
      const due = await repository.claimDueDeliveries(
        site.slug,
        claimant,
        now,
        new Date(claimedAt.getTime() + CLAIM_LEASE_MS),
        CLAIM_BATCH,
      );
      if (due.length === 0) break;
      locations ??= await stock.listLocations(site);
      const sent = await sendClaimed(site, transport, due, locations, now, leaseEndsAt);
      delivered += sent.delivered;
      failed += sent.failed;
      if (due.length < CLAIM_BATCH) break;
    }
    return { delivered, failed };
  }

  async function sendClaimed(
    site: Site,
    transport: DeliveryTransport,
    due: { delivery: LeadDeliveryRow; lead: LeadRow }[],
    locations: Location[],
    now: Date,
    leaseEndsAt: number,
  ) {
    let delivered = 0;
    let failed = 0;
    for (const [index, { delivery, lead }] of due.entries()) {
      if (Date.now() + SEND_LIMIT_MS > leaseEndsAt) {
        const unsent = due.slice(index).map((d) => d.delivery.id);
        await repository.releaseClaims(unsent, claimant);
        break;
      }
      const adf = leadToAdf(
        { ...lead, vehicle: lead.vehicle as never },
        vendorOf(lead, locations),
        { siteName: site.name, provider: site.content.poweredBy },
      );
      const attempts = delivery.attempts + 1;
      try {
        await transport.deliver(delivery, lead, adf, site);
        await repository.markDelivered(delivery.id, claimant, attempts, new Date());
        delivered += 1;
      } catch (error) {
        await repository.markAttemptFailed(delivery.id, claimant, {
          attempts,
          error: (error as Error).message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts)),
          gaveUp: givesUpAfter(attempts),
        });
        failed += 1;
      }
    }
    return { delivered, failed };
  }

  /** The site's deliveries that used up their attempts. */
  async function failedDeliveries(site: Site) {
    return repository.failedDeliveries(site.slug);
  }

  /** Puts a failed delivery of the site back in the outbox, attempts reset; false when it is not one. */
  async function retryDelivery(site: Site, deliveryId: string, now = new Date()) {
    return repository.retryDelivery(site.slug, deliveryId, now);
  }

  async function list(site: Site): Promise<LeadRow[]> {
    return repository.listLeads(site.slug);
  }

  async function deliveries(leadId: string): Promise<LeadDeliveryRow[]> {
    return repository.deliveriesOf(leadId);
  }

  return { submit, deliverDue, failedDeliveries, retryDelivery, list, deliveries, vendorOf };
}

export type LeadService = ReturnType<typeof createLeadService>;
