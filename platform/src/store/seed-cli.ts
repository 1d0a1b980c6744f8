// Opens an app's store, applies migrations and loads its demo sites (idempotent). The only way
// demo stock gets into a store: the app itself never loads it.
// Usage: tsx platform/src/store/seed-cli.ts --template generic [--data-dir DIR] [--replace-stock]
import { parseArgs } from 'node:util';
import { type TemplateName } from '@dealer/site-config';
import { openDatabase } from './database';
import { DataDirError } from './data-dir';
import { demoReferenceDate, loadDemoSites } from './demo-load';

async function main() {
  // imported here so that an invalid site config is reported like any other start-up error
  const { sitesOfTemplate, templates } = await import('@dealer/site-config');
  const { values } = parseArgs({
    options: {
      template: { type: 'string' },
      'data-dir': { type: 'string' },
      'replace-stock': { type: 'boolean', default: false },
    },
  });
  const template = values.template as TemplateName | undefined;
  if (!template || !templates.includes(template)) {
    throw new DataDirError(`--template must be one of ${templates.join(', ')}`);
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

main().catch((error: unknown) => {
  if (
    error instanceof Error &&
    (error.name === 'DataDirError' || error.name === 'SiteConfigError')
  ) {
    console.error(`Error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
