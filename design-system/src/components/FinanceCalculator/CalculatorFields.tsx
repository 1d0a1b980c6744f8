'use client';

import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Slider } from 'radix-ui';
import { FieldHint, FieldLabel } from '../Field/FieldParts';
import { editMoneyInput, formatMoneyInput } from '../MoneyField/money';
import * as styles from './CalculatorFields.css';

// The calculator's two kinds of control: a dollar amount typed with thousands separators, and a
// stepped slider (years, percent). Both are controlled and outside any form library.

export interface CalculatorMoneyInputProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** whole dollars; undefined while the field is empty */
  value: number | undefined;
  onValueChange: (value: number | undefined) => void;
  onBlur?: () => void;
  /** the id of a message about the value (shown in the critical tone) */
  problemId?: string;
}

/** A '$' amount: thousands separators while typing, the caret kept after the digit it was after. */
export function CalculatorMoneyInput({
  id,
  label,
  hint,
  value,
  onValueChange,
  onBlur,
  problemId,
}: CalculatorMoneyInputProps) {
  const text = formatMoneyInput(value);
  const input = useRef<HTMLInputElement | null>(null);
  // a new object after every edit, so the caret is put back even when the value is unchanged
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret && element && element === element.ownerDocument.activeElement) {
      element.setSelectionRange(caret.at, caret.at);
    }
  }, [caret]);

  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, problemId ?? null].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-slot="calculator-money-input">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div className={styles.inputWrap}>
        <span className={styles.prefix} aria-hidden="true">
          $
        </span>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-describedby={describedBy || undefined}
          aria-invalid={problemId ? true : undefined}
          onChange={(event) => {
            const edit = editMoneyInput(
              event.target.value,
              event.target.selectionStart ?? event.target.value.length,
              text,
              (event.nativeEvent as InputEvent).inputType,
            );
            onValueChange(edit.value);
            setCaret({ at: edit.caret });
          }}
          onBlur={onBlur}
          className={styles.input}
        />
      </div>
    </div>
  );
}

export interface CalculatorSliderProps {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  /** how a value reads, on screen and to screen readers: '5 years', '8.5% p.a.' */
  format: (value: number) => string;
  onValueChange: (value: number) => void;
}

/** A stepped slider with its value beside the label; arrows, Page Up/Down, Home and End move it. */
export function CalculatorSlider({
  label,
  value,
  min,
  max,
  step,
  format,
  onValueChange,
}: CalculatorSliderProps) {
  const labelId = useId();
  return (
    <div className={styles.field} data-slot="calculator-slider">
      <div className={styles.labelRow}>
        <FieldLabel id={labelId}>{label}</FieldLabel>
        <span className={styles.sliderValue} aria-hidden="true">
          {format(value)}
        </span>
      </div>
      <Slider.Root
        className={styles.slider}
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={(next) => {
          if (next[0] !== undefined && next[0] !== value) onValueChange(next[0]);
        }}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb
          className={styles.thumb}
          aria-labelledby={labelId}
          aria-valuetext={format(value)}
        />
      </Slider.Root>
      <div className={styles.bounds} aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
