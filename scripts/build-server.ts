// Compiles the app server (platform/src/runtime/serve-cli.ts and the runtime it loads: the
// store, search, followers, page cache) into one plain JavaScript file, so an app starts on
// Node alone, without compiling the platform's TypeScript as it loads (tsx); and the seed
// command beside it (platform/dist/seed-cli.mjs), which loads the demo sites into a new store
// in production the same way. The packages stay
// outside the file and load from platform/node_modules, as the platform's own imports would.
// It is written again only when one of the files it was made from changed (or this script).
//   npx tsx scripts/build-server.ts [--force]
import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine, runCommand } from '../platform/src/command-line/command-line';

const USAGE = `Usage: npx tsx scripts/build-server.ts [--force]
Compiles the app server into platform/dist/serve-cli.mjs (run it as
node platform/dist/serve-cli.mjs --app templates/<app> --port <port>) and the seed command into
platform/dist/seed-cli.mjs; does nothing when they are newer than every source they were made
from.
  --force      compile even when it is up to date
  -h, --help   this text`;

const defaultRoot = path.resolve(import.meta.dirname, '..');

/** The commands compiled, by their file's name in platform/dist. */
const ENTRIES = {
  'serve-cli': 'platform/src/runtime/serve-cli.ts',
  'seed-cli': 'platform/src/store/seed-cli.ts',
  // the embedded store's thread, which the compiled server starts beside it
  'pglite-worker': 'platform/src/store/pglite-worker.ts',
};

/** Where the compiled server of the repository at `root` is, and the list of its sources. */
export function serverBundlePaths(root = defaultRoot): {
  bundle: string;
  seed: string;
  worker: string;
  inputs: string;
} {
  const dir = path.join(root, 'platform/dist');
  return {
    bundle: path.join(dir, 'serve-cli.mjs'),
    seed: path.join(dir, 'seed-cli.mjs'),
    worker: path.join(dir, 'pglite-worker.mjs'),
    inputs: path.join(dir, 'serve-cli.inputs.json'),
  };
}

/** Whether the compiled server is missing or older than a file it was made from. */
export function serverBundleStale(root = defaultRoot): boolean {
  const { bundle, seed, worker, inputs } = serverBundlePaths(root);
  const built = Math.min(
    ...[bundle, seed, worker].map(
      (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1,
    ),
  );
  if (built < 0 || !fs.existsSync(inputs)) return true;
  const sources = JSON.parse(fs.readFileSync(inputs, 'utf8')) as string[];
  return sources.some((file) => {
    const changed = fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs;
    return changed === undefined || changed > built;
  });
}

/**
 * Compiles the server when it is stale (or always, with `force`); several processes may ask at
 * once: each writes its own temporary files and renames them into place whole. Answers the
 * compiled file.
 */
export async function ensureServerBundle(
  root = defaultRoot,
  { force = false } = {},
): Promise<string> {
  const { bundle, inputs } = serverBundlePaths(root);
  if (!force && !serverBundleStale(root)) return bundle;
  const { build } = await import('esbuild');
  const dist = path.dirname(bundle);
  const temporary = path.join(dist, `.build-${process.pid}-${Date.now()}`);
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: temporary,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
    // Next.js makes 'server-only' an empty module on the server; so does the compiled server
    alias: { 'server-only': './platform/node_modules/server-only/empty.js' },
    // the workspace's own packages are compiled in; every other package is imported as it is
    plugins: [
      {
        name: 'packages-outside',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@dealer/') || args.path === 'server-only'
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const sources = [
    ...Object.keys(result.metafile.inputs),
    path.relative(root, import.meta.filename),
  ];
  const temporaryInputs = `${inputs}.${process.pid}.tmp`;
  fs.writeFileSync(temporaryInputs, JSON.stringify(sources.sort(), null, 1) + '\n');
  fs.renameSync(temporaryInputs, inputs);
  for (const name of Object.keys(ENTRIES)) {
    fs.renameSync(path.join(temporary, `${name}.mjs`), path.join(dist, `${name}.mjs`));
  }
  fs.rmSync(temporary, { recursive: true, force: true });
  return bundle;
}

async function main() {
  const { values } = parseCommandLine(USAGE, { options: { force: { type: 'boolean' } } });
  const force = values.force ?? false;
  const started = performance.now();
  const stale = force || serverBundleStale();
  const bundle = path.relative(defaultRoot, await ensureServerBundle(defaultRoot, { force }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    stale
      ? `App server compiled into ${bundle} in ${seconds} s`
      : `App server up to date (${bundle})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  runCommand(USAGE, main);
}
