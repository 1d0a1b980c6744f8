import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPhoto, getPhotoFrom } from './photo-fetch';

// Fetching a dealer's photo: never from a private address, never through a redirect, within its
// time and size. The https server here is local, with a certificate for photos.dealer.test.

describe('a photo host that resolves inside the network is refused before any connection', () => {
  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', 'fd00::1', '192.168.0.10'])(
    '%s',
    async (address) => {
      await expect(
        fetchPhoto(new URL('https://photos.dealer.test/a.jpg'), {
          lookup: async () => [{ address }],
        }),
      ).rejects.toMatchObject({
        status: 422,
        message: 'The photo host photos.dealer.test is not on the public internet.',
      });
    },
  );

  it('refuses a host with one public and one private address', async () => {
    await expect(
      fetchPhoto(new URL('https://photos.dealer.test/a.jpg'), {
        lookup: async () => [{ address: '203.0.113.7' }, { address: '127.0.0.1' }],
      }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasOpenssl)('GET from the checked address', () => {
  const host = 'photos.dealer.test';
  let server: https.Server;
  let port: number;
  let ca: string;
  const photo = Buffer.alloc(10_000, 7);

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-photo-tls-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
        .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')])
        .concat(['-days', '1', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`]),
      { stdio: 'ignore' },
    );
    ca = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    server = https.createServer(
      { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: ca },
      (req, res) => {
        if (req.url === '/moved.jpg')
          res.writeHead(302, { location: 'https://127.0.0.1/x.jpg' }).end();
        else if (req.url === '/slow.jpg') setTimeout(() => res.writeHead(200).end(photo), 1_000);
        else if (req.url === '/big.jpg') res.writeHead(200).end(Buffer.alloc(300_000));
        else if (req.url === '/gone.jpg') res.writeHead(404).end();
        else res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const get = (name: string, limits: { timeoutMs?: number; maxBytes?: number } = {}) =>
    getPhotoFrom(
      new URL(`https://${host}:${port}/${name}`),
      [{ address: '127.0.0.1', family: 4 }],
      {
        timeoutMs: limits.timeoutMs ?? 5_000,
        maxBytes: limits.maxBytes ?? 100_000,
        ca,
      },
    );

  it('answers the photo’s bytes', async () => {
    expect(await get('front.jpg')).toEqual(photo);
  });

  it('does not follow a redirect', async () => {
    await expect(get('moved.jpg')).rejects.toMatchObject({
      status: 502,
      message: 'The photo host answered with a redirect, which is not followed.',
    });
  });

  it('gives up on a host that does not answer in time', async () => {
    await expect(get('slow.jpg', { timeoutMs: 200 })).rejects.toMatchObject({
      status: 504,
      message: 'The photo host did not answer within 0.2 s.',
    });
  });

  it('cuts off a photo past its size limit, and says another answer is no photo', async () => {
    await expect(get('big.jpg')).rejects.toMatchObject({ status: 413 });
    await expect(get('gone.jpg')).rejects.toMatchObject({
      status: 502,
      message: 'The photo host answered 404.',
    });
  });
});
