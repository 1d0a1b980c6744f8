import { type ReactNode } from 'react';
import { VehiclePrice, type VehiclePriceDisplay } from '../private/VehiclePrice';
import * as styles from './StickyCtaBar.css';
import { Image } from '../Image/Image';

export interface StickyCtaBarProps {
  /** the page decides when it shows (spec §2: after 900px of scrolling) */
  visible: boolean;
  title: string;
  price: VehiclePriceDisplay;
  subtitle?: string | null;
  /** a small picture of the car (decorative: the title is beside it) */
  image?: { url: string; width: number; height: number } | null;
  /** the primary actions, e.g. Reserve Car Now and Enquire Now */
  actions: ReactNode;
  /** the accessible name of the bar (the car's name when not given) */
  label?: string;
}

/**
 * A bar along the foot of the window with the car's name, price and primary actions. It slides
 * in and out as `visible` changes (no motion when the shopper prefers less). From a tablet up;
 * phones have the MobileStickyBar.
 */
export function StickyCtaBar({
  visible,
  title,
  price,
  subtitle,
  image,
  actions,
  label,
}: StickyCtaBarProps) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section
        className={styles.bar}
        aria-label={label ?? title}
        data-visible={visible}
        inert={!visible}
        data-slot="sticky-cta-bar"
      >
        <div className={styles.inner}>
          {image ? (
            <Image
              className={styles.thumbnail}
              src={image.url}
              alt=""
              width={80}
              height={Math.round((80 * image.height) / image.width)}
              slot="thumbnail"
            />
          ) : null}
          <div className={styles.summary}>
            <p className={styles.title}>{title}</p>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            <VehiclePrice price={price} />
          </div>
          <div className={styles.actions}>{actions}</div>
        </div>
      </section>
    </>
  );
}
