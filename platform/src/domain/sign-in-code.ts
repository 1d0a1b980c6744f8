// A one-time code's shape and life (spec §6 signed-in user, identified by phone), apart from the
// schemas that check codes (sign-in-codes.ts), so a form in the browser can say them without zod.

export const SIGN_IN_CODE = {
  length: 6,
  /** how long a code can be entered, in seconds */
  expiresInSeconds: 5 * 60,
  /** wrong entries a code takes before it is spent */
  allowedAttempts: 5,
} as const;
