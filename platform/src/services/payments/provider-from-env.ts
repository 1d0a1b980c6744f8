import 'server-only';
import { dealerPaymentProvider } from './dealer-provider';
import { type PaymentProvider } from './payment-provider';
import { stripeConfigFromEnv, stripePaymentProvider } from './stripe-provider';

/**
 * The payment provider the environment configures: Stripe when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, else the embedded 'Pay at the dealer' default.
 */
export function paymentProviderFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): PaymentProvider {
  const stripe = stripeConfigFromEnv(env);
  return stripe ? stripePaymentProvider(stripe) : dealerPaymentProvider();
}
