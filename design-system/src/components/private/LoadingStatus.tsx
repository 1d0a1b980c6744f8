import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/**
 * What a page's loading placeholder says to assistive technology (its shapes are hidden from
 * it): a status, read out politely, that is not seen.
 */
export function LoadingStatus({ label = 'Loading…' }: { label?: string }) {
  return (
    <span role="status" className={visuallyHidden}>
      {label}
    </span>
  );
}
