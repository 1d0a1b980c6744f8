'use client';

import { useEffect, useRef } from 'react';
import { Select } from 'radix-ui';
import { ChevronDownIcon } from '../../icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { dropdownOffset } from '../../theme/dropdown';
import { type SortSelectProps } from './SortSelect';
import * as styles from './SortSelect.css';

/** SortSelect's Radix Select, loaded on the first press of its trigger, and open from the start. */
export function SortSelectMenu({
  value,
  options,
  onChange,
  disabled = false,
  labelId,
}: Omit<SortSelectProps, 'label'> & { labelId: string }) {
  const container = usePortalContainer();
  const trigger = useRef<HTMLButtonElement>(null);
  // it takes the place of the trigger the shopper pressed: focus goes back there on close
  useEffect(() => trigger.current?.focus({ preventScroll: true }), []);
  return (
    <Select.Root value={value} onValueChange={onChange} disabled={disabled} defaultOpen>
      <Select.Trigger
        ref={trigger}
        className={styles.trigger}
        aria-labelledby={labelId}
        data-slot="sort-select"
      >
        <Select.Value />
        <Select.Icon>
          <ChevronDownIcon />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal container={container}>
        <Select.Content className={styles.content} position="popper" sideOffset={dropdownOffset}>
          <Select.Viewport className={styles.viewport}>
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value} className={styles.item}>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
