'use client';

import { type ReactNode, type Ref, useId } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import * as styles from './Switch.css';

export const switchLabelPositions = ['end', 'start'] as const;

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  /** e.g. while the results it filters are loading */
  disabled?: boolean;
  /** the label after the switch (default) or before it */
  labelPosition?: (typeof switchLabelPositions)[number];
  name?: string;
  value?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-describedby'?: string;
}

/**
 * An on/off setting that applies at once (Radix Switch), such as 'Only show Toyota Certified
 * Vehicles'. For a choice submitted with a form, use a checkbox.
 */
export function Switch({
  label,
  labelPosition = 'end',
  id,
  disabled = false,
  ...props
}: SwitchProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  const labelElement = (
    <label htmlFor={switchId} className={styles.label} data-slot="switch-label">
      {label}
    </label>
  );
  return (
    <div className={styles.root} data-slot="switch-row" data-disabled={disabled || undefined}>
      {labelPosition === 'start' ? labelElement : null}
      <SwitchPrimitive.Root
        id={switchId}
        disabled={disabled}
        className={styles.track}
        data-slot="switch"
        {...props}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
      {labelPosition === 'end' ? labelElement : null}
    </div>
  );
}
