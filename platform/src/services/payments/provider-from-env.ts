import { dealerPaymentProvider } from './dealer-provider';
import { type PaymentProvider } from './payment-provider';

/** The payment provider the environment configures: the embedded 'Pay at the dealer' default. */
export function paymentProviderFromEnv(
  _env: Readonly<Record<string, string | undefined>> = process.env,
): PaymentProvider {
  return dealerPaymentProvider();
}
