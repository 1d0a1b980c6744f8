'use client';

import { Inline } from '@dealer/design-system';
import { type CompareEntry } from '../compare-list';
import { CompareCheckbox, CompareLink } from '../../search/client/CardSaveCompare';

/**
 * The vehicle page's compare toggle (spec §1/§6): the car's Compare box, the same list as the
 * search cards', and 'Compare cars' once two or more are picked.
 */
export function VehicleCompare({ siteSlug, car }: { siteSlug: string; car: CompareEntry }) {
  return (
    <Inline space="small" alignY="center">
      <CompareCheckbox siteSlug={siteSlug} car={car} />
      <CompareLink siteSlug={siteSlug} />
    </Inline>
  );
}
