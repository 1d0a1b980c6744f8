import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type AdjustmentAnswers, tradeInYear, valuationEstimate } from '../../domain/trade-in';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createLeadRepository } from '../../store/lead-repository';
import { createStockRepository } from '../../store/stock-repository';
import { leadToAdf } from '../leads/adf';
import { createLeadService } from '../leads/lead-service';
import {
  demoMarketValue,
  embeddedValuationService,
  ValuationError,
  type ValuationService,
} from '../valuation';
import { tradeInLeadEnricher, valueTradeIn } from './trade-in-leads';

const now = new Date('2026-11-22T00:00:00Z');
const site = getSiteBySlug('southern-cross-motors') as Site;
const other = getSiteBySlug('harbour-city-cars') as Site;

const goodAnswers: AdjustmentAnswers = {
  accidentHistory: 'none',
  mechanicalIssues: 'none',
  bodyCondition: 'good',
  interiorCondition: 'good',
  serviceHistory: 'full',
  keys: 'two-or-more',
};

const embedded = embeddedValuationService({ now: () => now });

describe('valueTradeIn', () => {
  it('looks the vehicle up and works the estimate out from its market value, kms and answers', async () => {
    const answer = await valueTradeIn(
      embedded,
      { rego: 'ABC123', regoState: 'NSW', kms: 60_000, adjustmentAnswers: goodAnswers },
      now,
    );
    const year = tradeInYear(now) - 4;
    expect(answer.vehicle).toMatchObject({ make: 'Toyota', model: 'HiLux', badge: 'SR5', year });
    expect(answer.vehicle).not.toHaveProperty('source');
    expect(answer.source).toBe('demo-estimate');
    const marketValue = demoMarketValue(
      { make: 'Toyota', model: 'HiLux', badge: 'SR5', year },
      now,
    )!;
    expect(answer.valuation).toEqual(
      valuationEstimate({ marketValue, year, kms: 60_000, adjustmentAnswers: goodAnswers, now }),
    );
  });

  it('gives no estimate for a vehicle over 7 years old or over 100,000 km', async () => {
    const old = await valueTradeIn(
      embedded,
      { rego: 'OLD123', regoState: 'VIC', kms: 50_000, adjustmentAnswers: goodAnswers },
      now,
    );
    expect(old.vehicle).toMatchObject({ year: 2012 });
    expect(old.valuation).toBeNull();
    const driven = await valueTradeIn(
      embedded,
      { rego: 'ABC123', regoState: 'NSW', kms: 100_001, adjustmentAnswers: goodAnswers },
      now,
    );
    expect(driven.vehicle).not.toBeNull();
    expect(driven.valuation).toBeNull();
  });

  it('gives no vehicle and no estimate for a registration that finds none', async () => {
    const answer = await valueTradeIn(
      embedded,
      { rego: 'NOTFOUND', regoState: 'NSW', kms: 10_000, adjustmentAnswers: goodAnswers },
      now,
    );
    expect(answer).toEqual({ vehicle: null, valuation: null, source: 'demo-estimate' });
  });

  it('goes on without a vehicle when the valuation service is down, and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down: ValuationService = {
      source: 'valuation-api',
      lookupRego: () => Promise.reject(new ValuationError('timeout', 'no answer in 5 s')),
      marketValue: () => Promise.resolve(null),
    };
    const answer = await valueTradeIn(
      down,
      { rego: 'ABC123', regoState: 'NSW', kms: 10_000, adjustmentAnswers: goodAnswers },
      now,
    );
    expect(answer).toEqual({ vehicle: null, valuation: null, source: 'valuation-api' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no answer in 5 s'));
    warn.mockRestore();
  });

  it('lets any other failure through (a fault, not an outage)', async () => {
    const broken: ValuationService = {
      source: 'valuation-api',
      lookupRego: () => Promise.reject(new TypeError('undefined is not a function')),
      marketValue: () => Promise.resolve(null),
    };
    await expect(
      valueTradeIn(
        broken,
        { rego: 'ABC123', regoState: 'NSW', kms: 10_000, adjustmentAnswers: goodAnswers },
        now,
      ),
    ).rejects.toThrow(TypeError);
  });
});

