import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { VehiclePrice, type VehiclePriceDisplay } from '../private/VehiclePrice';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CompareTable.css';
import { Image } from '../Image/Image';

export interface CompareTableCar {
  /** tells the cars apart; handed back to `onRemove` */
  id: string;
  title: string;
  /** the car's own page */
  href: string;
  image?: { src: string; width: number; height: number } | null;
}

/**
 * A car's value in a row: a text, a list (e.g. its features), a price as the platform decided
 * to show it, or null when the car has none ('Not listed').
 */
export type CompareTableValue = string | readonly string[] | VehiclePriceDisplay | null;

export interface CompareTableRow {
  key: string;
  /** e.g. 'Price', 'Kilometres' */
  label: string;
  /** one value per car, in the cars' order */
  values: readonly CompareTableValue[];
  /** the cars differ in this row: it is tinted, barred and marked with `differsLabel` */
  differs?: boolean;
}

export interface CompareTableProps {
  /** names the table, e.g. 'Comparing 3 cars' */
  caption: string;
  cars: readonly CompareTableCar[];
  rows: readonly CompareTableRow[];
  /** a 'Remove' button in each car's header; none without it */
  onRemove?: (id: string) => void;
  removeLabel?: string;
  differsLabel?: string;
  /** the line above the table that says how differences show; null for none */
  legend?: string | null;
}

function isPrice(value: CompareTableValue): value is VehiclePriceDisplay {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function Value({ value }: { value: CompareTableValue }): ReactNode {
  if (value === null || (Array.isArray(value) && value.length === 0) || value === '') {
    return (
      <span className={styles.none}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>Not listed</VisuallyHidden>
      </span>
    );
  }
  if (isPrice(value)) return <VehiclePrice price={value} />;
  if (Array.isArray(value)) {
    return (
      <ul className={styles.list}>
        {(value as readonly string[]).map((item, i) => (
          <li key={`${item}-${i}`}>{item}</li>
        ))}
      </ul>
    );
  }
  return value as string;
}

/**
 * Cars side by side (spec §1 compare): a column per car headed by its picture, its name linked
 * to its page and a Remove button; a row per fact, named in a first column that stays in view
 * while a narrow screen scrolls the cars sideways. Rows in which the cars differ are tinted,
 * barred and marked in words, never by colour alone.
 */
export function CompareTable({
  caption,
  cars,
  rows,
  onRemove,
  removeLabel = 'Remove',
  differsLabel = 'Differs',
  legend = `Rows where the cars differ are highlighted and marked ‘${differsLabel}’.`,
}: CompareTableProps) {
  const captionId = useId();
  const anyDiffers = rows.some((row) => row.differs);
  return (
    <div className={styles.root} data-slot="compare-table">
      {legend && anyDiffers ? (
        <p className={styles.legend}>
          <span className={styles.marker} aria-hidden="true">
            {differsLabel}
          </span>
          {legend}
        </p>
      ) : null}
      {/* a focusable, named region, so the keyboard can scroll it sideways too */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            <span className={styles.captionText}>{caption}</span>
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {cars.map((car) => (
                <th key={car.id} scope="col" className={styles.carHeader}>
                  <div className={styles.carHeaderBody}>
                    <div className={styles.media}>
                      {car.image ? (
                        <Image
                          className={styles.image}
                          src={car.image.src}
                          width={car.image.width}
                          height={car.image.height}
                          // the name beside it says what it shows
                          alt=""
                          slot="card"
                        />
                      ) : (
                        <div className={styles.noImage}>Photos coming soon</div>
                      )}
                    </div>
                    <Link href={car.href} className={styles.carTitle}>
                      {car.title}
                    </Link>
                    {onRemove ? (
                      <div>
                        <Button
                          variant="ghost"
                          size="small"
                          aria-label={`${removeLabel} ${car.title}`}
                          onClick={() => onRemove(car.id)}
                        >
                          {removeLabel}
                        </Button>
                      </div>
                    ) : null}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                className={row.differs ? styles.differs : undefined}
                data-differs={row.differs || undefined}
              >
                <th scope="row" className={styles.rowHeader}>
                  <span className={styles.rowLabel}>{row.label}</span>
                  {row.differs ? (
                    <span className={styles.marker}>
                      <VisuallyHidden>, </VisuallyHidden>
                      {differsLabel}
                    </span>
                  ) : null}
                </th>
                {cars.map((car, i) => (
                  <td key={car.id} className={styles.cell}>
                    <Value value={row.values[i] ?? null} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
