import { type ReactNode } from 'react';

// Simple marks of the card schemes and wallets, drawn in their own colours (third-party marks,
// not theme colours), each an image with the scheme's name.

export const paymentMethods = ['visa', 'mastercard', 'maestro', 'googlePay', 'applePay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodNames: Record<PaymentMethod, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  googlePay: 'Google Pay',
  applePay: 'Apple Pay',
};

const card = (fill: string, stroke = '#d1d5db') => (
  <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill={fill} stroke={stroke} />
);

// two overlapping circles and the lens where they meet
const circles = (left: string, right: string, middle: string) => (
  <>
    <circle cx="19" cy="16" r="9" fill={left} />
    <circle cx="29" cy="16" r="9" fill={right} />
    <path d="M24 8.52a9 9 0 0 1 0 14.96a9 9 0 0 1 0-14.96z" fill={middle} />
  </>
);

const marks: Record<PaymentMethod, ReactNode> = {
  visa: (
    <>
      {card('#ffffff')}
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="14"
        fontStyle="italic"
        fontWeight="700"
        fill="#1a1f71"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      {card('#1f2937', '#1f2937')}
      {circles('#eb001b', '#f79e1b', '#ff5f00')}
    </>
  ),
  maestro: (
    <>
      {card('#ffffff')}
      {circles('#0099df', '#eb001b', '#6c6bbd')}
    </>
  ),
  googlePay: (
    <>
      {card('#ffffff')}
      <text
        x="8"
        y="21"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="#4285f4"
      >
        G
      </text>
      <text
        x="18"
        y="21"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="12"
        fontWeight="500"
        fill="#3c4043"
      >
        Pay
      </text>
    </>
  ),
  applePay: (
    <>
      {card('#000000', '#000000')}
      <path
        d="M12.6 12.4c.5-.6.8-1.4.7-2.2-.7 0-1.6.5-2.1 1.1-.5.5-.9 1.3-.8 2.1.8.1 1.6-.4 2.2-1zm.7 1.2c-1.2-.1-2.2.7-2.8.7-.6 0-1.4-.6-2.4-.6-1.2 0-2.3.7-2.9 1.8-1.3 2.2-.3 5.4.9 7.2.6.9 1.3 1.8 2.2 1.8.9 0 1.2-.6 2.3-.6s1.4.6 2.3.6c1 0 1.6-.9 2.2-1.8.7-1 1-2 1-2.1 0 0-1.9-.7-1.9-2.9 0-1.8 1.5-2.7 1.6-2.8-.9-1.3-2.2-1.4-2.5-1.3z"
        fill="#ffffff"
      />
      <text
        x="18"
        y="21"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="12"
        fontWeight="500"
        fill="#ffffff"
      >
        Pay
      </text>
    </>
  ),
};

export function PaymentMark({ method, className }: { method: PaymentMethod; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={paymentMethodNames[method]}
      width="48"
      height="32"
      viewBox="0 0 48 32"
      className={className}
      data-method={method}
    >
      {marks[method]}
    </svg>
  );
}
