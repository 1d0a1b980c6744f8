'use client';

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { formatAud } from '../Price/format';
import { DEFAULT_MONEY_QUICK_PICKS, editMoneyInput, formatMoneyInput } from './money';
import * as styles from './MoneyField.css';

export interface MoneyFieldProps {
  /** the react-hook-form name of the value, a whole number of dollars */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** amounts offered as one-tap buttons; an empty list shows none */
  quickPicks?: readonly number[];
  /** names the group of quick-pick buttons for screen readers */
  quickPicksLabel?: string;
}

/**
 * An amount in dollars: a '$' prefix, thousands separators while typing, and quick-pick buttons.
 * The form keeps a number (or undefined while empty).
 */
export function MoneyField({
  name,
  label,
  hint,
  required = false,
  hideLabel,
  placeholder,
  disabled,
  quickPicks = DEFAULT_MONEY_QUICK_PICKS,
  quickPicksLabel = 'Quick amounts',
}: MoneyFieldProps) {
  const { field } = useController({ name });
  const value = typeof field.value === 'number' ? field.value : undefined;
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

  const isDisabled = disabled ?? field.disabled;
  return (
    <Field name={name} label={label} hint={hint} required={required} hideLabel={hideLabel}>
      {(control) => (
        <div className={styles.body}>
          <div className={styles.inputWrap}>
            <span className={styles.prefix} aria-hidden="true">
              $
            </span>
            <input
              {...control}
              ref={(element) => {
                input.current = element;
                field.ref(element);
              }}
              name={field.name}
              type="text"
              inputMode="numeric"
              value={text}
              placeholder={placeholder}
              onChange={(event) => {
                const edit = editMoneyInput(
                  event.target.value,
                  event.target.selectionStart ?? event.target.value.length,
                  text,
                  (event.nativeEvent as InputEvent).inputType,
                );
                field.onChange(edit.value);
                setCaret({ at: edit.caret });
              }}
              onBlur={field.onBlur}
              disabled={isDisabled}
              required={required}
              className={styles.input}
              data-slot="money-field"
            />
          </div>
          {quickPicks.length > 0 ? (
            <div role="group" aria-label={quickPicksLabel} className={styles.quickPicks}>
              {quickPicks.map((amount) => (
                <Button
                  key={amount}
                  size="small"
                  variant={value === amount ? 'solid' : 'ghost'}
                  aria-pressed={value === amount}
                  disabled={isDisabled}
                  onClick={() => {
                    field.onChange(amount);
                    field.onBlur();
                  }}
                >
                  {formatAud(amount)}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
