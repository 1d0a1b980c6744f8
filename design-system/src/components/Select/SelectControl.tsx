'use client';

import { useEffect, useRef } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { dropdownOffset } from '../../theme/dropdown';
import { type SelectControlProps } from './Select';
import * as styles from './Select.css';

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
  defaultOpen = false,
  ...trigger
}: SelectControlProps<V> & {
  /** opens at once, with focus on its trigger (it replaced the trigger the shopper pressed) */
  defaultOpen?: boolean;
}) {
  const container = usePortalContainer();
  const ownTrigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (defaultOpen) ownTrigger.current?.focus({ preventScroll: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
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
      defaultOpen={defaultOpen}
    >
      <SelectPrimitive.Trigger
        className={styles.trigger}
        data-slot="select"
        {...trigger}
        ref={(node: HTMLButtonElement | null) => {
          ownTrigger.current = node;
          const { ref } = trigger;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className={styles.icon}>
          <ChevronDownIcon />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal container={container}>
        <SelectPrimitive.Content
          className={styles.content}
          position="popper"
          sideOffset={dropdownOffset}
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
