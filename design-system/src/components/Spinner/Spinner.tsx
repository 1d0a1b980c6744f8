import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'standard', 'large'] as const;
export const spinnerTones = ['accent', 'neutral', 'inherit'] as const;

export interface SpinnerProps {
  /** What is loading, for screen readers (and shown when `showLabel`): 'Loading vehicles' */
  label: string;
  showLabel?: boolean;
  size?: (typeof spinnerSizes)[number];
  tone?: (typeof spinnerTones)[number];
}

/** A busy indicator with a status role, so its label is announced. */
export function Spinner({
  label,
  showLabel = false,
  size = 'standard',
  tone = 'accent',
}: SpinnerProps) {
  return (
    <span role="status" className={`${styles.root} ${styles.tone[tone]}`} data-slot="spinner">
      <span className={`${styles.circle} ${styles.size[size]}`} aria-hidden="true" />
      {showLabel ? (
        <span className={styles.visibleLabel}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
