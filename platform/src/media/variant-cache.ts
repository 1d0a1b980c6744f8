import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// The picture variants (and the originals they are made from) kept on disk in the data
// directory, bounded in size: the least recently used files go first. A variant asked for by many
// shoppers at once is made once (the others wait for the same work), and nothing that failed is
// kept. Each entry's ETag is the hash of its bytes.

export interface CachedFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

interface Entry {
  file: string;
  size: number;
  usedAt: number;
  contentType: string;
  etag: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'application/octet-stream': 'bin',
};
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/** A cache key's file-safe name: the hash of the key's text. */
export function cacheKeyOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The hash of a file's bytes, its ETag's text (22 URL-safe characters). */
const hashOf = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 22);

export const etagOf = (body: Buffer) => `"${hashOf(body)}"`;

export interface VariantCache {
  /** The entry of a key, made by `make` the first time (once, however many ask at once). */
  getOrMake(
    key: string,
    make: () => Promise<{ body: Buffer; contentType: string }>,
  ): Promise<CachedFile>;
  /** The entry's ETag when it is cached, without reading it. */
  etag(key: string): Promise<string | null>;
  /** bytes on disk now */
  size(): Promise<number>;
}

export function createVariantCache(options: { dir: string; maxBytes: number }): VariantCache {
  const { dir, maxBytes } = options;
  const entries = new Map<string, Entry>();
  let total = 0;
  const making = new Map<string, Promise<CachedFile>>();

  // what an earlier process left: read once, each file's age as its last use
  const loaded = (async () => {
    await fs.mkdir(/*turbopackIgnore: true*/ dir, { recursive: true, mode: 0o700 });
    // each file is named {key}.{hash of its bytes}.{type}: nothing is read to know it
    for (const name of await fs.readdir(/*turbopackIgnore: true*/ dir)) {
      const match = /^([0-9a-f]{64})\.([\w-]{22})\.([a-z]+)$/.exec(name);
      if (!match || !TYPES[match[3]!]) continue;
      const file = path.join(/*turbopackIgnore: true*/ dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) continue;
      entries.set(match[1]!, {
        file,
        size: stat.size,
        usedAt: stat.mtimeMs,
        contentType: TYPES[match[3]!]!,
        etag: `"${match[2]!}"`,
      });
      total += stat.size;
    }
  })();

  async function evict() {
    if (total <= maxBytes) return;
    const oldest = [...entries.entries()].sort(([, a], [, b]) => a.usedAt - b.usedAt);
    for (const [key, entry] of oldest) {
      if (total <= maxBytes) break;
      entries.delete(key);
      total -= entry.size;
      await fs.rm(entry.file, { force: true });
    }
  }

  async function read(key: string): Promise<CachedFile | null> {
    const entry = entries.get(key);
    if (!entry) return null;
    const body = await fs.readFile(entry.file).catch(() => null);
    if (!body) {
      entries.delete(key);
      total -= entry.size;
      return null;
    }
    entry.usedAt = Date.now();
    return { body, contentType: entry.contentType, etag: entry.etag };
  }

  return {
    async getOrMake(key, make) {
      await loaded;
      const cached = await read(key);
      if (cached) return cached;
      let work = making.get(key);
      if (!work) {
        work = (async () => {
          const made = await make();
          const ext = EXTENSIONS[made.contentType] ?? 'bin';
          const hash = hashOf(made.body);
          const file = path.join(/*turbopackIgnore: true*/ dir, `${key}.${hash}.${ext}`);
          const temporary = `${file}.${process.pid}.tmp`;
          await fs.writeFile(temporary, made.body, { mode: 0o600 });
          await fs.rename(temporary, file);
          const etag = `"${hash}"`;
          const before = entries.get(key);
          if (before) {
            total -= before.size;
            if (before.file !== file) await fs.rm(before.file, { force: true });
          }
          entries.set(key, {
            file,
            size: made.body.length,
            usedAt: Date.now(),
            contentType: made.contentType,
            etag,
          });
          total += made.body.length;
          await evict();
          return { body: made.body, contentType: made.contentType, etag };
        })().finally(() => making.delete(key));
        making.set(key, work);
      }
      return work;
    },
    async etag(key) {
      await loaded;
      const entry = entries.get(key);
      if (!entry) return null;
      entry.usedAt = Date.now();
      return entry.etag;
    },
    async size() {
      await loaded;
      return total;
    },
  };
}
