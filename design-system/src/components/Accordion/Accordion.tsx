'use client';

import { type ComponentProps } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDownIcon } from '../../icons';
import * as styles from './Accordion.css';

// Stacked sections that open one (or several) at a time: the trade-in FAQ, finance terms.

export const accordionHeadingLevels = [2, 3, 4] as const;

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={join(styles.root, className)}
      {...props}
    />
  );
}

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={join(styles.item, className)}
      {...props}
    />
  );
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** the heading element around the button (h3 by default) */
  headingLevel?: (typeof accordionHeadingLevels)[number];
}

/** The heading button of an item, with a chevron that turns when it opens. */
export function AccordionTrigger({
  headingLevel = 3,
  className,
  children,
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className={styles.header}>
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={join(styles.trigger, className)}
          {...props}
        >
          {children}
          <ChevronDownIcon className={styles.chevron} />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={join(styles.content, className)}
      {...props}
    >
      <div className={styles.inner}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
