import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outboxSmsTransport,
  smsOutboxDir,
  smsTransportFromEnv,
  webhookSmsTransport,
} from './sms-transport';

const message = { site: 'swan-valley-toyota', to: '+61412345678', body: '012345 is your code.' };

describe('the SMS dev outbox', () => {
  it('writes each message whole as a JSON file in the site’s folder, in the order sent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-sms-'));
    let clock = Date.parse('2026-11-20T10:00:00Z');
    const outbox = outboxSmsTransport(dir, () => new Date((clock += 1000)));
    await outbox.send(message);
    await outbox.send({ ...message, body: 'second' });
    const folder = path.join(dir, 'swan-valley-toyota');
    const files = fs.readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    const [first, second] = files.map(
      (file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as unknown,
    );
    expect(first).toEqual({
      to: '+61412345678',
      body: '012345 is your code.',
      sentAt: '2026-11-20T10:00:01.000Z',
    });
    expect(second).toMatchObject({ body: 'second' });
  });

  it('refuses a site that is not a slug (no folder outside the outbox)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-sms-'));
    await expect(outboxSmsTransport(dir).send({ ...message, site: '../etc' })).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.each<[string, Record<string, string>, string]>([
    ['SMS_OUTBOX_DIR', { SMS_OUTBOX_DIR: '/var/spool/sms' }, '/var/spool/sms'],
    [
      'beside the data directory',
      { DATA_DIR: '/srv/app/.data/pglite' },
      '/srv/app/.data/sms-outbox',
    ],
  ])('is found by %s', (_case, env, expected) => {
    expect(smsOutboxDir(env)).toBe(expected);
  });
});

describe('the SMS webhook', () => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let status = 200;
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message as JSON with the bearer token', async () => {
    await webhookSmsTransport({ url, token: 'the-token' }).send(message);
    const last = received.at(-1)!;
    expect(JSON.parse(last.body)).toEqual(message);
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers.authorization).toBe('Bearer the-token');
  });

  it('sends no Authorization header without a token, and fails on an answer other than 2xx', async () => {
    await webhookSmsTransport({ url }).send(message);
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
    status = 503;
    await expect(webhookSmsTransport({ url }).send(message)).rejects.toThrow(
      'The SMS webhook answered 503.',
    );
    status = 200;
  });

  it('is chosen by SMS_WEBHOOK_URL, else the outbox', () => {
    expect(smsTransportFromEnv({ SMS_WEBHOOK_URL: url }).kind).toBe('webhook');
    expect(smsTransportFromEnv({ DATA_DIR: '/tmp/x/pglite' }).kind).toBe('outbox');
    expect(() => webhookSmsTransport({ url: 'ftp://example.com/send' })).toThrow(/http/);
  });
});
