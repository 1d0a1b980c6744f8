// Opens an app's store, applies migrations and loads its demo sites (idempotent). The only way
// demo stock gets into a store: the app itself never loads it.
import { type TemplateName } from '@dealer/site-config';
import { parseCommandLine, runCommand, UsageError } from '../command-line/command-line';
import { checkEnvironment } from '../command-line/environment';
import { openDatabase } from './database';
import { demoReferenceDate } from '../demo';
import { loadDemoSites } from './demo-load';

const USAGE = `Usage: npx tsx platform/src/store/seed-cli.ts --template <app> [--data-dir <dir>] [--replace-stock]
Opens a template app's store, applies the migrations and loads its demo sites (once per dataset
version). Uses DATABASE_URL when set, else the embedded store in --data-dir (or DATA_DIR).
  --template <app>    the template app whose demo sites are loaded (generic, toyota, caravan, ...)
  --data-dir <dir>    the embedded store's folder (default: DATA_DIR)
  --replace-stock     replace stock that the seed command did not load
  -h, --help          this text`;

async function main() {
  checkEnvironment(); // a wrong variable stops the command, named
  const { values } = parseCommandLine(USAGE, {
    options: {
      template: { type: 'string' },
      'data-dir': { type: 'string' },
      'replace-stock': { type: 'boolean', default: false },
    },
  });
  // imported here so that an invalid site config is reported like any other start-up error
  const { sitesOfTemplate, templates } = await import('@dealer/site-config');
  const template = values.template as TemplateName | undefined;
  if (!template || !templates.includes(template)) {
    throw new UsageError(`--template must be one of ${templates.join(', ')}.`);
  }
  const started = performance.now();
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? null,
  });
  try {
    const results = await loadDemoSites(handle.db, sitesOfTemplate(template), demoReferenceDate(), {
      replaceStock: values['replace-stock'],
    });
    for (const r of results) {
      console.log(
        `  ${template}: ${r.site} ${r.loaded ? `loaded ${r.cars} cars, ${r.locations} locations` : `already loaded (${r.cars} cars)`}`,
      );
    }
    console.log(
      `  ${template}: store ready in ${handle.where} (${Math.round(performance.now() - started)} ms)`,
    );
  } finally {
    await handle.close();
  }
}

runCommand(USAGE, main, (error) =>
  error instanceof Error && (error.name === 'DataDirError' || error.name === 'SiteConfigError')
    ? `Error: ${error.message}`
    : error,
);
