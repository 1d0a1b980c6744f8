import { VehiclePrice, type VehiclePriceDisplay } from '../private/VehiclePrice';
import * as styles from './ReservationSummary.css';
import { Image } from '../Image/Image';

export interface ReservationSummaryFact {
  /** e.g. 'Stock No.', 'Kilometres', 'Location' */
  label: string;
  value: string;
}

export interface ReservationSummaryProps {
  /** the car's name */
  title: string;
  /** the heading level of the name (2 under the page's h1) */
  headingLevel?: 2 | 3;
  image?: { src: string; alt: string; width: number; height: number } | null;
  /** the price as the vehicle page shows it */
  price: VehiclePriceDisplay;
  facts?: readonly ReservationSummaryFact[];
  /** the deposit in words (e.g. '$200'); null when the site asks none */
  deposit?: string | null;
  /** what the deposit buys, e.g. '100% refundable · held for 48 hours' */
  depositNote?: string | null;
}

/** The car being reserved at the checkout: its picture, name, price, facts and the deposit. */
export function ReservationSummary({
  title,
  headingLevel = 2,
  image = null,
  price,
  facts = [],
  deposit = null,
  depositNote = null,
}: ReservationSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-slot="reservation-summary" aria-label={title}>
      {image ? (
        <div className={styles.media}>
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="card"
            priority
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.heading}>{title}</Heading>
        <VehiclePrice price={price} />
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.factRow}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {deposit || depositNote ? (
          <p className={styles.deposit} data-slot="reservation-deposit">
            {deposit ? (
              <>
                <span>Deposit</span>
                <span className={styles.depositAmount}>{deposit}</span>
              </>
            ) : null}
            {depositNote ? <span>{depositNote}</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
