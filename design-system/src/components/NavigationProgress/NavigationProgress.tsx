import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './NavigationProgress.css';

export interface NavigationProgressProps {
  /** a navigation the shopper started is waiting for the next page */
  active: boolean;
  /** what a screen reader hears while it waits */
  label?: string;
}

/**
 * The page-loading indicator: a bar across the top of the viewport while a navigation waits for
 * its page (shown after a moment, so a fast page never flashes it). The status region is always
 * in the page so its message is announced when a wait begins.
 */
export function NavigationProgress({ active, label = 'Loading page…' }: NavigationProgressProps) {
  return (
    <div role="status" data-slot="navigation-progress" data-state={active ? 'loading' : 'idle'}>
      {active ? (
        <>
          <div className={styles.root} aria-hidden="true">
            <span className={styles.bar} />
          </div>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : null}
    </div>
  );
}
