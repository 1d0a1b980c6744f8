import { z } from 'zod';
import { mobilePhoneSchema } from './phone';
import { SIGN_IN_CODE } from './sign-in-code';

// The one-time codes a shopper signs in with (spec §6 signed-in user, identified by phone): six
// digits, good for five minutes and five tries, and sent again only so often. The code's life
// and tries are enforced where codes are checked (services/accounts); the resend limit is here.

export { SIGN_IN_CODE } from './sign-in-code';

export const CODE_RESEND_LIMIT = {
  /** the least time between two codes to one number */
  minIntervalMs: 30_000,
  /** at most this many codes to one number in any hour */
  perHour: 5,
} as const;

const HOUR_MS = 60 * 60_000;

export type CodeResend =
  | { allowed: true }
  /** capped: held back by a cap over numbers, sites or the platform (CODE_SEND_CAPS) */
  | { allowed: false; retryAfterMs: number; capped?: boolean };

/**
 * Whether another code may be sent to a number on a site now, given when the earlier ones were
 * sent: one every 30 seconds and at most 5 an hour; when not, how long until one may.
 */
export function codeResend(
  sentAt: readonly Date[],
  now: Date,
  limit: { minIntervalMs: number; perHour: number } = CODE_RESEND_LIMIT,
): CodeResend {
  const at = now.getTime();
  const recent = sentAt
    .map((date) => date.getTime())
    .filter((time) => time > at - HOUR_MS && time <= at)
    .sort((a, b) => a - b);
  let wait = 0;
  const last = recent[recent.length - 1];
  if (last !== undefined) wait = Math.max(wait, last + limit.minIntervalMs - at);
  if (recent.length >= limit.perHour) {
    // the hour's window frees a place when its oldest counted send is an hour old
    const oldestCounted = recent[recent.length - limit.perHour]!;
    wait = Math.max(wait, oldestCounted + HOUR_MS - at);
  }
  return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
}

/**
 * Beyond one number on one site: texts cost the dealer money and can be aimed at a stranger's
 * phone, so a number gets at most 10 codes a day over every site, a site at most 300 an hour,
 * and the platform at most 5,000 a day.
 */
export const CODE_SEND_CAPS = {
  perNumberPerDay: 10,
  perSitePerHour: 300,
  everywherePerDay: 5_000,
} as const;

/** How many codes went out in the windows the caps count. */
export interface CodeSendCounts {
  /** to this number, on any site, in the last 24 hours */
  numberToday: number;
  /** from this site, to any number, in the last hour */
  siteThisHour: number;
  /** from every site, in the last 24 hours */
  everywhereToday: number;
}

/** Whether the caps let one more code go out (the per-number resend limit aside). */
export function withinCodeSendCaps(
  counts: CodeSendCounts,
  caps: typeof CODE_SEND_CAPS = CODE_SEND_CAPS,
): boolean {
  return (
    counts.numberToday < caps.perNumberPerDay &&
    counts.siteThisHour < caps.perSitePerHour &&
    counts.everywhereToday < caps.everywherePerDay
  );
}

/** What a shopper is told when a cap holds back a code. */
export const CODE_CAP_MESSAGE =
  'We cannot send more codes right now. Please try again later, or call the dealership.';

/**
 * What a shopper is told of any code that does not sign them in (wrong, expired, used up, never
 * sent): one message, so the answer says nothing of whether a code is outstanding.
 */
export const CODE_REFUSED_MESSAGE =
  'That code did not work. Please check it, or ask for a new code.';

/** Code checks allowed per number and per client: a burst, then a few a minute. */
export const CODE_VERIFY_LIMIT = { perNumber: 10, perClient: 20, refillPerMinute: 5 } as const;

/** What a shopper who asked for a code too soon is told. */
export function codeResendMessage(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  if (seconds <= 60) {
    return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for another code.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Too many codes have been sent to this number. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The text message that carries a code. */
export function signInCodeMessage(code: string, siteName: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in ${SIGN_IN_CODE.expiresInSeconds / 60} minutes.`;
}

export const CODE_REQUIRED_MESSAGE = 'Please enter the code we sent you.';
export const CODE_MESSAGE = `The code is ${SIGN_IN_CODE.length} digits.`;

/** The code field of the sign-in form: the digits of the text message. */
export const signInCodeSchema = z
  .string({ error: CODE_REQUIRED_MESSAGE })
  .trim()
  .min(1, CODE_REQUIRED_MESSAGE)
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE.length}}$`), { message: CODE_MESSAGE });

/** The sign-in form's first step (and the server's check of it): the mobile number. */
export const sendCodeSchema = z.object({ phoneNumber: mobilePhoneSchema }).strict();

/** The sign-in form's second step: the number the code went to, and the code. */
export const verifyCodeSchema = z
  .object({ phoneNumber: mobilePhoneSchema, code: signInCodeSchema })
  .strict();
