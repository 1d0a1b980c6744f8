import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles, matchesETag, staticFileOf, type StaticFiles } from './static-files';

describe('staticFileOf', () => {
  it.each([
    ['/_next/static/chunks/0xzcmcgvr0ess.js', 'chunks/0xzcmcgvr0ess.js'],
    ['/_next/static/chunks/2w2w0ngj9-26j.css', 'chunks/2w2w0ngj9-26j.css'],
    [
      '/_next/static/R_hwCX8CK402NYh3NE4us/_buildManifest.js',
      'R_hwCX8CK402NYh3NE4us/_buildManifest.js',
    ],
    ['/_next/static/media/font.4c1d.woff2', 'media/font.4c1d.woff2'],
  ])('names the build file of %s', (pathname, file) => {
    expect(staticFileOf('/app/.next/static', pathname)).toBe(path.join('/app/.next/static', file));
  });

  it.each([
    ['another prefix', '/_next/image/chunks/a.js'],
    ['a page', '/search'],
    ['a parent segment', '/_next/static/../server/app.js'],
    ['an encoded parent segment', '/_next/static/%2e%2e/BUILD_ID.js'],
    ['an encoded slash', '/_next/static/chunks%2Fa.js'],
    ['an empty segment', '/_next/static/chunks//a.js'],
    ['a dot segment', '/_next/static/./a.js'],
    ['a backslash', '/_next/static/chunks\\a.js'],
    ['a type the build does not write', '/_next/static/chunks/a.html'],
    ['no file name', '/_next/static/'],
  ])('refuses %s', (_case, pathname) => {
    expect(staticFileOf('/app/.next/static', pathname)).toBeNull();
  });
});

describe('matchesETag', () => {
  it('matches the tag, a weak form of it, one of a list and *; nothing else', () => {
    expect(matchesETag('"abc"', '"abc"')).toBe(true);
    expect(matchesETag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesETag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesETag('*', '"abc"')).toBe(true);
    expect(matchesETag('"abd"', '"abc"')).toBe(false);
    expect(matchesETag(undefined, '"abc"')).toBe(false);
  });
});

describe('createStaticFiles, serving a build folder', () => {
  let dir = '';
  let files: StaticFiles;
  let server: http.Server;
  let port = 0;
  const script = `console.log(${JSON.stringify('a chunk '.repeat(400))});\n`;

  interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }

  const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: pathname, method, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    fs.mkdirSync(path.join(dir, 'chunks'));
    fs.writeFileSync(path.join(dir, 'chunks', 'main.js'), script);
    fs.writeFileSync(path.join(dir, 'chunks', 'small.css'), '.a{color:red}');
    fs.writeFileSync(path.join(dir, 'chunks', 'gone.js'), script);
    fs.writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-secret.js`), 'secret');
    files = createStaticFiles(dir);
    // what the app server does: a file of the build is answered here, the rest by Next.js
    server = http.createServer((req, res) => {
      void files.answer(req, res).then((answered) => {
        if (!answered) res.writeHead(418).end('left to Next.js');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.join(path.dirname(dir), `${path.basename(dir)}-secret.js`), { force: true });
  });

  it('answers a script in brotli to a browser, in gzip to a client that takes only gzip, with the headers Next.js gives it', async () => {
    const browser = await get('/_next/static/chunks/main.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(browser.status).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(browser.body).toString()).toBe(script);
    expect(browser.headers['content-length']).toBe(String(browser.body.length));
    expect(browser.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(browser.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(browser.headers.vary).toBe('Accept-Encoding');
    expect(browser.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(browser.headers['x-content-type-options']).toBe('nosniff');
    expect(browser.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(browser.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const gzipOnly = await get('/_next/static/chunks/main.js', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(script);
    expect(gzipOnly.headers.etag).toBe(browser.headers.etag);
  });

  it('answers the file as it is to a client that takes no coding, and a small file uncompressed', async () => {
    const plain = await get('/_next/static/chunks/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const small = await get('/_next/static/chunks/small.css', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(small.body.toString()).toBe('.a{color:red}');
  });

  it('answers 304 to a client that has the file, and HEAD with the headers alone', async () => {
    const first = await get('/_next/static/chunks/main.js');
    const again = await get('/_next/static/chunks/main.js', {
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const head = await get('/_next/static/chunks/main.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(head.body.length).toBe(0);
  });

  it('reads a file once: it is answered from memory after the first request', async () => {
    expect((await get('/_next/static/chunks/gone.js')).status).toBe(200);
    fs.rmSync(path.join(dir, 'chunks', 'gone.js'));
    const later = await get('/_next/static/chunks/gone.js', { 'accept-encoding': 'gzip' });
    expect(later.status).toBe(200);
    expect(zlib.gunzipSync(later.body).toString()).toBe(script);
  });

  it('leaves to Next.js a name the build did not write, a way out of the folder, a range and a POST', async () => {
    expect((await get('/_next/static/chunks/none.js')).status).toBe(418);
    expect((await get(`/_next/static/../${path.basename(dir)}-secret.js`)).status).toBe(418);
    expect((await get('/_next/static/chunks/main.js', { range: 'bytes=0-9' })).status).toBe(418);
    expect((await get('/_next/static/chunks/main.js', {}, 'POST')).status).toBe(418);
    expect((await get('/search')).status).toBe(418);
    // a name asked for that the build did not write is not kept
    expect(files.kept().files).toBe(3);
  });
});
