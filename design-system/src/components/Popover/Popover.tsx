'use client';

import { type ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { dropdownOffset } from '../../theme/dropdown';
import * as styles from './Popover.css';

// A small panel next to its trigger (a finance disclaimer, a price explanation, a filter's
// options). Not modal: it closes on an outside click or Escape and returns focus to its trigger.
// Name the panel (aria-label, or aria-labelledby to a heading inside it): it is a dialog.

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the panel against another element than its trigger. */
export function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

/** The panel, portalled into the themed root. */
export function PopoverContent({
  className,
  align = 'center',
  sideOffset = dropdownOffset,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  const container = usePortalContainer();
  return (
    <PopoverPrimitive.Portal container={container}>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={join(styles.content, className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
