// Pushes every site's stock and the index settings of a template app to Meilisearch:
//   npx tsx platform/src/search/sync-cli.ts --template toyota
// (MEILISEARCH_HOST, MEILISEARCH_SEARCH_KEY, MEILISEARCH_SEARCH_KEY_UID as the apps have them,
// plus MEILISEARCH_ADMIN_KEY: this command is the only one that writes the index)
import { parseArgs } from 'node:util';

async function main() {
  const { values } = parseArgs({ options: { template: { type: 'string' } } });
  const [{ sitesOfTemplate, templates }, store, search] = await Promise.all([
    import('@dealer/site-config'),
    import('../store'),
    import('.'),
  ]);
  const config = search.meilisearchConfigFromEnv();
  if (!config) throw new Error('Set MEILISEARCH_HOST and its keys to sync stock to Meilisearch.');
  const template = templates.find((name) => name === values.template);
  if (!template) throw new Error(`Name the template app: --template ${templates.join('|')}`);
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

main().catch((error: unknown) => {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
});
