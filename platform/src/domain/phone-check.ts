import { z } from 'zod';
import { mobilePhoneSchema } from './phone';
import { PHONE_CHECK } from './phone-check-rules';
import { signInCodeSchema } from './sign-in-codes';

// A hold without a deposit paid online (spec §2 reserve, with the 'Pay at the dealer' provider)
// costs the shopper nothing, so it needs a proof that a real mobile asks for it: the shopper's
// signed-in session, or a code texted to the mobile and typed back at the checkout ('Confirm
// your mobile'). The confirmed mobile is then what the one-live-hold-per-phone limit counts
// (UNPAID_HOLD_LIMITS), not the number typed into the form.

export { holdNeedsConfirmedPhone, PHONE_CHECK } from './phone-check-rules';

/**
 * Whether a texted code's time (seconds since 1970, as the send answered it) is still good at
 * `nowSeconds`: not in the future, and within PHONE_CHECK.codeExpiresInSeconds.
 */
export function phoneCheckCodeCurrent(issuedAt: number, nowSeconds: number): boolean {
  return (
    Number.isSafeInteger(issuedAt) &&
    issuedAt <= nowSeconds + 5 &&
    nowSeconds - issuedAt <= PHONE_CHECK.codeExpiresInSeconds
  );
}

/** The text message that carries a checkout's code. */
export function phoneCheckMessage(code: string, siteName: string): string {
  return `${code} is your code to reserve a car at ${siteName}. It expires in ${PHONE_CHECK.codeExpiresInSeconds / 60} minutes.`;
}

export const PHONE_CHECK_REQUIRED_MESSAGE =
  'Please confirm your mobile number with the code we text you before you reserve this car.';

/** POST /api/reservations/phone-check: a code to a mobile, or the code typed back. */
export const phoneCheckRequestSchema = z.union([
  z.object({ phoneNumber: mobilePhoneSchema }).strict(),
  z
    .object({
      phoneNumber: mobilePhoneSchema,
      code: signInCodeSchema,
      issuedAt: z.number().int().positive(),
    })
    .strict(),
]);
export type PhoneCheckRequest = z.output<typeof phoneCheckRequestSchema>;
