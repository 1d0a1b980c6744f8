// Checks the saved searches of the sites with shopper accounts once and sends their alerts, as
// the apps do every hour: `npm run alerts -- run [--site <slug>]`. Uses each app's store
// (DATABASE_URL, or the embedded store of the site's template app); stop the app first when it
// uses the embedded store. Messages go where the app sends them (the dev outboxes beside the
// data directory, or the SMS and email webhooks).
import path from 'node:path';
import { parseCommandLine, runCommand, UsageError } from '../../command-line/command-line';
import { checkEnvironment } from '../../command-line/environment';

const USAGE = `Usage: npm run alerts -- run [--site <slug>] [--data-dir <dir>]
Checks the saved searches of the sites with shopper accounts against their stock once, and
sends each search's digest of new cars and price drops (at most one a day; a search's first
check only records what it matches). Uses DATABASE_URL when set, else the embedded store of each
site's template app (templates/<app>/.data/pglite, or --data-dir / DATA_DIR); stop the app first
when it uses the embedded store.
  run                 check the searches and send the alerts
  --site <slug>       only this site
  --data-dir <dir>    the embedded store's folder
  -h, --help          this text`;

async function main() {
  checkEnvironment(); // a wrong variable stops the command, named
  const { values, positionals } = parseCommandLine(USAGE, {
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (command !== 'run') {
    throw new UsageError(command ? `Unknown command "${command}".` : 'Name the command: run.');
  }
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  // imported here so that an invalid site config is reported like any other start-up error
  const [
    { getSiteBySlug, siteRegistry },
    { openDatabase },
    { createStockRepository },
    { createSavedSearchRepository },
    { EmbeddedSearch, meilisearchConfigFromEnv, meilisearchSearchBackend },
    { smsTransportFromEnv },
    { emailTransportFromEnv },
    { runSearchAlerts },
  ] = await Promise.all([
    import('@dealer/site-config'),
    import('../../store/database'),
    import('../../store/stock-repository'),
    import('../../store/saved-search-repository'),
    import('../../search'),
    import('../sms'),
    import('../email'),
    import('./search-alerts-job'),
  ]);
  const named = values.site ? getSiteBySlug(values.site) : null;
  if (values.site && !named) throw new Error(`There is no site "${values.site}".`);
  const sites = (named ? [named] : siteRegistry.sites).filter((s) => s.features.authentication);
  if (named && sites.length === 0) {
    console.log(`${named.slug} has shopper accounts off: it has no saved searches.`);
    return;
  }
  const databaseUrl = process.env.DATABASE_URL || null;
  // one store for all with DATABASE_URL; else each template app's own
  const groups = new Map<string, typeof sites>();
  for (const site of sites) {
    const key = databaseUrl ? 'database' : site.template;
    groups.set(key, [...(groups.get(key) ?? []), site]);
  }
  const meilisearch = meilisearchConfigFromEnv();
  const totals = { checked: 0, recorded: 0, sent: 0, held: 0, failed: 0, unconfirmed: 0 };
  for (const [template, group] of groups) {
    const dataDir =
      values['data-dir'] ??
      (process.env.DATA_DIR || path.join('templates', template, '.data', 'pglite'));
    // the outboxes beside the store, as the app has them
    const env = { ...process.env, DATA_DIR: path.resolve(dataDir) };
    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const store = {
        stock: createStockRepository(handle.db),
        savedSearches: createSavedSearchRepository(handle.db),
      };
      const backend = meilisearch
        ? meilisearchSearchBackend(meilisearch)
        : new EmbeddedSearch(store.stock);
      const report = await runSearchAlerts(
        {
          store: async () => store,
          backend: async () => backend,
          sms: smsTransportFromEnv(env),
          email: emailTransportFromEnv(env),
          log: (line) => console.error(line),
        },
        group,
      );
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += report[key];
    } finally {
      await handle.close();
    }
  }
  console.log(
    `Checked ${totals.checked} saved ${totals.checked === 1 ? 'search' : 'searches'} of ${sites.length} ${sites.length === 1 ? 'site' : 'sites'}: ${totals.recorded} recorded for the first time, ${totals.sent} digests sent, ${totals.held} held until tomorrow, ${totals.failed} not sent, ${totals.unconfirmed} waiting for their email address to be confirmed.`,
  );
  if (totals.failed > 0) process.exitCode = 1;
}

runCommand(USAGE, main);
