// Lists or exports a site's leads, and lists or retries the deliveries that used up their attempts:
//   npx tsx platform/src/services/leads/leads-cli.ts --site swan-valley-toyota [--format csv|adf|list] [--out dir]
//   npx tsx platform/src/services/leads/leads-cli.ts --site swan-valley-toyota --failed
//   npx tsx platform/src/services/leads/leads-cli.ts --site swan-valley-toyota --retry <delivery id>
// Reservations (spec §2 reserve online), each change logged with its time and who made it:
//   ... --site <slug> --reservations                  list them with their state
//   ... --site <slug> --reservation <id>              one, with its log
//   ... --site <slug> --confirm|--release|--refund <id> [--by <name>] [--note <text>]
//   ... --site <slug> --expire-holds                  release the held cars whose hold ended
// Uses the app's store (DATA_DIR or DATABASE_URL); stop the app first when it uses PGlite.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

async function main() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      format: { type: 'string', default: 'list' },
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      failed: { type: 'boolean', default: false },
      retry: { type: 'string' },
      reservations: { type: 'boolean', default: false },
      reservation: { type: 'string' },
      confirm: { type: 'string' },
      release: { type: 'string' },
      refund: { type: 'string' },
      'expire-holds': { type: 'boolean', default: false },
      by: { type: 'string' },
      note: { type: 'string' },
    },
  });
  const [
    { getSiteBySlug },
    { openDatabase },
    { createStockRepository },
    { createLeadRepository },
    leadsModule,
    { createReservationRepository },
    { createReservationService },
    { isReservationCommand, runReservationCommand },
    { paymentProviderFromEnv },
  ] = await Promise.all([
    import('@dealer/site-config'),
    import('../../store/database'),
    import('../../store/stock-repository'),
    import('../../store/lead-repository'),
    import('.'),
    import('../../store/reservation-repository'),
    import('../reservations/reservation-service'),
    import('../reservations/reservation-commands'),
    import('../payments'),
  ]);
  const site = values.site ? getSiteBySlug(values.site) : null;
  if (!site) throw new Error('Name a site: --site <slug>');
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir:
      values['data-dir'] ??
      (process.env.DATA_DIR || path.join('templates', site.template, '.data', 'pglite')),
  });
  try {
    const stock = createStockRepository(handle.db);
    const reservationCommand = {
      list: values.reservations,
      show: values.reservation,
      confirm: values.confirm,
      release: values.release,
      refund: values.refund,
      expire: values['expire-holds'],
      by: values.by,
      note: values.note,
    };
    if (isReservationCommand(reservationCommand)) {
      const service = createReservationService({
        repository: createReservationRepository(handle.db),
        stock,
        provider: paymentProviderFromEnv(process.env),
        outboxDir: values.out ?? '.',
      });
      for (const line of await runReservationCommand(service, site, reservationCommand))
        console.log(line);
      return;
    }
    const service = leadsModule.createLeadService({
      leads: createLeadRepository(handle.db),
      stock,
      outboxDir: values.out ?? '.',
    });
    if (values.failed) {
      const failed = await service.failedDeliveries(site);
      for (const { delivery, lead } of failed) {
        console.log(
          `${delivery.id}  lead ${lead.id}  ${delivery.destination} ${delivery.target}  ${delivery.attempts} attempts  ${delivery.lastError ?? ''}`,
        );
      }
      console.log(
        `${failed.length} failed ${failed.length === 1 ? 'delivery' : 'deliveries'} for ${site.name}`,
      );
      return;
    }
    if (values.retry) {
      if (!(await service.retryDelivery(site, values.retry))) {
        throw new Error(`${values.retry} is not a failed delivery of ${site.slug}.`);
      }
      console.log(
        `Delivery ${values.retry} is back in the outbox with fresh attempts; the running app sends it within a minute.`,
      );
      return;
    }
    const leads = await service.list(site);
    if (values.format === 'csv') {
      process.stdout.write(leadsModule.leadsToCsv(leads));
    } else if (values.format === 'adf') {
      const dir = values.out ?? path.join('lead-export', site.slug);
      fs.mkdirSync(dir, { recursive: true });
      const locations = await stock.listLocations(site);
      for (const lead of leads) {
        const adf = leadsModule.leadToAdf(
          { ...lead, vehicle: lead.vehicle as never },
          service.vendorOf(lead, locations),
          {
            siteName: site.name,
            provider: site.content.poweredBy,
          },
        );
        fs.writeFileSync(path.join(dir, `${lead.id}.adf.xml`), adf);
      }
      console.log(`${leads.length} ADF documents written to ${dir}`);
    } else {
      for (const lead of leads) {
        const v = lead.values as Record<string, unknown>;
        console.log(
          `${lead.createdAt.toISOString()}  ${lead.id}  ${lead.subcategory}  ${String(v.name ?? '')} ${String(v.email ?? '')}`,
        );
      }
      console.log(`${leads.length} leads for ${site.name}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
});
