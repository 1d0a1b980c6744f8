// A dealer's stock feed into a site: `npm run stock -- import --site <slug> <file|url>`. Writes
// through the store: with DATABASE_URL to PostgreSQL (the running apps see the change within a
// second); else to the embedded store of the site's template app, handed to the app when it is
// running (it holds the store) so that its search and pages change at once.
import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine, runCommand, UsageError } from '../../command-line/command-line';
import { checkEnvironment } from '../../command-line/environment';

const USAGE = `Usage: npm run stock -- import --site <slug> [--mode merge|replace] [--mapping <file>]
                        [--watch] [--data-dir <dir>] <file|url>
Imports a stock feed (CSV with a header row, or JSON: a list of cars) into a site. Each row is
checked; a bad row is printed as "row <n>, <field>: <reason>" and nothing of it is written.
Uses DATABASE_URL when set, else the embedded store of the site's template app
(templates/<app>/.data/pglite, or --data-dir / DATA_DIR); when the app is running it holds that
store and the import is handed to it.
  import              import the feed
  --site <slug>       the site whose stock this is
  --mode <mode>       merge (default): the feed's cars are added or changed, others stay;
                      replace: the site's cars missing from the feed are marked sold today
  --mapping <file>    a JSON file naming the feed's columns in our field names
  --watch             import the file again each time it changes (Ctrl-C ends)
  --data-dir <dir>    the embedded store's folder
  -h, --help          this text
Exit code: 0 when every row was imported, 1 when a row was rejected (the good rows are
imported) or the import failed, 2 when called wrongly.`;

const WATCH_DEBOUNCE_MS = 500;

async function main() {
  checkEnvironment(); // a wrong variable stops the command, named
  const { values, positionals } = parseCommandLine(USAGE, {
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      mode: { type: 'string', default: 'merge' },
      mapping: { type: 'string' },
      watch: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
    },
  });
  const [command, source, ...rest] = positionals;
  if (command !== 'import')
    throw new UsageError(command ? `Unknown command "${command}".` : 'Name the command: import.');
  if (!values.site) throw new UsageError('Name the site: --site <slug>.');
  if (!source) throw new UsageError('Name the feed: a file or an http(s) address.');
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const isUrl = /^https?:\/\//i.test(source);
  if (values.watch && isUrl) throw new UsageError('--watch watches a file, not an address.');
  // imported here so that an invalid site config is reported like any other start-up error
  const [{ getSiteBySlug }, { importModes }, { FeedError, parseFeedMapping }, { runStockImport }] =
    await Promise.all([
      import('@dealer/site-config'),
      import('./import-stock'),
      import('./feed-reader'),
      import('./stock-import-run'),
    ]);
  const mode = values.mode as (typeof importModes)[number];
  if (!importModes.includes(mode)) throw new UsageError('--mode is merge or replace.');
  const site = getSiteBySlug(values.site);
  if (!site) throw new Error(`There is no site "${values.site}".`);
  const mapping = values.mapping
    ? parseFeedMapping(readFile(values.mapping, 'mapping file'))
    : undefined;
  const dataDir =
    values['data-dir'] ??
    (process.env.DATA_DIR || path.join('templates', site.template, '.data', 'pglite'));
  const run = async () => {
    const text = isUrl ? await download(source) : readFile(source, 'feed');
    return runStockImport({
      site,
      mode,
      mapping,
      name: source,
      text,
      databaseUrl: process.env.DATABASE_URL || null,
      dataDir,
      out: process.stdout,
      progress: process.stderr,
    });
  };
  if (!values.watch) {
    const summary = await run();
    if (summary.rejected.length > 0) process.exitCode = 1;
    return;
  }
  // --watch: again whenever the file changes, one import at a time
  const again = async () => {
    try {
      await run();
    } catch (error) {
      console.error(
        error instanceof FeedError || error instanceof Error
          ? `Error: ${error.message}`
          : String(error),
      );
    }
    console.error(`Watching ${source} for changes (Ctrl-C ends).`);
  };
  let running = again();
  let timer: ReturnType<typeof setTimeout> | null = null;
  fs.watchFile(source, { interval: 250 }, (now, before) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(again);
    }, WATCH_DEBOUNCE_MS);
  });
  await new Promise<void>((resolve) => process.once('SIGINT', resolve));
  fs.unwatchFile(source);
  if (timer) clearTimeout(timer);
  await running;
}

function readFile(file: string, what: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the ${what} ${file} (${(error as NodeJS.ErrnoException).code}).`);
  }
}

async function download(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The feed at ${url} answered ${response.status}.`);
  return response.text();
}

runCommand(USAGE, main);
