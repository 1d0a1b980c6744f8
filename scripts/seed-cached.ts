// Seeds a template app's embedded store in a new data directory by copying a store seeded once.
//   npx tsx scripts/seed-cached.ts --template <app> --data-dir <dir>
// The test command starts a dozen apps of three templates, each on a fresh data directory:
// seeding one takes many seconds, copying a seeded one a fraction of one. The copy is kept in
// .data/seed-cache under a key of the template, the demo reference day and the sources that
// decide what a seed writes, so a change to any of them seeds afresh. A data directory that
// already holds a store (an app restarted on its own data) is seeded in place, as before: the
// seed command leaves loaded data as it is. With DATABASE_URL set nothing is cached.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exitWithUsage, parseCommandLine } from '../platform/src/command-line/command-line';

const root = path.resolve(import.meta.dirname, '..');
const USAGE = `Usage: npx tsx scripts/seed-cached.ts --template <app> --data-dir <dir>
Seeds a template app's embedded store in <dir> (a copy of one seeded once, kept in
.data/seed-cache); a <dir> that already holds a store is seeded in place.
  --template <app>    the template app whose demo sites are loaded
  --data-dir <dir>    the embedded store's folder
  -h, --help          this text`;

/** The folders whose files decide what a seed writes. */
const seedSources = [
  'platform/src/demo',
  'platform/src/store',
  'platform/drizzle',
  'site-config/src',
  'profiles/src',
];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The cache key of a template's seed: the template, the UTC day and its sources' content. */
export function seedKey(template: string, day: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of seedSources.flatMap((dir) => filesUnder(path.join(root, dir)))) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  }
  return `${template}-${day}-${hash.digest('hex').slice(0, 16)}`;
}

function seed(template: string, dataDir: string) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'platform/src/store/seed-cli.ts'),
      '--template',
      template,
      '--data-dir',
      dataDir,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Whether the process that took a seed lock still runs (a lock just made has no pid yet). */
export function lockHolderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // no pid file: just made, or left by a process stopped before it wrote one
    const made = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    return Date.now() - made < 10_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seeded copy of a template's store: seeded by the first caller, awaited by the others. */
async function cachedSeed(template: string): Promise<string> {
  const cacheDir = path.join(root, '.data/seed-cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const key = seedKey(template, new Date().toISOString().slice(0, 10));
  const ready = path.join(cacheDir, key);
  const lock = `${ready}.lock`;
  for (const deadline = Date.now() + 300_000; !fs.existsSync(ready); await sleep(200)) {
    if (Date.now() > deadline) throw new Error(`the seed of ${template} did not finish`);
    try {
      fs.mkdirSync(lock); // one seeds, the others wait for its copy
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    } catch {
      // a lock whose seeding process is gone (stopped half way) is taken over
      if (!lockHolderAlive(lock)) fs.rmSync(lock, { recursive: true, force: true });
      continue;
    }
    try {
      if (fs.existsSync(ready)) break;
      const work = `${ready}.tmp-${process.pid}`;
      fs.rmSync(work, { recursive: true, force: true });
      seed(template, work);
      fs.renameSync(work, ready);
      // earlier days' and sources' copies are of no more use
      for (const old of fs.readdirSync(cacheDir))
        if (old.startsWith(`${template}-`) && old !== key && !old.endsWith('.lock'))
          fs.rmSync(path.join(cacheDir, old), { recursive: true, force: true });
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return ready;
}

async function main() {
  const { values } = parseCommandLine(USAGE, {
    options: { template: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const { template, 'data-dir': dataDir } = values;
  if (!template || !dataDir) exitWithUsage(USAGE, '--template and --data-dir are required.');
  const holdsStore = fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;
  if (process.env.DATABASE_URL || holdsStore) return seed(template, dataDir);
  const copy = await cachedSeed(template);
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  fs.cpSync(copy, dataDir, { recursive: true });
  console.log(`  ${template}: store copied from ${path.relative(root, copy)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
