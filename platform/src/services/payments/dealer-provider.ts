import 'server-only';
import { type PaymentProvider } from './payment-provider';

// The embedded default: a reservation with the deposit paid at the dealer. Nothing is taken
// online and no account is needed; the car is held at once, exactly as a paid deposit holds it,
// and the dealer takes the deposit (by card or phone) when the shopper comes in.

export const PAY_AT_DEALER_LABEL = 'Pay at the dealer';

export function dealerPaymentProvider(): PaymentProvider {
  return {
    id: 'dealer',
    label: PAY_AT_DEALER_LABEL,
    takesPaymentOnline: false,
    acceptedMethods: ['visa', 'mastercard', 'maestro', 'googlePay', 'applePay'],
    describe: (deposit) =>
      deposit
        ? `No payment is taken online. We hold the car for you as soon as you reserve it; pay the ${deposit} deposit at the dealership when you come in.`
        : 'No payment is taken online. We hold the car for you as soon as you reserve it.',
    describeFullPrice: (price) =>
      `No payment is taken online. We hold the car for you as soon as you buy it; pay the ${price} at the dealership when you collect it.`,
    async startDeposit(request) {
      return { kind: 'settled', paymentRef: `dealer:${request.reservationId}` };
    },
    async refund(payment) {
      // nothing was taken online: the dealer hands back a deposit paid in person
      return { refundRef: `dealer-refund:${payment.paymentRef}` };
    },
  };
}
