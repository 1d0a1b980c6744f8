import { SIGN_IN_CODE } from './sign-in-code';

// The checkout's 'Confirm your mobile' (phone-check.ts): its times and when a hold needs it, apart
// from the schemas of its calls, so the checkout's pages say them without zod.

export const PHONE_CHECK = {
  /** how long a texted code can be typed back, in seconds */
  codeExpiresInSeconds: SIGN_IN_CODE.expiresInSeconds,
  /** how long a confirmed mobile is kept by the browser for its checkout, in seconds */
  confirmedForSeconds: 60 * 60,
} as const;

/** Whether a hold needs a confirmed mobile before it is taken: one with no deposit paid online. */
export function holdNeedsConfirmedPhone(deposit: {
  takesPaymentOnline: boolean;
  depositCents: number;
}): boolean {
  return !deposit.takesPaymentOnline || deposit.depositCents <= 0;
}