describe('trade-in leads', () => {
  let handle: DatabaseHandle;
  let service: ReturnType<typeof createLeadService>;
  let repository: ReturnType<typeof createLeadRepository>;
  let locationId: number;
  let key = 0;
  const nextKey = () => `trade-in-key-${(key += 1)}`;

  const wizard = (overrides: Record<string, unknown> = {}) => ({
    rego: 'abc 123',
    regoState: 'NSW',
    kms: '60,000',
    adjustmentAnswers: goodAnswers,
    name: 'Olivia',
    last_name: 'Nguyen',
    phone: '0412 345 678',
    email: 'olivia.nguyen@example.com.au',
    postcode: '3175',
    location_id: locationId,
    // the site asks for its terms to be agreed
    terms: true,
    ...overrides,
  });
  const submit = (values: Record<string, unknown>, on = site) =>
    service.submit(on, { form: 'trade-in', values }, { idempotencyKey: nextKey(), now });

  beforeAll(async () => {
    handle = await openDatabase({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-trade-in-')),
    });
    await loadDemoSite(handle.db, site, now);
    await loadDemoSite(handle.db, other, now);
    const stock = createStockRepository(handle.db);
    repository = createLeadRepository(handle.db);
    service = createLeadService({
      leads: repository,
      stock,
      outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-outbox-')),
      enrich: tradeInLeadEnricher(() => Promise.resolve(embedded)),
    });
    locationId = (await stock.listLocations(site)).find(
      (l) => l.locationType === 'sales' && l.visible,
    )!.id;
  });
  afterAll(async () => handle?.close());

  it('stores the valuation the server worked out and answers it to the shopper', async () => {
    const result = await submit(wizard());
    expect(result.answer).toMatchObject({
      vehicle: { make: 'Toyota', model: 'HiLux' },
      valuation: { estimate: expect.any(Number) as number },
      source: 'demo-estimate',
    });
    const stored = (await service.list(site)).find((l) => l.id === result.leadId)!;
    expect(stored).toMatchObject({
      form: 'trade-in',
      category: 'Trade-In',
      subcategory: '1. Valuation Requested',
      locationId,
    });
    expect(stored.values).toMatchObject({
      rego: 'ABC123',
      kms: 60_000,
      adjustmentAnswers: goodAnswers,
      valuation: (result.answer as { valuation: unknown }).valuation,
      trade_in_vehicle: { make: 'Toyota', model: 'HiLux', badge: 'SR5' },
    });
  });

  it("files an accepted offer as '3. Offer Accepted'", async () => {
    const result = await submit(wizard({ offer_accepted: true }));
    const stored = (await service.list(site)).find((l) => l.id === result.leadId)!;
    expect(stored.subcategory).toBe('3. Offer Accepted');
    expect(stored.values.offer_accepted).toBe(true);
  });

  it('still takes the lead of an old car, with no estimate, and will not accept an offer for it', async () => {
    const result = await submit(wizard({ rego: 'OLD123', regoState: 'VIC' }));
    expect(result.answer).toMatchObject({ vehicle: { year: 2012 }, valuation: null });
    const stored = (await service.list(site)).find((l) => l.id === result.leadId)!;
    expect(stored.subcategory).toBe('1. Valuation Requested');
    expect(stored.values.valuation).toBeNull();

    const before = (await service.list(site)).length;
    await expect(
      submit(wizard({ rego: 'OLD123', regoState: 'VIC', offer_accepted: true })),
    ).rejects.toMatchObject({ status: 422, code: 'no_online_estimate' });
    expect(await service.list(site)).toHaveLength(before);
  });

  it('never takes a valuation or vehicle from the browser', async () => {
    await expect(
      submit(wizard({ valuation: { low: 1, estimate: 999_999, high: 1_000_000 } })),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      submit(wizard({ trade_in_vehicle: { make: 'Ferrari', model: 'F40', year: 2025 } })),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('checks every step of the wizard again, with the step messages', async () => {
    await expect(
      submit(wizard({ kms: 'lots', adjustmentAnswers: { ...goodAnswers, keys: 'none' } })),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        kms: 'Please enter the kilometres as a number, like 85000.',
        'adjustmentAnswers.keys': 'Please tell us how many keys you have.',
      },
    });
  });

  it('puts the trade-in vehicle, its answers and the estimate in the ADF document', async () => {
    const result = await submit(wizard({ offer_accepted: true }));
    const stored = (await service.list(site)).find((l) => l.id === result.leadId)!;
    const adf = leadToAdf(
      { ...stored, vehicle: null },
      {
        locationId,
        name: 'Sales',
        phone: null,
        street: null,
        city: null,
        state: null,
        postcode: null,
      },
      { siteName: site.name, provider: site.content.poweredBy },
    );
    const valuation = (result.answer as { valuation: { estimate: number } }).valuation;
    expect(adf).toContain('<vehicle interest="trade-in" status="used">');
    expect(adf).toContain('<make>Toyota</make>');
    expect(adf).toContain('<model>HiLux</model>');
    expect(adf).toContain('<odometer status="original" units="km">60000</odometer>');
    expect(adf).toContain(`<price type="appraisal" currency="AUD">${valuation.estimate}</price>`);
    expect(adf).toContain('Rego ABC123 NSW');
    expect(adf).toContain('Has the vehicle been in an accident?: No (0%)');
    expect(adf).toContain('What condition are the body and paint in?: Good');
    expect(adf).toContain('Offer accepted by the customer');
  });

  it('saves a lead’s valuation in its own column, for its own site only', async () => {
    const result = await submit(wizard());
    expect(await repository.saveLeadValuation(other.slug, result.leadId)).toBe(false);
    expect(await repository.saveLeadValuation(site.slug, result.leadId)).toBe(true);
    const stored = (await service.list(site)).find((l) => l.id === result.leadId)!;
    expect(stored.valuation).toEqual((result.answer as { valuation: unknown }).valuation);

    const old = await submit(wizard({ rego: 'OLD123', regoState: 'VIC' }));
    expect(await repository.saveLeadValuation(site.slug, old.leadId)).toBe(false);
  });
});
