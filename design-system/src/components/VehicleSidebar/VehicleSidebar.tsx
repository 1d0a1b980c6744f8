import { type ReactNode } from 'react';
import { MapPinIcon } from '../../icons';
import { Link } from '../Link/Link';
import { VehiclePrice, type VehiclePriceDisplay } from '../private/VehiclePrice';
import { Tag } from '../Tag/Tag';
import * as styles from './VehicleSidebar.css';

export const vehicleSidebarStatuses = ['available', 'sold'] as const;

export interface VehicleSidebarFact {
  /** e.g. 'Year', 'Make', 'Model', 'Badge', 'Series' */
  label: string;
  value: string;
}

export interface VehicleSidebarProps {
  /** the car's name: the page's h1 */
  title: string;
  subtitle?: string | null;
  /** 'sold' shows the SOLD message and `findSimilar` in place of the price and actions */
  status?: (typeof vehicleSidebarStatuses)[number];
  price: VehiclePriceDisplay;
  facts?: readonly VehicleSidebarFact[];
  /** e.g. 'Below market by $2,400' */
  marketPriceBadge?: string | null;
  /** e.g. 'Toyota Certified Pre-Owned' */
  certifiedBadge?: string | null;
  /** e.g. 'Reserved' */
  reservedBadge?: string | null;
  location?: string | null;
  /** where the location line leads, e.g. '#vehicle-map' */
  locationHref?: string | null;
  /** a finance summary (FinanceSummary), shown under the price */
  finance?: ReactNode;
  /** the main calls to action, one under another: Reserve Car Now, Enquire Now, Call Now */
  actions?: ReactNode;
  /** smaller actions side by side: Car History Report, Trade-In */
  secondaryActions?: ReactNode;
  /** icon buttons in a row: Share, Favourite, Print */
  tools?: ReactNode;
  soldLabel?: string;
  soldMessage?: ReactNode;
  /** the sold car's one action: 'Find Me Something Similar' */
  findSimilar?: ReactNode;
  /** sticky beside the gallery on a desktop (default true) */
  sticky?: boolean;
}

/**
 * The summary beside a car's pictures: its name (the page's h1), price, key facts, badges,
 * location, finance summary and the actions the page gives it. A sold car shows SOLD and
 * 'Find Me Something Similar' instead of its price and actions.
 */
export function VehicleSidebar({
  title,
  subtitle,
  status = 'available',
  price,
  facts = [],
  marketPriceBadge,
  certifiedBadge,
  reservedBadge,
  location,
  locationHref,
  finance,
  actions,
  secondaryActions,
  tools,
  soldLabel = 'SOLD',
  soldMessage,
  findSimilar,
  sticky = true,
}: VehicleSidebarProps) {
  const isSold = status === 'sold';
  const hasBadges = Boolean(certifiedBadge || (!isSold && reservedBadge));
  return (
    <div
      className={[styles.sidebar, sticky ? styles.sticky : ''].filter(Boolean).join(' ')}
      data-slot="vehicle-sidebar"
      data-status={status}
    >
      <div className={styles.header}>
        {hasBadges ? (
          <div className={styles.badges}>
            {!isSold && reservedBadge ? <Tag tone="caution">{reservedBadge}</Tag> : null}
            {certifiedBadge ? <Tag tone="info">{certifiedBadge}</Tag> : null}
          </div>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>

      {isSold ? (
        <div className={styles.sold} data-slot="vehicle-sidebar-sold">
          <p className={styles.soldLabel}>{soldLabel}</p>
          {soldMessage ? <p className={styles.soldMessage}>{soldMessage}</p> : null}
        </div>
      ) : (
        <div className={styles.priceBlock} data-slot="vehicle-sidebar-price">
          <VehiclePrice price={price} size="large" />
          {marketPriceBadge ? (
            <div>
              <Tag tone="positive">{marketPriceBadge}</Tag>
            </div>
          ) : null}
        </div>
      )}

      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {location ? (
        <p className={styles.location}>
          <MapPinIcon className={styles.locationIcon} />
          {locationHref ? <Link href={locationHref}>{location}</Link> : <span>{location}</span>}
        </p>
      ) : null}

      {isSold ? (
        findSimilar ? (
          <div className={styles.actions} data-slot="vehicle-sidebar-actions">
            {findSimilar}
          </div>
        ) : null
      ) : (
        <>
          {finance}
          {actions ? (
            <div className={styles.actions} data-slot="vehicle-sidebar-actions">
              {actions}
            </div>
          ) : null}
          {secondaryActions ? (
            <div className={styles.secondaryActions} data-slot="vehicle-sidebar-secondary-actions">
              {secondaryActions}
            </div>
          ) : null}
          {tools ? (
            <div className={styles.tools} data-slot="vehicle-sidebar-tools">
              {tools}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
