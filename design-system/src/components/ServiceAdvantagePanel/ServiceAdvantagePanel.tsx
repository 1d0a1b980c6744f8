import { type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './ServiceAdvantagePanel.css';

export const serviceAdvantageHeadingLevels = [2, 3] as const;

export interface ServiceAdvantagePanelProps {
  /** the capped price of each service, formatted by the platform, e.g. '$260' */
  pricePerService: string;
  /** how many years the capped price lasts, e.g. 5 */
  years: number;
  /** how many services it covers, e.g. 5 */
  services: number;
  /** e.g. 'Every 12 months or 15,000km, whichever comes first' */
  interval: string;
  bookHref: string;
  bookLabel?: string;
  title?: string;
  headingLevel?: (typeof serviceAdvantageHeadingLevels)[number];
  /** e.g. 'Capped price servicing for the first 5 years or 75,000km.' */
  description?: ReactNode;
  disclaimer?: ReactNode;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Toyota Service Advantage: the capped price per service, its years, services and interval. */
export function ServiceAdvantagePanel({
  pricePerService,
  years,
  services,
  interval,
  bookHref,
  bookLabel = 'Book a Service',
  title = 'Toyota Service Advantage',
  headingLevel = 2,
  description,
  disclaimer,
}: ServiceAdvantagePanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} data-slot="service-advantage-panel">
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>per service</dt>
          <dd className={styles.figureValue}>{pricePerService}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{plural(years, 'year', 'years')}</dt>
          <dd className={styles.figureValue}>{years}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{plural(services, 'service', 'services')}</dt>
          <dd className={styles.figureValue}>{services}</dd>
        </div>
      </dl>
      <p className={styles.interval}>{interval}</p>
      <div>
        <Button href={bookHref} variant="ghost">
          {bookLabel}
        </Button>
      </div>
      {disclaimer ? <p className={styles.disclaimer}>{disclaimer}</p> : null}
    </section>
  );
}
