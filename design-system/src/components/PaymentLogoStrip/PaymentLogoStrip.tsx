import { PaymentMark, paymentMethods, type PaymentMethod } from './PaymentMark';
import * as styles from './PaymentLogoStrip.css';

export interface PaymentLogoStripProps {
  /** the ways to pay the site takes, in order (all five when not given) */
  methods?: readonly PaymentMethod[];
  /** the words before the marks, also the list's accessible name */
  label?: string;
}

/** 'We accept' and the marks of the cards and wallets a dealer takes online. */
export function PaymentLogoStrip({
  methods = paymentMethods,
  label = 'We accept',
}: PaymentLogoStripProps) {
  if (methods.length === 0) return null;
  return (
    <div className={styles.strip} data-slot="payment-logo-strip">
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <ul className={styles.list} aria-label={label}>
        {methods.map((method) => (
          <li key={method}>
            <PaymentMark method={method} className={styles.mark} />
          </li>
        ))}
      </ul>
    </div>
  );
}
