import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSites } from '@dealer/site-config';
import { request, type RunningApp, startApp } from './app-server';
import { codeTextedTo } from './sms-outbox';

// Shopper sign-in against the built generic app (spec §2 sign-in and gated routes, §6): both of
// its demo sites with authentication on and /finance gated (a sites file), codes read from the
// SMS dev outbox. The code signs in with an HttpOnly, SameSite=Lax session cookie that opens the
// gated page; the same cookie on the other site of the same app opens nothing there; malformed
// bodies to each sign-in call are a 4xx with a message, never a 5xx.

const PORT = 3198;
const [first, second] = ['southern-cross-motors', 'harbour-city-cars'];
const hostOf = (slug: string) => `${slug}.localhost:${PORT}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-accounts-server-'));
const dataDir = path.join(work, 'pglite');
const outbox = path.join(work, 'sms-outbox');
const sitesFile = path.join(work, 'sites.json');
let app: RunningApp | null = null;

const post = (slug: string, pathname: string, body: string, headers: Record<string, string> = {}) =>
  request(PORT, hostOf(slug), 'POST', pathname, body, {
    'content-type': 'application/json',
    origin: `http://${hostOf(slug)}`,
    ...headers,
  });

const get = (slug: string, pathname: string, headers: Record<string, string> = {}) =>
  request(PORT, hostOf(slug), 'GET', pathname, undefined, headers);

/** The cookie header a browser sends back after these Set-Cookie headers. */
const cookieOf = (setCookie: string) =>
  setCookie
    .split(/,(?=\s*[\w.-]+=)/)
    .map((cookie) => cookie.trim().split(';')[0]!)
    .join('; ');

async function signIn(slug: string, mobile: string, e164: string) {
  const sent = await post(
    slug,
    '/api/auth/phone-number/send-otp',
    JSON.stringify({ phoneNumber: mobile }),
  );
  expect(sent.status, sent.body).toBe(200);
  const code = codeTextedTo(outbox, slug, e164);
  const verified = await post(
    slug,
    '/api/auth/phone-number/verify',
    JSON.stringify({ phoneNumber: mobile, code }),
  );
  expect(verified.status, verified.body).toBe(200);
  return verified;
}

beforeAll(async () => {
  const sites = demoSites
    .filter((site) => site.slug === first || site.slug === second)
    .map((site) => ({
      ...site,
      features: { ...site.features, authentication: true, gatedRoutes: ['finance'] },
    }));
  expect(sites).toHaveLength(2);
  fs.writeFileSync(sitesFile, JSON.stringify(sites));
  app = await startApp('generic', PORT, dataDir, hostOf(first), {
    SITES_FILE: sitesFile,
    SMS_OUTBOX_DIR: outbox,
  });
});

afterAll(async () => {
  await app?.stop();
});

