import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { runInProcess } from '../../command-line/in-process';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createLeadRepository } from '../../store/lead-repository';
import { createStockRepository } from '../../store/stock-repository';
import { createLeadService, MAX_DELIVERY_ATTEMPTS } from './lead-service';

// The leads command lists the deliveries that used up their attempts and puts one back.

const cli = path.resolve(import.meta.dirname, 'leads-cli.ts');
const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const start = new Date('2026-11-24T00:00:00Z');

function runLeads(dataDir: string, args: string[]) {
  return runInProcess(cli, ['--site', toyota.slug, '--data-dir', dataDir, ...args], {
    DATABASE_URL: '',
  });
}

async function withService<T>(
  dataDir: string,
  work: (service: ReturnType<typeof createLeadService>, handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ dataDir });
  try {
    return await work(
      createLeadService({
        leads: createLeadRepository(handle.db),
        stock: createStockRepository(handle.db),
        outboxDir: path.join(dataDir, '..', 'outbox'),
        ipHashKey: 'test-ip-key',
      }),
      handle,
    );
  } finally {
    await handle.close();
  }
}

describe('leads command: failed deliveries', () => {
  let dataDir: string;
  let deliveryId: string;
  let leadId: string;

  beforeAll(async () => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-leads-cli-')), 'pglite');
    ({ deliveryId, leadId } = await withService(dataDir, async (service, handle) => {
      await loadDemoSite(handle.db, toyota, start);
      const submitted = await service.submit(
        toyota,
        {
          form: 'general-enquiry',
          values: {
            name: 'Jack',
            last_name: 'Brown',
            postcode: '6062',
            phone: '0423 456 789',
            email: 'jack.brown@example.com.au',
            message: 'Please call me back.',
            category: 'General Enquiry',
            location_id: 30201,
          },
        },
        { idempotencyKey: 'leads-cli-lead', now: start },
      );
      const refusing = {
        deliver: async () => {
          throw new Error('The dealer’s folder is full.');
        },
      };
      for (let attempt = 0; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
        await service.deliverDue(toyota, refusing, new Date(start.getTime() + attempt * 3_600_000));
      }
      const [failed] = await service.failedDeliveries(toyota);
      return { deliveryId: failed!.delivery.id, leadId: submitted.leadId };
    }));
  }, 60_000);

  it.each([
    [
      'lists the failed delivery with its lead, attempts and last error',
      () => ['--failed'],
      0,
      () => [
        new RegExp(
          `^${deliveryId}  lead ${leadId}  adf-folder .*  ${MAX_DELIVERY_ATTEMPTS} attempts  The dealer’s folder is full\\.$`,
          'm',
        ),
        /^1 failed delivery for Swan Valley Toyota$/m,
      ],
    ],
    [
      'puts it back in the outbox',
      () => ['--retry', deliveryId],
      0,
      () => [new RegExp(`^Delivery ${deliveryId} is back in the outbox with fresh attempts`)],
    ],
    [
      'lists none once it is back',
      () => ['--failed'],
      0,
      () => [/^0 failed deliveries for Swan Valley Toyota$/m],
    ],
    [
      'refuses a delivery that is not failed, in one sentence',
      () => ['--retry', deliveryId],
      1,
      () => [
        new RegExp(`^Error: ${deliveryId} is not a failed delivery of swan-valley-toyota\\.$`),
      ],
    ],
    [
      'refuses an id that is no delivery',
      () => ['--retry', leadId],
      1,
      () => [new RegExp(`^Error: ${leadId} is not a failed delivery of swan-valley-toyota\\.$`)],
    ],
  ])('%s', async (_case, args, status, expected) => {
    const result = await runLeads(dataDir, args());
    expect(result.status, result.stderr).toBe(status);
    const output = (status === 0 ? result.stdout : result.stderr).trim();
    for (const pattern of expected()) expect(output).toMatch(pattern);
  });

  it('leaves the retried delivery pending with fresh attempts', async () => {
    const deliveries = await withService(dataDir, (service) => service.deliveries(leadId));
    expect(deliveries).toMatchObject([
      { id: deliveryId, status: 'pending', attempts: 0, lastError: null, claimedBy: null },
    ]);
  });
});
