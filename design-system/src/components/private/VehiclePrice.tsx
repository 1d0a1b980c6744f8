import { formatAud } from '../Price/format';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './VehiclePrice.css';

export const vehiclePriceSizes = ['standard', 'large'] as const;

/**
 * A car's price as the platform decided to show it (spec §4 price display): an amount, or a
 * text such as 'Enquire for price.' or 'PREORDER'; a qualifier such as 'Drive Away'; and the
 * earlier price, struck through, when there is one.
 */
export interface VehiclePriceDisplay {
  /** whole dollars; null shows `text` instead */
  amount: number | null;
  text?: string | null;
  /** e.g. 'Drive Away', 'Excl. Govt. Charges', 'per week' */
  qualifier?: string | null;
  /** the earlier, higher price, struck through */
  wasPrice?: number | null;
}

/** The price line shared by the vehicle sidebar and the sticky call-to-action bar. */
export function VehiclePrice({
  price,
  size = 'standard',
}: {
  price: VehiclePriceDisplay;
  size?: (typeof vehiclePriceSizes)[number];
}) {
  return (
    <p className={styles.root} data-slot="vehicle-price">
      {price.amount !== null ? (
        <span className={styles.amount[size]}>{formatAud(price.amount)}</span>
      ) : (
        <span className={styles.text[size]}>{price.text}</span>
      )}
      {price.qualifier ? <span className={styles.qualifier}>{price.qualifier}</span> : null}
      {price.wasPrice ? (
        <s className={styles.was}>
          <VisuallyHidden>Was </VisuallyHidden>
          {formatAud(price.wasPrice)}
        </s>
      ) : null}
    </p>
  );
}
