import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { CODE_REFUSED_MESSAGE, CODE_SEND_CAPS, SIGN_IN_CODE } from '../../domain/sign-in-codes';
import { createShopperAccounts, type ShopperAccounts } from '../../services/accounts';
import { createRateLimiter } from '../../services/leads/rate-limit';
import { outboxSmsTransport } from '../../services/sms';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { handleAuthRequest } from './auth-requests';

// Sign-in by mobile number with a one-time code, through the site's /api/auth calls, against
// the embedded store (and PostgreSQL when TEST_DATABASE_URL is set): the code arrives in the dev
// outbox, it signs in once, it expires after 5 minutes and is spent by 5 wrong entries, and a
// session of one site means nothing on another.

const toyota = getSiteBySlug('swan-valley-toyota') as Site;
/** a second site with authentication on, of the same app */
const other: Site = { ...toyota, slug: 'another-toyota', name: 'Another Toyota' };
const off = getSiteBySlug('southern-cross-motors') as Site;

const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-accounts-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

const hostOf = (site: Site) => `${site.slug}.localhost:3001`;

function post(site: Site, endpoint: string, body: unknown, cookie?: string) {
  const host = hostOf(site);
  return new Request(`http://${host}/${site.slug}/api/auth/${endpoint}`, {
    method: 'POST',
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': 'application/json',
      'x-dealer-client-address': '203.0.113.7',
      ...(cookie ? { cookie } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The cookie header a browser would send back after these Set-Cookie headers. */
function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

describe.each(backends)('shopper sign-in on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let accounts: ShopperAccounts;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-sms-outbox-'));
  let number = 12_345_000;
  /** a fresh mobile number for each test: the resend limit is per number */
  const nextMobile = () => `04${String(++number).padStart(8, '0')}`;
  const e164 = (mobile: string) => `+61${mobile.slice(1)}`;

  const call = (site: Site, endpoint: string, body: unknown, cookie?: string) =>
    handleAuthRequest(
      {
        site,
        accounts,
        codesPerClient: createRateLimiter({ capacity: 1000, refillPerMinute: 1000 }),
        verifiesPerNumber: createRateLimiter({ capacity: 1000, refillPerMinute: 1000 }),
        verifiesPerClient: createRateLimiter({ capacity: 1000, refillPerMinute: 1000 }),
      },
      post(site, endpoint, body, cookie),
      endpoint,
    );

  /** the code of the last message sent to a number on a site, read from the outbox */
  function codeSentTo(site: Site, phone: string): string {
    const folder = path.join(outbox, site.slug);
    const messages = fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(
        (f) =>
          JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')) as { to: string; body: string },
      )
      .filter((m) => m.to === phone);
    const body = messages.at(-1)?.body ?? '';
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  }

  async function signIn(site: Site, mobile: string, phone = e164(mobile)): Promise<string> {
    expect((await call(site, 'phone-number/send-otp', { phoneNumber: mobile })).status).toBe(200);
    const code = codeSentTo(site, phone);
    const verified = await call(site, 'phone-number/verify', { phoneNumber: mobile, code });
    expect(verified.status).toBe(200);
    return cookieOf(verified);
  }

  const sessionOf = (site: Site, cookie: string) =>
    accounts.session(site, new Headers({ cookie, host: hostOf(site) }));

  beforeAll(async () => {
    handle = await open();
    accounts = createShopperAccounts({
      db: handle.db,
      secret: async () => 'a-test-secret-of-the-app-of-at-least-32-characters',
      sms: outboxSmsTransport(outbox),
    });
  });
  afterAll(async () => {
    await handle?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a code to the mobile number, which signs the shopper in with an HttpOnly, SameSite=Lax cookie', async () => {
    const mobile = nextMobile();
    const sent = await call(toyota, 'phone-number/send-otp', { phoneNumber: mobile });
    expect(sent.status).toBe(200);
    const code = codeSentTo(toyota, e164(mobile));
    expect(code).toMatch(new RegExp(`^\\d{${SIGN_IN_CODE.length}}$`));
    const verified = await call(toyota, 'phone-number/verify', { phoneNumber: mobile, code });
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as Record<string, unknown>;
    expect(body).toEqual({ success: true }); // no token for scripts to read
    const [cookie] = verified.headers.getSetCookie();
    expect(cookie).toMatch(/^dealer\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http, not production
    const session = await sessionOf(toyota, cookieOf(verified));
    expect(session).toMatchObject({ phoneNumber: e164(mobile), siteSlug: toyota.slug });
    expect(session?.userId).toBeTruthy();
    // the code was spent
    const again = await call(toyota, 'phone-number/verify', { phoneNumber: mobile, code });
    expect(again.status).toBe(400);
  });

  it('keeps the mobile number in E.164 however it was typed, as one account', async () => {
    const mobile = nextMobile();
    const first = await signIn(toyota, mobile);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const spaced = `+61 ${mobile.slice(1, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;
    const second = await signIn(toyota, spaced, e164(mobile));
    const [a, b] = await Promise.all([sessionOf(toyota, first), sessionOf(toyota, second)]);
    expect(a?.phoneNumber).toBe(e164(mobile));
    expect(b?.userId).toBe(a?.userId);
  });

  it('takes a code until 5 minutes after it was sent, and not after', async () => {
    const start = Date.now();
    const [late, inTime] = [nextMobile(), nextMobile()];
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await call(toyota, 'phone-number/send-otp', { phoneNumber: late });
    await call(toyota, 'phone-number/send-otp', { phoneNumber: inTime });
    vi.setSystemTime(start + SIGN_IN_CODE.expiresInSeconds * 1000 - 2_000);
    const accepted = await call(toyota, 'phone-number/verify', {
      phoneNumber: inTime,
      code: codeSentTo(toyota, e164(inTime)),
    });
    expect(accepted.status).toBe(200);
    vi.setSystemTime(start + SIGN_IN_CODE.expiresInSeconds * 1000 + 1_000);
    const expired = await call(toyota, 'phone-number/verify', {
      phoneNumber: late,
      code: codeSentTo(toyota, e164(late)),
    });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { message: string }).message).toBe(CODE_REFUSED_MESSAGE);
  });

  it('refuses the right code after 5 wrong ones, and takes it after 4', async () => {
    for (const wrongTries of [4, 5]) {
      const mobile = nextMobile();
      await call(toyota, 'phone-number/send-otp', { phoneNumber: mobile });
      const code = codeSentTo(toyota, e164(mobile));
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < wrongTries; i++) {
        const refused = await call(toyota, 'phone-number/verify', {
          phoneNumber: mobile,
          code: wrong,
        });
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { message: string }).message).toBe(CODE_REFUSED_MESSAGE);
      }
      const right = await call(toyota, 'phone-number/verify', { phoneNumber: mobile, code });
      if (wrongTries < SIGN_IN_CODE.allowedAttempts) {
        expect(right.status).toBe(200);
      } else {
        // answered as any wrong code is: nothing tells a guesser the code is spent
        expect(right.status).toBe(400);
        expect(await right.json()).toEqual({ message: CODE_REFUSED_MESSAGE, code: 'invalid_code' });
        expect(right.headers.getSetCookie()).toEqual([]);
      }
    }
  });

  it('answers a code for a number that was sent none as it answers a wrong one', async () => {
    const wrong = nextMobile();
    await call(toyota, 'phone-number/send-otp', { phoneNumber: wrong });
    const code = codeSentTo(toyota, e164(wrong));
    const miss = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all([
      call(toyota, 'phone-number/verify', { phoneNumber: wrong, code: miss }),
      call(toyota, 'phone-number/verify', { phoneNumber: nextMobile(), code: '123456' }),
    ]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual([400, 400]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toEqual({ message: CODE_REFUSED_MESSAGE, code: 'invalid_code' });
  });

  it('takes a few code checks a number, over every site, then 429', async () => {
    const mobile = nextMobile();
    const perNumber = createRateLimiter({ capacity: 3, refillPerMinute: 0.0001 });
    const check = (site: Site) =>
      handleAuthRequest(
        {
          site,
          accounts,
          codesPerClient: createRateLimiter({ capacity: 1000, refillPerMinute: 1000 }),
          verifiesPerNumber: perNumber,
          verifiesPerClient: createRateLimiter({ capacity: 1000, refillPerMinute: 1000 }),
        },
        post(site, 'phone-number/verify', { phoneNumber: mobile, code: '000000' }),
        'phone-number/verify',
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await check(toyota)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('sends a number at most its daily codes over every site, and says so', async () => {
    const mobile = e164(nextMobile());
    for (let i = 0; i < CODE_SEND_CAPS.perNumberPerDay; i++) {
      expect(
        (await accounts.takeCodeSend({ ...toyota, slug: `cap-site-${i}` }, mobile)).allowed,
      ).toBe(true);
    }
    expect(await accounts.takeCodeSend({ ...toyota, slug: 'cap-site-last' }, mobile)).toMatchObject(
      {
        allowed: false,
        capped: true,
      },
    );
  });

  it('sends a second code to a number only after 30 seconds (429 with a message)', async () => {
    const mobile = nextMobile();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    expect((await call(toyota, 'phone-number/send-otp', { phoneNumber: mobile })).status).toBe(200);
    vi.setSystemTime(start + 10_000);
    const soon = await call(toyota, 'phone-number/send-otp', { phoneNumber: mobile });
    expect(soon.status).toBe(429);
    expect(soon.headers.get('retry-after')).toBe('20');
    expect(((await soon.json()) as { message: string }).message).toBe(
      'Please wait 20 seconds before asking for another code.',
    );
    vi.setSystemTime(start + 31_000);
    expect((await call(toyota, 'phone-number/send-otp', { phoneNumber: mobile })).status).toBe(200);
    // the same number on another site is another account, with its own limit
    expect((await call(other, 'phone-number/send-otp', { phoneNumber: mobile })).status).toBe(200);
  });

  it("refuses one site's session on another, where the same number is another account", async () => {
    const mobile = nextMobile();
    const onToyota = await signIn(toyota, mobile);
    expect(await sessionOf(toyota, onToyota)).not.toBeNull();
    expect(await sessionOf(other, onToyota)).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const onOther = await signIn(other, mobile);
    const [a, b] = await Promise.all([sessionOf(toyota, onToyota), sessionOf(other, onOther)]);
    expect(a?.phoneNumber).toBe(b?.phoneNumber);
    expect(a?.userId).not.toBe(b?.userId);
    expect(await sessionOf(toyota, onOther)).toBeNull();
    // a site's code is not a code on the other site
    const third = nextMobile();
    await call(toyota, 'phone-number/send-otp', { phoneNumber: third });
    const code = codeSentTo(toyota, e164(third));
    expect((await call(other, 'phone-number/verify', { phoneNumber: third, code })).status).toBe(
      400,
    );
  });

  it('signs out: the session ends', async () => {
    const cookie = await signIn(toyota, nextMobile());
    const out = await call(toyota, 'sign-out', {}, cookie);
    expect(out.status).toBe(200);
    expect(await sessionOf(toyota, cookie)).toBeNull();
  });

  it('refuses a landline, a malformed body, another origin, and answers 404 where authentication is off', async () => {
    const landline = await call(toyota, 'phone-number/send-otp', { phoneNumber: '(08) 9274 0100' });
    expect(landline.status).toBe(400);
    expect(((await landline.json()) as { message: string }).message).toMatch(/mobile/);
    expect((await call(toyota, 'phone-number/send-otp', '{"phoneNumber":')).status).toBe(400);
    expect(
      (await call(toyota, 'phone-number/verify', { phoneNumber: nextMobile(), code: '12345' }))
        .status,
    ).toBe(400);
    expect(
      (await call(toyota, 'phone-number/send-otp', { phoneNumber: nextMobile(), extra: 1 })).status,
    ).toBe(400);
    const foreign = post(toyota, 'phone-number/send-otp', { phoneNumber: nextMobile() });
    foreign.headers.set('origin', 'https://evil.example');
    const crossOrigin = await handleAuthRequest(
      {
        site: toyota,
        accounts,
        codesPerClient: createRateLimiter({ capacity: 9, refillPerMinute: 9 }),
        verifiesPerNumber: createRateLimiter({ capacity: 9, refillPerMinute: 9 }),
        verifiesPerClient: createRateLimiter({ capacity: 9, refillPerMinute: 9 }),
      },
      foreign,
      'phone-number/send-otp',
    );
    expect(crossOrigin.status).toBe(403);
    expect((await call(off, 'phone-number/send-otp', { phoneNumber: nextMobile() })).status).toBe(
      404,
    );
    expect((await call(toyota, 'sign-in/phone-number', { phoneNumber: nextMobile() })).status).toBe(
      404,
    );
  });
});
