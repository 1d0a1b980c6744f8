'use client';

import { type KeyboardEvent, type PointerEvent, type ReactNode, type Ref } from 'react';

// A Radix Select's trigger before its code has loaded: the same markup (a combobox button with
// the chosen option's text and the chevron), so nothing moves when the real select replaces it.
// Pressing it (pointer down, a tap, Enter, Space or an arrow key) asks for the real one, open.

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function StaticSelectTrigger({
  id,
  className,
  iconClassName,
  slot,
  text,
  placeholder = false,
  disabled = false,
  icon,
  labelledBy,
  onOpen,
  onPrefetch,
  ref,
  onBlur,
  ...aria
}: {
  id?: string;
  className: string;
  iconClassName?: string;
  slot: string;
  /** the chosen option's text (or the placeholder) */
  text: ReactNode;
  placeholder?: boolean;
  disabled?: boolean;
  icon: ReactNode;
  labelledBy?: string;
  onOpen: () => void;
  onPrefetch: () => void;
  /** a form's field: its ref (the form focuses a field in error) and its blur */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}) {
  return (
    <button
      {...aria}
      ref={ref}
      id={id}
      type="button"
      // no aria-controls while closed, no list in the page: as Radix's trigger, which sets it open
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-labelledby={labelledBy}
      dir="ltr"
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      data-placeholder={placeholder ? '' : undefined}
      data-slot={slot}
      disabled={disabled}
      className={className}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      onBlur={onBlur}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey || event.pointerType !== 'mouse') return;
        event.preventDefault();
        onOpen();
      }}
      // a tap, or a click from the keyboard
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{text}</span>
      <span aria-hidden="true" className={iconClassName}>
        {icon}
      </span>
    </button>
  );
}