describe('sign-in by mobile number with a code from the SMS outbox', () => {
  let cookie = '';

  it('signs in: the session cookie is HttpOnly and SameSite=Lax, and the site knows the shopper', async () => {
    const verified = await signIn(first, '0412 000 101', '+61412000101');
    expect(verified.json()).toEqual({ success: true });
    const setCookie = verified.headers['set-cookie'] ?? '';
    expect(setCookie).toMatch(/dealer\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/;\s*Secure/i); // served over http
    expect(verified.body).not.toMatch(/token/i);
    cookie = cookieOf(setCookie);
    const session = await get(first, '/api/auth/get-session', { cookie });
    expect(session.json()).toEqual({ signedIn: true, phoneNumber: '+61412000101' });
    expect((await get(first, '/api/auth/get-session')).json()).toEqual({
      signedIn: false,
      phoneNumber: null,
    });
  });

  it('sends a visitor of a gated page to sign-in (307) and lets the signed-in shopper in', async () => {
    const anonymous = await get(first, '/finance?car_type=used', {
      referer: `http://${hostOf(first)}/search/used-cars`,
    });
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.location).toBe(
      `/sign-in?type=finance&redirect=${encodeURIComponent('/finance?car_type=used')}&back=${encodeURIComponent('/search/used-cars')}`,
    );
    const signedIn = await get(first, '/finance?car_type=used', { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toContain('Finance');
    // trade-in is never gated
    expect((await get(first, '/trade-in')).status).toBe(200);
    // the sign-in page itself, and a signed-in shopper sent straight on
    expect((await get(first, '/sign-in?type=finance&redirect=%2Ffinance')).status).toBe(200);
    const already = await get(first, '/sign-in?redirect=%2Ffinance', { cookie });
    expect(already.status).toBe(307);
    expect(already.headers.location).toBe('/finance');
  });

  it("refuses one site's session on another site of the same app", async () => {
    expect((await get(second, '/api/auth/get-session', { cookie })).json()).toEqual({
      signedIn: false,
      phoneNumber: null,
    });
    const gated = await get(second, '/finance', { cookie });
    expect(gated.status).toBe(307);
    expect(gated.headers.location).toMatch(/^\/sign-in\?type=finance/);
    // the same number there is an account of its own
    const there = cookieOf(
      (await signIn(second, '0412000101', '+61412000101')).headers['set-cookie']!,
    );
    expect((await get(second, '/finance', { cookie: there })).status).toBe(200);
    expect((await get(first, '/api/auth/get-session', { cookie: there })).json()).toMatchObject({
      signedIn: false,
    });
  });

  it('refuses a second code within 30 seconds with 429 and a message', async () => {
    const again = await post(
      first,
      '/api/auth/phone-number/send-otp',
      JSON.stringify({ phoneNumber: '0412000101' }),
    );
    expect(again.status).toBe(429);
    expect((again.json() as { message: string }).message).toMatch(
      /^Please wait \d+ seconds? before asking for another code\.$/,
    );
  });

  it('signs out', async () => {
    const out = await post(first, '/api/auth/sign-out', '{}', { cookie });
    expect(out.status).toBe(200);
    expect((await get(first, '/api/auth/get-session', { cookie })).json()).toMatchObject({
      signedIn: false,
    });
    expect((await get(first, '/finance', { cookie })).status).toBe(307);
  });
});

describe('malformed bodies', () => {
  it('answers 1,000 generated malformed bodies to each sign-in call with a 4xx and a message', async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ phoneNumber: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          phoneNumber: fc.oneof(fc.string(), fc.double()),
          code: fc.oneof(fc.string(), fc.integer(), fc.array(fc.string())),
          extra: fc.string(),
        })
        .map((v) => JSON.stringify(v)),
      fc
        .record({ phoneNumber: fc.constant('0412 000 102'), code: fc.string({ maxLength: 5 }) })
        .map((v) => JSON.stringify(v)),
    );
    const samples = fc.sample(junk, { numRuns: 1000, seed: 20261127 });
    // a body the sign-out takes as it is (nothing, or an empty object) is not malformed there
    const emptyObject = (body: string) => {
      if (body.trim() === '') return true;
      try {
        const value = JSON.parse(body) as unknown;
        return (
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length === 0
        );
      } catch {
        return false;
      }
    };
    for (const endpoint of ['phone-number/send-otp', 'phone-number/verify', 'sign-out']) {
      let sent = 0;
      for (const body of samples) {
        if (endpoint === 'sign-out' && emptyObject(body)) continue;
        const answer = await post(first, `/api/auth/${endpoint}`, body);
        expect(answer.status, `${endpoint} ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${endpoint} ${body.slice(0, 200)}`).toBeLessThan(500);
        expect(typeof (answer.json() as { message: unknown }).message).toBe('string');
        sent += 1;
      }
      expect(sent).toBeGreaterThan(950);
    }
    expect((await get(first, '/api/site')).status).toBe(200);
    expect(app?.stderr() ?? '').not.toMatch(/TypeError|Unhandled/);
  }, 240_000);
});
