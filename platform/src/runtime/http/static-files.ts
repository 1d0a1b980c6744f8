// The app's build output under /_next/static/ (its scripts and stylesheets) answered from
// memory. Each file is named by its content, so it never changes while the process runs. Next.js
// answers each request for one through its whole request pipeline and compresses it again, about
// 4 ms of the processor a file, and a page's first load asks for fifteen scripts (a click to
// another page, for its stylesheets, up to forty). Here each file is read once and compressed
// once per coding (brotli or gzip, as the page cache sends pages), then answered in a fraction of
// a millisecond with the headers Next.js gives it, a strong ETag and 304s. Anything else under
// the prefix (a name the build did not write, a range, another method) is left to Next.js, which
// answers it as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chosenEncoding } from './content-coding';
import { baseSecurityHeaders } from './security-headers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * A file's body in a content coding: made once, on the first request that takes it. Brotli at
 * quality 5: a build's scripts 5% smaller than gzip's in about the same time (quality 9 is 1%
 * smaller again, for twenty times the processor: 1.8 s for a build's 2.2 MB of scripts and
 * stylesheets).
 */
function encoded(body: Buffer, coding: 'br' | 'gzip'): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body);
}

/** Where Next.js serves the build's static files. */
export const STATIC_PREFIX = '/_next/static/';

/** The content types of the build's static files, as Next.js sends them. */
const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

/** Text files are compressed; pictures and fonts are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);

/** Smaller answers go uncompressed, as Next.js sends them (its threshold). */
const MIN_COMPRESSED_BYTES = 1024;

/** A file larger than this is left to Next.js (the build writes none near it). */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** How much the kept files may hold in all (a template's build output is about 3 MB). */
const MAX_KEPT_BYTES = 128 * 1024 * 1024;

/**
 * The file under the static folder a request's path names, or null when the path is not one the
 * build writes: letters, digits and `-_.~` in each segment, no encoded character, no `.` or `..`
 * segment, so no path leads out of the folder.
 */
export function staticFileOf(staticDir: string, pathname: string): string | null {
  if (!pathname.startsWith(STATIC_PREFIX)) return null;
  const segments = pathname.slice(STATIC_PREFIX.length).split('/');
  const named = segments.every(
    (segment) => /^[A-Za-z0-9._~-]+$/.test(segment) && segment !== '.' && segment !== '..',
  );
  if (!named || !(path.extname(pathname).toLowerCase() in contentTypes)) return null;
  return path.join(staticDir, ...segments);
}

/** Whether an If-None-Match header names the ETag (or is `*`). */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

interface KeptFile {
  body: Buffer;
  /** the body in brotli and in gzip, each made on the first request that takes it */
  codings: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
  etag: string;
  type: string;
  compress: boolean;
}

export interface StaticFiles {
  /** Answers a request for a build file (true), or leaves it to Next.js (false). */
  answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  /** How many files are kept, and their bytes (uncompressed). */
  kept(): { files: number; bytes: number };
}

/** The static files of the build whose static folder is `staticDir` (`<app>/.next/static`). */
export function createStaticFiles(staticDir: string): StaticFiles {
  const files = new Map<string, Promise<KeptFile | null>>();
  let keptBytes = 0;

  const load = async (file: string): Promise<KeptFile | null> => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.size > MAX_FILE_BYTES || keptBytes + stat.size > MAX_KEPT_BYTES) {
      return null;
    }
    const body = await fs.readFile(file);
    keptBytes += body.length;
    const extension = path.extname(file).toLowerCase();
    return {
      body,
      codings: {},
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      type: contentTypes[extension]!,
      compress: compressible.has(extension) && body.length >= MIN_COMPRESSED_BYTES,
    };
  };

  const keptFile = (file: string): Promise<KeptFile | null> => {
    let kept = files.get(file);
    if (!kept) {
      kept = load(file);
      files.set(file, kept);
      // a file not there (or too large) is asked about again next time: the map keeps only
      // what the build wrote, never a name a client made up
      void kept.then((found) => (found ? undefined : files.delete(file)));
    }
    return kept;
  };

  return {
    async answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (req.headers.range !== undefined) return false;
      const pathname = (req.url ?? '').split('?', 1)[0]!;
      const file = staticFileOf(staticDir, pathname);
      if (!file) return false;
      const kept = await keptFile(file);
      if (!kept) return false;
      const headers: Record<string, string | number> = {
        ...baseSecurityHeaders,
        'cache-control': 'public, max-age=31536000, immutable',
        etag: kept.etag,
        'content-type': kept.type,
        vary: 'Accept-Encoding',
      };
      if (matchesETag(req.headers['if-none-match'], kept.etag)) {
        res.writeHead(304, headers).end();
        return true;
      }
      let body = kept.body;
      const coding = kept.compress ? chosenEncoding(req.headers['accept-encoding']) : null;
      if (coding) {
        kept.codings[coding] ??= encoded(kept.body, coding);
        body = await kept.codings[coding];
        headers['content-encoding'] = coding;
      }
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
    kept() {
      return { files: files.size, bytes: keptBytes };
    },
  };
}
