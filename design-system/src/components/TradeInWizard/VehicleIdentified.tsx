import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './VehicleIdentified.css';

export interface VehicleIdentifiedDetail {
  label: string;
  value: string;
}

export interface VehicleIdentifiedProps {
  year: number | string;
  make: string;
  model: string;
  badge?: string | null;
  /** more facts, e.g. Body, Fuel, Transmission */
  details?: readonly VehicleIdentifiedDetail[];
  /** the registration it was found by, e.g. 'ABC123' */
  rego?: string;
  /** the registration's state, e.g. 'NSW' */
  regoState?: string;
  /** what the card says it is, above the vehicle */
  title?: string;
  /** small print, e.g. that the details are a demo estimate */
  note?: ReactNode;
  /** goes back to change the registration; without it there is no button */
  onChange?: () => void;
  changeLabel?: string;
}

/** The vehicle a registration lookup found: year, make, model and badge, and its plate. */
export function VehicleIdentified({
  year,
  make,
  model,
  badge,
  details = [],
  rego,
  regoState,
  title = 'We found your vehicle',
  note,
  onChange,
  changeLabel = 'Not your vehicle?',
}: VehicleIdentifiedProps) {
  const titleId = useId();
  const name = [String(year), make, model, badge ?? ''].filter((part) => part.trim()).join(' ');
  return (
    <section className={styles.card} aria-labelledby={titleId} data-slot="vehicle-identified">
      <div className={styles.header}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {rego ? (
          <p className={styles.title}>
            <VisuallyHidden>Registration </VisuallyHidden>
            <span className={styles.plate}>{rego}</span>
            {regoState ? ` ${regoState}` : null}
          </p>
        ) : null}
      </div>
      <p className={styles.name}>{name}</p>
      {details.length > 0 ? (
        <dl className={styles.details}>
          {details.map((detail) => (
            <div key={detail.label} className={styles.detail}>
              <dt className={styles.detailLabel}>{detail.label}</dt>
              <dd className={styles.detailValue}>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
      {onChange ? (
        <div className={styles.footer}>
          <Button variant="transparent" size="small" onClick={onChange}>
            {changeLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
