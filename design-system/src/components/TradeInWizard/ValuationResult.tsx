'use client';

import { type ReactNode, useId } from 'react';
import { CheckIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ValuationResult.css';

export const valuationResultVariants = ['estimate', 'no-estimate'] as const;
export const valuationResultHeadingLevels = [2, 3] as const;

export interface ValuationResultProps {
  /** 'estimate' (the default) shows the figures; 'no-estimate' says the dealer will call */
  variant?: (typeof valuationResultVariants)[number];
  title?: string;
  headingLevel?: (typeof valuationResultHeadingLevels)[number];
  /** the estimate and its range, formatted by the platform: '$30,700', '$29,100', '$32,200' */
  estimate?: string;
  low?: string;
  high?: string;
  /** (no-estimate) why there is no figure and what happens next */
  message?: ReactNode;
  /** small print under the figures or message: what the estimate assumes, a demo label */
  note?: ReactNode;
  /** (estimate) accepts the offer; without it there is no Accept Offer button */
  onAccept?: () => void;
  acceptLabel?: string;
  /** while the acceptance is being sent */
  accepting?: boolean;
  acceptingLabel?: string;
  /** the offer has been accepted: the button gives way to the accepted message */
  accepted?: boolean;
  acceptedMessage?: ReactNode;
  /** further actions, e.g. a Call Now button */
  action?: ReactNode;
}

const NO_ESTIMATE_MESSAGE =
  'We can’t give an online estimate for this vehicle. The dealer will call you to arrange a valuation.';
const ACCEPTED_MESSAGE = 'Offer accepted. The dealer will call you to arrange an inspection.';

/**
 * The end of a valuation: the estimate in large type with its range and an Accept Offer button,
 * or, when there is no online estimate, a message that the dealer will call.
 */
export function ValuationResult(props: ValuationResultProps) {
  const titleId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const noEstimate = props.variant === 'no-estimate';
  const title = props.title ?? (noEstimate ? 'No online estimate' : 'Your trade-in estimate');
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      data-slot="valuation-result"
      data-variant={noEstimate ? 'no-estimate' : 'estimate'}
    >
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {noEstimate ? (
        <p className={styles.message}>{props.message ?? NO_ESTIMATE_MESSAGE}</p>
      ) : (
        <EstimateFigures {...props} />
      )}
      {props.note ? <p className={styles.note}>{props.note}</p> : null}
      {noEstimate ? null : <Acceptance {...props} />}
      {props.action ? <div className={styles.actions}>{props.action}</div> : null}
    </section>
  );
}

function EstimateFigures({ estimate, low, high }: ValuationResultProps) {
  if (!estimate) return null;
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>Estimate</dt>
        <dd className={styles.estimate}>{estimate}</dd>
      </div>
      {low && high ? (
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Range</dt>
          <dd className={styles.range}>
            {low} to {high}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Acceptance({
  onAccept,
  acceptLabel = 'Accept Offer',
  accepting = false,
  acceptingLabel = 'Accepting your offer',
  accepted = false,
  acceptedMessage = ACCEPTED_MESSAGE,
}: ValuationResultProps) {
  if (!onAccept && !accepted) return null;
  return (
    <div className={styles.acceptance}>
      {/* always present, so the acceptance is announced when it arrives */}
      <div role="status">
        {accepted ? (
          <p className={styles.accepted}>
            <CheckIcon className={styles.acceptedIcon} />
            <span>{acceptedMessage}</span>
          </p>
        ) : null}
      </div>
      {onAccept && !accepted ? (
        <Button
          size="large"
          onClick={onAccept}
          disabled={accepting}
          aria-busy={accepting || undefined}
          icon={
            accepting ? <Spinner label={acceptingLabel} size="small" tone="inherit" /> : undefined
          }
        >
          {acceptLabel}
        </Button>
      ) : null}
    </div>
  );
}
