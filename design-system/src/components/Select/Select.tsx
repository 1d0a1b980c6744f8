'use client';

import { type ReactNode, type Ref, useId } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { FieldLabel } from '../Field/FieldParts';
import * as styles from './Select.css';

export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** The props of the select box itself, without its label. */
export interface SelectControlProps<V extends string | number = string> {
  options: readonly SelectOption<V>[];
  /** the chosen option's value; undefined shows the placeholder */
  value?: V;
  onValueChange?: (value: V) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** submitted with a plain (non-JavaScript) form */
  name?: string;
  id?: string;
  /** the id of the visible label, which also names the list of options */
  labelId?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * The select box (Radix Select) without a label, for fields that bring their own. Option values
 * may be numbers (a location id); Radix works on strings, so they are matched back here.
 */
export function SelectControl<V extends string | number = string>({
  options,
  value,
  onValueChange,
  onBlur,
  placeholder,
  disabled,
  required,
  name,
  labelId,
  ...trigger
}: SelectControlProps<V>) {
  const container = usePortalContainer();
  return (
    <SelectPrimitive.Root
      value={value === undefined ? '' : String(value)}
      onValueChange={(chosen) => {
        const option = options.find((candidate) => String(candidate.value) === chosen);
        if (option) onValueChange?.(option.value);
      }}
      onOpenChange={(open) => (open ? undefined : onBlur?.())}
      disabled={disabled}
      required={required}
      name={name}
    >
      <SelectPrimitive.Trigger className={styles.trigger} data-slot="select" {...trigger}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className={styles.icon}>
          <ChevronDownIcon />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal container={container}>
        <SelectPrimitive.Content
          className={styles.content}
          position="popper"
          sideOffset={4}
          aria-labelledby={labelId}
          data-slot="select-content"
        >
          <SelectPrimitive.Viewport className={styles.viewport}>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={String(option.value)}
                disabled={option.disabled}
                className={styles.item}
                data-slot="select-item"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
                  <CheckIcon size={16} />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export interface SelectProps<V extends string | number = string> extends Omit<
  SelectControlProps<V>,
  'aria-labelledby'
> {
  label: ReactNode;
  /** keeps the label for screen readers only */
  hideLabel?: boolean;
}

/** A labelled dropdown of options with a placeholder (Radix Select), outside a form. */
export function Select<V extends string | number = string>({
  label,
  hideLabel = false,
  id,
  ...props
}: SelectProps<V>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const labelId = `${selectId}-label`;
  return (
    <div className={styles.root} data-slot="select-field">
      <FieldLabel id={labelId} htmlFor={selectId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <SelectControl id={selectId} labelId={labelId} {...props} />
    </div>
  );
}
