import { createHash, randomUUID } from 'node:crypto';
import { type z } from 'zod';
import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import {
  type LeadEnvelope,
  type LeadFormOptions,
  leadEnvelopeSchema,
  leadFormCategory,
  leadFormSchema,
} from '../../domain/lead-forms';
import { testDriveTimeProblem } from '../../domain/test-drive-slots';
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
}

export interface DeliveryTransport {
  /** Sends one lead to one destination; throws when it could not be delivered. */
  deliver(delivery: LeadDeliveryRow, lead: LeadRow, adf: string): Promise<void>;
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

/** The form options of a site, a form and (when there is one) the car's location. */
export function leadFormOptionsFor(
  site: Site,
  location: Location | null,
  salesLocations: number,
): LeadFormOptions {
  return {
    messageOptional: site.forms.messageOptional,
    requireTerms: site.forms.requireTerms,
    hideOptIn: site.forms.hideOptIn,
    locationSelect: location === null && salesLocations > 1,
    distributionLocations: location?.distributionLocations ?? [],
  };
}

/** Retry delays: 30 s, 1 min, 2 min ... up to an hour between attempts. */
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createLeadService(options: {
  leads: LeadRepository;
  stock: LeadStock;
  /** the folder ADF documents go to (the embedded default destination) */
  outboxDir: string;
}) {
  const { leads: repository, stock, outboxDir } = options;

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
    const locations = await stock.listLocations(site);
    let car: Car | null = null;
    if (lead.car_id !== undefined) {
      car = await stock.getCarById(site, lead.car_id); // scoped to the site's dealerships
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
    const schema = leadFormSchema(
      lead.form,
      leadFormOptionsFor(site, carLocation, salesLocations.length),
    );
    const parsed = schema.safeParse(lead.values);
    if (!parsed.success) {
      throw new LeadError(400, 'Please fix the following errors:', fieldErrors(parsed.error));
    }
    const values = parsed.data as Record<string, unknown>;
    const chosenLocation =
      carLocation ??
      (typeof values.location_id === 'number'
        ? locations.find((l) => l.id === values.location_id)
        : undefined) ??
      salesLocations.find((l) => l.primary) ??
      salesLocations[0] ??
      null;
    if (
      typeof values.location_id === 'number' &&
      !locations.some((l) => l.id === values.location_id)
    ) {
      throw new LeadError(
        422,
        'That dealership is not part of this site.',
        { location_id: 'Please select a dealership.' },
        'unknown_location',
      );
    }
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
    const { category, subcategory } = leadFormCategory[lead.form];
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
      attributes: { ...lead.lead_attributes, car_dealership_id: car?.dealershipId ?? null },
      url: lead.url ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ipHash: meta.ip ? createHash('sha256').update(meta.ip).digest('hex').slice(0, 32) : null,
      createdAt: now,
    };
    const destinations = [
      { destination: 'adf-folder', target: outboxDir },
      ...(site.leads.webhookUrl ? [{ destination: 'webhook', target: site.leads.webhookUrl }] : []),
    ];
    return repository.insertLead(row, destinations);
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

  /** Sends every due delivery once; failures are retried later with backoff. */
  async function deliverDue(site: Site, transport: DeliveryTransport, now = new Date()) {
    const due = await repository.dueDeliveries(site.slug, now, 100);
    if (due.length === 0) return { delivered: 0, failed: 0 };
    const locations = await stock.listLocations(site);
    let delivered = 0;
    let failed = 0;
    for (const { delivery, lead } of due) {
      const adf = leadToAdf(
        { ...lead, vehicle: lead.vehicle as never },
        vendorOf(lead, locations),
        { siteName: site.name, provider: site.content.poweredBy },
      );
      try {
        await transport.deliver(delivery, lead, adf);
        await repository.markDelivered(delivery.id, delivery.attempts + 1, new Date());
        delivered += 1;
      } catch (error) {
        const attempts = delivery.attempts + 1;
        await repository.markAttemptFailed(
          delivery.id,
          attempts,
          (error as Error).message.slice(0, 500),
          new Date(now.getTime() + nextAttemptDelayMs(attempts)),
        );
        failed += 1;
      }
    }
    return { delivered, failed };
  }

  async function list(site: Site): Promise<LeadRow[]> {
    return repository.listLeads(site.slug);
  }

  async function deliveries(leadId: string): Promise<LeadDeliveryRow[]> {
    return repository.deliveriesOf(leadId);
  }

  return { submit, deliverDue, list, deliveries, vendorOf };
}

export type LeadService = ReturnType<typeof createLeadService>;
