'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { CallIcon } from '../../icons';
import { button } from '../Button/Button.css';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { isShowNumberLabel, maskPhoneNumber, phoneHref } from './phone';
import * as styles from './PhoneReveal.css';

// spec §2 'Phone reveal card', §4: the dealer's number shows masked after its first five
// digits; a press on the button reveals it as a tel: link and records the reveal (once).

export const phoneRevealLabels = ['Show number', 'Call Now'] as const;
export const phoneRevealVariants = ['solid', 'soft', 'ghost'] as const;

export interface PhoneRevealProps {
  phone: string;
  /** the button's text beside the masked number */
  label?: (typeof phoneRevealLabels)[number];
  variant?: (typeof phoneRevealVariants)[number];
  fullWidth?: boolean;
  /** called once, on the first reveal (to record it); a failure there is the caller's to log */
  onReveal?: () => void;
}

export function PhoneReveal({
  phone,
  label = 'Show number',
  variant = 'ghost',
  fullWidth = false,
  onReveal,
}: PhoneRevealProps) {
  const [revealed, setRevealed] = useState(false);
  const reported = useRef(false);
  const linkId = useId();
  const movedFocus = useRef(false);
  useEffect(() => {
    // the button the shopper pressed is gone: give its focus to the number
    if (revealed && !movedFocus.current) {
      movedFocus.current = true;
      document.getElementById(linkId)?.focus();
    }
  }, [revealed, linkId]);

  const className = [button({ variant, size: 'standard', fullWidth }), styles.control].join(' ');
  if (revealed) {
    return (
      <Link
        href={phoneHref(phone)}
        className={className}
        data-slot="phone-reveal"
        data-revealed=""
        id={linkId}
      >
        <CallIcon size={18} />
        <VisuallyHidden>Call </VisuallyHidden>
        <span className={styles.number}>{phone.trim()}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      data-slot="phone-reveal"
      onClick={() => {
        setRevealed(true);
        if (!reported.current) {
          reported.current = true;
          onReveal?.();
        }
      }}
    >
      <CallIcon size={18} />
      <span className={styles.number} aria-hidden="true">
        {maskPhoneNumber(phone)}
      </span>
      <span className={styles.action}>
        <RevealLabel label={label} />
      </span>
    </button>
  );
}

/**
 * The button's words. Its name comes from its content (see revealButtonName): 'Show number'
 * reads as 'Show phone number'; another label is followed by '(show phone number)'.
 */
function RevealLabel({ label }: { label: string }) {
  if (isShowNumberLabel(label)) {
    return (
      <>
        Show<VisuallyHidden> phone</VisuallyHidden> number
      </>
    );
  }
  return (
    <>
      {label.trim()}
      <VisuallyHidden> (show phone number)</VisuallyHidden>
    </>
  );
}
