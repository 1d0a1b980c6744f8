import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutboxDir,
  emailTransportFromEnv,
  type EmailMessage,
  outboxEmailTransport,
  webhookEmailTransport,
} from './email-transport';

const message: EmailMessage = {
  site: 'swan-valley-toyota',
  to: 'jack.brown@example.com.au',
  subject: 'Used Toyota RAV4: 1 price drop at Swan Valley Toyota',
  text: 'Your saved search "Used Toyota RAV4" has 1 price drop.\n',
  html: '<p>Your saved search <strong>Used Toyota RAV4</strong> has 1 price drop.</p>',
  headers: {
    'List-Unsubscribe': '<https://www.swanvalleytoyota.com.au/pages/unsubscribe?token=t>',
  },
};

describe('the email dev outbox', () => {
  it('writes each message whole as a JSON file in the site’s folder, in the order sent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-email-outbox-'));
    let clock = Date.parse('2026-11-27T01:00:00Z');
    const transport = outboxEmailTransport(dir, () => new Date((clock += 1000)));
    await transport.send(message);
    await transport.send({ ...message, subject: 'Second' });
    const files = fs.readdirSync(path.join(dir, message.site)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    const first = JSON.parse(fs.readFileSync(path.join(dir, message.site, files[0]!), 'utf8'));
    expect(first).toEqual({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      sentAt: '2026-11-27T01:00:01.000Z',
    });
    const second = JSON.parse(fs.readFileSync(path.join(dir, message.site, files[1]!), 'utf8'));
    expect(second.subject).toBe('Second');
  });

  it('refuses a site name that is not a slug (no writing outside the outbox)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-email-outbox-'));
    await expect(outboxEmailTransport(dir).send({ ...message, site: '../etc' })).rejects.toThrow(
      'Not a site slug',
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('lives beside the data directory unless EMAIL_OUTBOX_DIR says where', () => {
    expect(emailOutboxDir({ DATA_DIR: '/srv/app/.data/pglite' })).toBe(
      '/srv/app/.data/email-outbox',
    );
    expect(emailOutboxDir({ EMAIL_OUTBOX_DIR: '/var/spool/dealer-email' })).toBe(
      '/var/spool/dealer-email',
    );
    expect(emailTransportFromEnv({ DATA_DIR: '/tmp/x/pglite' }).kind).toBe('outbox');
  });
});

describe('the email webhook', () => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let status = 202;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message as JSON with the bearer token', async () => {
    received.length = 0;
    status = 202;
    const transport = emailTransportFromEnv({
      EMAIL_WEBHOOK_URL: url,
      EMAIL_WEBHOOK_TOKEN: 'tok-1',
    });
    expect(transport.kind).toBe('webhook');
    await transport.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(JSON.parse(received[0]!.body)).toEqual({
      site: message.site,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
  });

  it('sends no authorization without a token, and fails on an answer that is not 2xx', async () => {
    received.length = 0;
    status = 503;
    const transport = webhookEmailTransport({ url });
    await expect(transport.send(message)).rejects.toThrow('The email webhook answered 503.');
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBeUndefined();
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => webhookEmailTransport({ url: 'file:///etc/passwd' })).toThrow(
      'EMAIL_WEBHOOK_URL must be an http(s) address',
    );
  });
});
