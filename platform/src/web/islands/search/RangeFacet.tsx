'use client';

import { useRef } from 'react';
import { useRange } from 'react-instantsearch';
import { FacetSection, RangeSlider } from '@dealer/design-system';
import { type FacetDefinition } from '../../search/search-state';
import { rangeValueFormats } from './range-value-formats';

export function RangeFacet({ facet }: { facet: FacetDefinition }) {
  const { range, start, refine, canRefine } = useRange({ attribute: facet.attribute });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lower = Number.isFinite(range.min) ? (range.min as number) : 0;
  const upper = Number.isFinite(range.max) ? (range.max as number) : 0;
  if (!canRefine || upper <= lower) return null;
  const current: [number, number] = [
    Number.isFinite(start[0]) ? Math.max(lower, start[0] as number) : lower,
    Number.isFinite(start[1]) ? Math.min(upper, start[1] as number) : upper,
  ];
  const format = rangeValueFormats[facet.format ?? 'number'];
  return (
    <FacetSection title={facet.label}>
      <RangeSlider
        label={facet.label}
        bounds={[lower, upper]}
        value={current}
        step={facet.step ?? 1}
        roundTo={facet.roundTo ?? facet.step ?? 1}
        format={format}
        minLabel={`Minimum ${facet.label.toLowerCase()}`}
        maxLabel={`Maximum ${facet.label.toLowerCase()}`}
        onCommit={([min, max]) => {
          // spec §9: slider changes are debounced 400 ms
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(
            () => refine([min > lower ? min : undefined, max < upper ? max : undefined]),
            400,
          );
        }}
      />
    </FacetSection>
  );
}
