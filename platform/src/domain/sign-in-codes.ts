import { z } from 'zod';
import { mobilePhoneSchema } from './phone';

// The one-time codes a shopper signs in with (spec §6 signed-in user, identified by phone): six
// digits, good for five minutes and five tries, and sent again only so often. The code's life
// and tries are enforced where codes are checked (services/accounts); the resend limit is here.

export const SIGN_IN_CODE = {
  length: 6,
  /** how long a code can be entered, in seconds */
  expiresInSeconds: 5 * 60,
  /** wrong entries a code takes before it is spent */
  allowedAttempts: 5,
} as const;

export const CODE_RESEND_LIMIT = {
  /** the least time between two codes to one number */
  minIntervalMs: 30_000,
  /** at most this many codes to one number in any hour */
  perHour: 5,
} as const;

const HOUR_MS = 60 * 60_000;

export type CodeResend = { allowed: true } | { allowed: false; retryAfterMs: number };

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
