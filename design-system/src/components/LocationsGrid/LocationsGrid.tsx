import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  LocationCard,
  type LocationCardProps,
  type LocationCardVariant,
} from '../LocationCard/LocationCard';
import { locationsGridSpans } from './columns';
import * as styles from './LocationsGrid.css';

export interface LocationsGridProps {
  locations: readonly (LocationCardProps & { id: string })[];
  /** the variant of every card (spec §2: the grid may be dark) */
  variant?: LocationCardVariant;
  /** the button text of every card, e.g. 'View Location Details' */
  detailsLabel?: string;
  /** the accessible name of the list */
  label?: string;
  headingLevel?: LocationCardProps['headingLevel'];
}

/**
 * Location cards in a grid whose columns follow the number of locations (spec §9): 4 across
 * on a wide screen for more than 3, 3 across for 3, wider cards for fewer. Nothing when empty.
 */
export function LocationsGrid({
  locations,
  variant = 'standard',
  detailsLabel,
  label = 'Locations',
  headingLevel,
}: LocationsGridProps) {
  if (locations.length === 0) return null;
  const spans = locationsGridSpans(locations.length);
  return (
    <ul
      className={styles.grid}
      aria-label={label}
      data-slot="locations-grid"
      data-fewer={spans.desktop > 4}
      style={assignInlineVars({
        [styles.tabletSpan]: String(spans.tablet),
        [styles.desktopSpan]: String(spans.desktop),
        [styles.wideSpan]: String(spans.wide),
      })}
    >
      {locations.map(({ id, ...location }) => (
        <li key={id} className={styles.item}>
          <LocationCard
            {...location}
            variant={variant}
            headingLevel={headingLevel ?? location.headingLevel}
            detailsLabel={detailsLabel ?? location.detailsLabel}
          />
        </li>
      ))}
    </ul>
  );
}
