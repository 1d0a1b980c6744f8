'use client';

import { type ReactNode, type Ref, useId } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  options: readonly RadioOption[];
  /** the question the group answers; leave out when `aria-labelledby` names the group */
  label?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  orientation?: (typeof radioGroupOrientations)[number];
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  ref?: Ref<HTMLDivElement>;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** One choice from a few (Radix RadioGroup): 'Phone', 'Email' or 'SMS'. */
export function RadioGroup({
  options,
  label,
  orientation = 'vertical',
  id,
  'aria-labelledby': labelledBy,
  ...props
}: RadioGroupProps) {
  const ownId = useId();
  const groupId = id ?? ownId;
  const labelId = `${groupId}-label`;
  return (
    <div className={styles.root} data-slot="radio-group-root">
      {label ? (
        <span id={labelId} className={styles.groupLabel}>
          {label}
        </span>
      ) : null}
      <RadioGroupPrimitive.Root
        id={groupId}
        orientation={orientation}
        aria-labelledby={labelledBy ?? (label ? labelId : undefined)}
        className={`${styles.group} ${styles.orientation[orientation]}`}
        data-slot="radio-group"
        {...props}
      >
        {options.map((option, index) => {
          const itemId = `${groupId}-${index}`;
          return (
            <div key={option.value} className={styles.option}>
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                data-slot="radio"
              >
                <RadioGroupPrimitive.Indicator className={styles.dot} />
              </RadioGroupPrimitive.Item>
              <label htmlFor={itemId} className={styles.label}>
                {option.label}
              </label>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
    </div>
  );
}
