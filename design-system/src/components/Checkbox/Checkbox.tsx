'use client';

import { type ReactNode, type Ref, useId } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { CheckIcon } from '../../icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** the text beside the box; it may hold a link ('I agree to the terms of use') */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  required?: boolean;
  /** submitted with a plain (non-JavaScript) form */
  name?: string;
  value?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** A labelled checkbox (Radix Checkbox): the box and its label, which toggles it too. */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  id,
  ...props
}: CheckboxProps) {
  const ownId = useId();
  const boxId = id ?? ownId;
  return (
    <div className={styles.root} data-slot="checkbox-row">
      <CheckboxPrimitive.Root
        id={boxId}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange ? (state) => onCheckedChange(state === true) : undefined}
        className={styles.box}
        data-slot="checkbox"
        {...props}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          <CheckIcon size={16} strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={boxId} className={styles.label} data-slot="checkbox-label">
        {label}
      </label>
    </div>
  );
}
