'use client';

import { useEffect, useState } from 'react';
import { Slider } from 'radix-ui';
import { clampRange, parseRangeInput, type Range, rangeAfterMove } from './range';
import * as styles from './RangeSlider.css';

export interface RangeSliderProps {
  label: string;
  /** the bounds of the slider */
  bounds: Range;
  /** the current refinement (defaults to the bounds) */
  value?: Range | null;
  step: number;
  /** values are rounded to this (e.g. 1000 for price and km) */
  roundTo?: number;
  format?: (value: number) => string;
  minLabel: string;
  maxLabel: string;
  /** called when the shopper lets go (or commits a typed value) */
  onCommit: (range: [number, number]) => void;
  disabled?: boolean;
}

/** Dual-handle range slider with number inputs; keyboard operable through Radix Slider. */
export function RangeSlider({
  label,
  bounds,
  value,
  step,
  roundTo = step,
  format = String,
  minLabel,
  maxLabel,
  onCommit,
  disabled = false,
}: RangeSliderProps) {
  const current = clampRange(value ?? bounds, bounds);
  const [draft, setDraft] = useState<[number, number]>(current);
  const key = `${current[0]}:${current[1]}`;
  useEffect(() => setDraft(clampRange(value ?? bounds, bounds)), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  // only what the shopper moved is rounded and committed; a focus or a leave commits nothing
  const commit = (next: readonly number[]) => {
    const moved = rangeAfterMove(current, [next[0]!, next[1]!], bounds, roundTo);
    if (moved === null) {
      setDraft(current);
      return;
    }
    setDraft(moved);
    onCommit(moved);
  };
  const typed =
    (end: 0 | 1) =>
    (event: React.FocusEvent<HTMLInputElement> | React.KeyboardEvent<HTMLInputElement>) => {
      const parsed = parseRangeInput(event.currentTarget.value, bounds);
      if (parsed === null) {
        event.currentTarget.value = String(draft[end]);
        return;
      }
      if (parsed === draft[end]) return;
      const next: [number, number] =
        end === 0 ? [Math.min(parsed, draft[1]), draft[1]] : [draft[0], Math.max(parsed, draft[0])];
      commit(next);
    };
  return (
    <div className={styles.root} role="group" aria-label={label}>
      <Slider.Root
        className={styles.slider}
        min={bounds[0]}
        max={bounds[1]}
        step={step}
        value={draft}
        minStepsBetweenThumbs={0}
        onValueChange={(next) => setDraft([next[0]!, next[1]!])}
        onValueCommit={commit}
        disabled={disabled}
        data-slot="range-slider"
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb
          className={styles.thumb}
          aria-label={minLabel}
          aria-valuetext={format(draft[0])}
        />
        <Slider.Thumb
          className={styles.thumb}
          aria-label={maxLabel}
          aria-valuetext={format(draft[1])}
        />
      </Slider.Root>
      <div className={styles.values} aria-hidden="true">
        <span>{format(draft[0])}</span>
        <span>{format(draft[1])}</span>
      </div>
      <div className={styles.inputs}>
        <label className={styles.field}>
          {minLabel}
          <input
            key={`min-${draft[0]}`}
            className={styles.input}
            inputMode="numeric"
            defaultValue={draft[0]}
            disabled={disabled}
            onBlur={typed(0)}
            onKeyDown={(e) => e.key === 'Enter' && typed(0)(e)}
          />
        </label>
        <label className={styles.field}>
          {maxLabel}
          <input
            key={`max-${draft[1]}`}
            className={styles.input}
            inputMode="numeric"
            defaultValue={draft[1]}
            disabled={disabled}
            onBlur={typed(1)}
            onKeyDown={(e) => e.key === 'Enter' && typed(1)(e)}
          />
        </label>
      </div>
    </div>
  );
}
