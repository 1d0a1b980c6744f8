'use client';

import { Select } from 'radix-ui';
import { ChevronDownIcon } from '../../icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import * as styles from './SortSelect.css';

export interface SortSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The sort order of search results (Radix Select). */
export function SortSelect({ label, value, options, onChange, disabled = false }: SortSelectProps) {
  const container = usePortalContainer();
  return (
    <div className={styles.root}>
      <Select.Root value={value} onValueChange={onChange} disabled={disabled}>
        <span className={styles.label} id="sort-select-label">
          {label}
        </span>
        <Select.Trigger
          className={styles.trigger}
          aria-labelledby="sort-select-label"
          data-slot="sort-select"
        >
          <Select.Value />
          <Select.Icon>
            <ChevronDownIcon />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal container={container}>
          <Select.Content className={styles.content} position="popper" sideOffset={4}>
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
    </div>
  );
}
