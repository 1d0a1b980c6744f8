// Lists or exports a site's leads, lists or retries the deliveries that used up their attempts, and
// changes a site's reservations (spec §2 reserve online), each change logged with its time and who
// made it. Uses the app's store (DATA_DIR or DATABASE_URL); stop the app first when it uses PGlite.
import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine, runCommand, UsageError } from '../../command-line/command-line';
import { checkEnvironment } from '../../command-line/environment';

const USAGE = `Usage: npx tsx platform/src/services/leads/leads-cli.ts --site <slug> [options]
Lists or exports a site's leads, retries failed deliveries, and lists or changes reservations.
Uses the app's store (DATABASE_URL, or the embedded store in --data-dir or DATA_DIR); stop the
app first when it uses the embedded store.
  --site <slug>              the site (required)
  --format list|csv|adf      how the leads are printed (default list; adf writes one file a lead)
  --out <dir>                where --format adf writes (default lead-export/<slug>)
  --data-dir <dir>           the embedded store's folder
  --failed                   list the deliveries that used up their attempts
  --retry <delivery id>      put a failed delivery back in the outbox
  --reservations             list the site's reservations with their state
  --reservation <id>         show one reservation with its log
  --confirm <id>             confirm a reservation
  --release <id>             release a reservation's car
  --refund <id>              refund a reservation's deposit in full
  --expire-holds             release the held cars whose hold ended
  --by <name>                who makes the change (goes into the log)
  --note <text>              a note for the log
  -h, --help                 this text`;

async function main() {
  checkEnvironment(); // a wrong variable stops the command, named
  const { values } = parseCommandLine(USAGE, {
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
  if (!values.site) throw new UsageError('Name a site: --site <slug>');
  if (!['list', 'csv', 'adf'].includes(values.format))
    throw new UsageError(`--format must be list, csv or adf, not "${values.format}".`);
  if (!site) throw new Error(`There is no site "${values.site}".`);
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
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
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
        fs.writeFileSync(path.join(dir, `${lead.id}.adf.xml`), adf, { mode: 0o600 });
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

runCommand(USAGE, main);
