'use client';

import { type ComponentProps } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { usePortalContainer } from '../../theme/ThemeRoot';
import * as styles from './Tooltip.css';

// A short label for a control on hover or keyboard focus (an icon button's name, a badge's
// meaning). Never the only place for information a shopper needs: touch screens do not hover.

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

/** Shares the open delay between tooltips; one near the top of a page is enough. */
export function TooltipProvider({
  delayDuration = 200,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      {...props}
    />
  );
}

/** One tooltip; it brings its own provider, so it works without a TooltipProvider above. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

/** The bubble with its arrow, portalled into the themed root. */
export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  const container = usePortalContainer();
  return (
    <TooltipPrimitive.Portal container={container}>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={join(styles.content, className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className={styles.arrow} width={12} height={6} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
