import { type ReactNode } from 'react';
import { KeyInformationIcon, type KeyInformationIconName } from './KeyInformationIcon';
import * as styles from './KeyInformation.css';

export interface KeyInformationItem {
  /** a pictogram of the fact; none leaves the tile without one */
  icon?: KeyInformationIconName | null;
  /** e.g. 'Odometer' */
  label: string;
  /** e.g. '34,120 km' */
  value: ReactNode;
}

export interface KeyInformationProps {
  items: readonly KeyInformationItem[];
}

/** A car's key facts as tiles: pictogram, label and value (odometer, transmission, fuel…). */
export function KeyInformation({ items }: KeyInformationProps) {
  if (items.length === 0) return null;
  return (
    <dl className={styles.grid} data-slot="key-information">
      {items.map((item) => (
        <div key={item.label} className={styles.tile} data-slot="key-information-tile">
          <dt className={styles.label}>
            {item.icon ? <KeyInformationIcon name={item.icon} className={styles.icon} /> : null}
            {item.label}
          </dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
