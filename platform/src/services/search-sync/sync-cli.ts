// Pushes every site's stock and the index settings of a template app to Meilisearch:
//   npx tsx platform/src/services/search-sync/sync-cli.ts --template toyota
// (MEILISEARCH_HOST, MEILISEARCH_SEARCH_KEY, MEILISEARCH_SEARCH_KEY_UID as the apps have them,
// plus MEILISEARCH_ADMIN_KEY: this command is the only one that writes the index)
import { parseCommandLine, runCommand, UsageError } from '../../command-line/command-line';

const USAGE = `Usage: npx tsx platform/src/services/search-sync/sync-cli.ts --template <app>
Pushes the stock of every site of a template app, and the index settings, to Meilisearch.
Needs MEILISEARCH_HOST, MEILISEARCH_SEARCH_KEY, MEILISEARCH_SEARCH_KEY_UID and MEILISEARCH_ADMIN_KEY
(and MEILISEARCH_INDEX_UID when the index is not "stock").
  --template <app>   the template app whose sites are pushed (generic, toyota, caravan, ...)
  -h, --help         this text`;

async function main() {
  const { values } = parseCommandLine(USAGE, { options: { template: { type: 'string' } } });
  const [{ sitesOfTemplate, templates }, store, search] = await Promise.all([
    import('@dealer/site-config'),
    import('../../store'),
    import('../../search'),
  ]);
  const template = templates.find((name) => name === values.template);
  if (!template) throw new UsageError(`Name the template app: --template ${templates.join('|')}`);
  const config = search.meilisearchConfigFromEnv();
  if (!config) throw new Error('Set MEILISEARCH_HOST and its keys to sync stock to Meilisearch.');
  const sites = sitesOfTemplate(template);
  const client = search.createMeilisearchClient(config);
  const { stock, handle } = await store.openStore();
  try {
    for (const site of sites) {
      const documents = await search.siteStockDocuments(stock, site);
      await search.pushStockToMeilisearch(client, config, site, documents);
      console.log(`  ${site.slug}: ${documents.length} documents pushed to ${config.host}`);
    }
  } finally {
    await handle.close();
  }
}

runCommand(USAGE, main);
