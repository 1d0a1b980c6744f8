import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PHONE_CHECK, phoneCheckCodeCurrent } from '../../domain/phone-check';
import { isAustralianMobileE164 } from '../../domain/phone';
import { SIGN_IN_CODE } from '../../domain/sign-in-codes';

// The checkout's mobile check (domain/phone-check): a code texted to the mobile and typed back,
// then a cookie that names the confirmed mobile for the site's checkouts. Both are keyed with
// the app's secret and the site (a code or cookie of one site proves nothing on another), so the
// store keeps nothing: the code is the keyed hash of the site, the mobile and the time it was
// sent, and how often it may be tried is the verify limit's (CODE_VERIFY_LIMIT).

export const PHONE_CHECK_COOKIE = 'dealer.phone_check';

export interface PhoneCheck {
  /** The code for a mobile on a site, sent at `issuedAt` (seconds). */
  codeFor(siteSlug: string, phone: string, issuedAt: number): string;
  /** Whether a code typed back is the one sent at `issuedAt`, and still current at `now`. */
  codeMatches(siteSlug: string, phone: string, code: string, issuedAt: number, now: Date): boolean;
  /** The cookie's value that names a confirmed mobile on a site, from `now`. */
  cookieValue(siteSlug: string, phone: string, now: Date): string;
  /** The confirmed mobile a request's cookie names on this site, or null. */
  confirmedPhone(siteSlug: string, cookieHeader: string | null, now: Date): string | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The value of one cookie of a Cookie header, or null. */
function cookieOf(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function createPhoneCheck(secret: string): PhoneCheck {
  const mac = (purpose: string, siteSlug: string, text: string) =>
    createHmac('sha256', secret).update(`phone-check|${purpose}|${siteSlug}|${text}`).digest();
  const codeFor = (siteSlug: string, phone: string, issuedAt: number) => {
    const number = mac('code', siteSlug, `${phone}|${issuedAt}`).readUInt32BE(0);
    return String(number % 10 ** SIGN_IN_CODE.length).padStart(SIGN_IN_CODE.length, '0');
  };
  const signature = (siteSlug: string, phone: string, until: number) =>
    mac('cookie', siteSlug, `${phone}|${until}`).toString('base64url');
  return {
    codeFor,
    codeMatches(siteSlug, phone, code, issuedAt, now) {
      if (!phoneCheckCodeCurrent(issuedAt, seconds(now))) return false;
      return sameText(codeFor(siteSlug, phone, issuedAt), code);
    },
    cookieValue(siteSlug, phone, now) {
      const until = seconds(now) + PHONE_CHECK.confirmedForSeconds;
      return `${phone}.${until}.${signature(siteSlug, phone, until)}`;
    },
    confirmedPhone(siteSlug, cookieHeader, now) {
      const value = cookieOf(cookieHeader, PHONE_CHECK_COOKIE);
      if (!value || value.length > 200) return null;
      const [phone = '', untilText = '', sig = ''] = value.split('.');
      const until = Number(untilText);
      if (!isAustralianMobileE164(phone) || !Number.isSafeInteger(until)) return null;
      if (until < seconds(now)) return null;
      return sameText(signature(siteSlug, phone, until), sig) ? phone : null;
    },
  };
}
