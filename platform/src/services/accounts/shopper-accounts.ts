import 'server-only';
import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { type Site } from '@dealer/site-config';
import { isAustralianMobileE164 } from '../../domain/phone';
import {
  codeResend,
  type CodeResend,
  SIGN_IN_CODE,
  signInCodeMessage,
  withinCodeSendCaps,
} from '../../domain/sign-in-codes';
import { type Database } from '../../store/database';
import { createCodeSendLog } from '../../store/shopper-code-sends';
import { siteAuthAdapter } from '../../store/shopper-auth-adapter';
import { type SmsTransport } from '../sms';

// Shopper accounts (spec §6 signed-in user, identified by phone): sign-in with a one-time code
// sent by SMS to an Australian mobile number, on better-auth's phone-number plugin. One
// authentication instance per site (made on first use, kept for the process), whose records are
// the site's own (store/shopper-auth-adapter) and whose cookies are signed with a secret of the
// site's own: an account, a session or a code of one dealer's site means nothing on another.

/** The shopper signed in on a site. */
export interface SignedInShopper {
  userId: string;
  /** E.164 */
  phoneNumber: string;
  siteSlug: string;
}

/** How long a shopper stays signed in, and how often the session's end moves on. */
export const SHOPPER_SESSION = {
  expiresInSeconds: 30 * 24 * 60 * 60,
  updateAgeSeconds: 24 * 60 * 60,
};

/** The cookie names start with this (`dealer.session_token`, `__Secure-dealer.session_token`). */
export const SHOPPER_COOKIE_PREFIX = 'dealer';

/**
 * Whether the session cookie is marked Secure: in production, on a request that came over https
 * (a site served over http, such as <slug>.localhost under the dev hosts, gets a cookie it can
 * send back).
 */
export function wantsSecureCookies(
  protocol: string | null | undefined,
  env: Record<string, string | undefined> = process.env,
): boolean {
  return env.NODE_ENV === 'production' && protocol?.toLowerCase() === 'https';
}

/** The protocol a request came over, as the server in front of the app says. */
export function requestProtocol(headers: Headers, url?: string): string {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.toLowerCase();
  if (url) {
    try {
      return new URL(url).protocol.replace(':', '');
    } catch {
      // fall through
    }
  }
  return 'http';
}

/** The secret a site's cookies are signed with: derived from the app's, one per site. */
export function siteAuthSecret(appSecret: string, siteSlug: string): string {
  return createHmac('sha256', appSecret).update(`shopper-auth:${siteSlug}`).digest('hex');
}

/**
 * The library wants an email address for every account; a phone sign-in gets one that names the
 * number and cannot receive mail (the .invalid top-level domain).
 */
export function placeholderEmail(phone: string): string {
  return `${phone.replace(/\D/g, '')}@phone.invalid`;
}

export interface ShopperAccountsOptions {
  db: Database;
  /** the app's secret the sites' secrets are derived from */
  secret: () => Promise<string>;
  sms: SmsTransport;
  now?: () => Date;
}

function createSiteAuth(
  site: Site,
  options: { db: Database; secret: string; sms: SmsTransport; secureCookies: boolean },
) {
  return betterAuth({
    appName: site.name,
    basePath: '/api/auth',
    secret: siteAuthSecret(options.secret, site.slug),
    database: siteAuthAdapter(options.db, site.slug),
    // the origin of the request is the site's (the route checked its host and origin)
    trustedOrigins: (request) => {
      if (!request) return [];
      try {
        return [new URL(request.url).origin];
      } catch {
        return [];
      }
    },
    emailAndPassword: { enabled: false },
    session: {
      expiresIn: SHOPPER_SESSION.expiresInSeconds,
      updateAge: SHOPPER_SESSION.updateAgeSeconds,
    },
    // the platform limits requests itself (per client, and codes per number in the store)
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    advanced: {
      cookiePrefix: SHOPPER_COOKIE_PREFIX,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    plugins: [
      phoneNumber({
        otpLength: SIGN_IN_CODE.length,
        expiresIn: SIGN_IN_CODE.expiresInSeconds,
        allowedAttempts: SIGN_IN_CODE.allowedAttempts,
        phoneNumberValidator: (phone) => isAustralianMobileE164(phone),
        signUpOnVerification: {
          getTempEmail: placeholderEmail,
          getTempName: (phone) => phone,
        },
        async sendOTP({ phoneNumber: to, code }) {
          try {
            await options.sms.send({
              site: site.slug,
              to,
              body: signInCodeMessage(code, site.name),
            });
          } catch (error) {
            console.error(`Sending a sign-in code on ${site.slug} failed: ${String(error)}`);
            throw new APIError('BAD_GATEWAY', {
              message: 'We could not send the code. Please try again in a minute.',
              code: 'SMS_NOT_SENT',
            });
          }
        },
      }),
    ],
  });
}

export type SiteAuth = ReturnType<typeof createSiteAuth>;

export interface ShopperAccounts {
  /** the site's authentication instance (one per site and cookie security, kept) */
  auth(site: Site, secureCookies: boolean): Promise<SiteAuth>;
  /** the shopper a request's session cookie names on this site, or null */
  session(site: Site, headers: Headers): Promise<SignedInShopper | null>;
  /**
   * Takes a place for one more code to a number on a site (recording it), or says how long to
   * wait: the resend limit (domain/sign-in-codes codeResend).
   */
  takeCodeSend(site: Site, phone: string): Promise<CodeResend>;
}

export function createShopperAccounts(options: ShopperAccountsOptions): ShopperAccounts {
  const now = options.now ?? (() => new Date());
  const sends = createCodeSendLog(options.db);
  const instances = new Map<string, Promise<SiteAuth>>();
  const auth = (site: Site, secureCookies: boolean): Promise<SiteAuth> => {
    const key = `${site.slug}|${secureCookies ? 'secure' : 'plain'}`;
    let instance = instances.get(key);
    if (!instance) {
      instance = options
        .secret()
        .then((secret) =>
          createSiteAuth(site, { db: options.db, secret, sms: options.sms, secureCookies }),
        );
      instance.catch(() => instances.delete(key));
      instances.set(key, instance);
    }
    return instance;
  };
  return {
    auth,
    async session(site, headers) {
      if (!site.features.authentication) return null;
      if (!headers.get('cookie')) return null;
      const instance = await auth(site, wantsSecureCookies(requestProtocol(headers)));
      const found = await instance.api.getSession({
        headers,
        query: { disableRefresh: true },
      });
      const phone = found?.user.phoneNumber;
      if (!found || !phone) return null;
      return { userId: found.user.id, phoneNumber: phone, siteSlug: site.slug };
    },
    async takeCodeSend(site, phone) {
      const at = now();
      return sends.take(site.slug, phone, at, (sent, counts): CodeResend =>
        withinCodeSendCaps(counts)
          ? codeResend(sent, at)
          : { allowed: false, retryAfterMs: 3_600_000, capped: true },
      );
    },
  };
}
