'use client';

import { type ComponentProps, type ReactNode } from 'react';
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import { ChevronDownIcon } from '../../icons';
import * as styles from './Collapsible.css';

export const collapsibleHeadingLevels = [2, 3, 4] as const;

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export function Collapsible(props: ComponentProps<typeof CollapsiblePrimitive.Root>) {
  return <CollapsiblePrimitive.Root data-slot="collapsible" {...props} />;
}

export function CollapsibleTrigger(props: ComponentProps<typeof CollapsiblePrimitive.Trigger>) {
  return <CollapsiblePrimitive.Trigger data-slot="collapsible-trigger" {...props} />;
}

export function CollapsibleContent({
  className,
  ...props
}: ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return (
    <CollapsiblePrimitive.Content
      data-slot="collapsible-content"
      className={join(styles.content, className)}
      {...props}
    />
  );
}

export interface CollapsibleSectionProps {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: (typeof collapsibleHeadingLevels)[number];
  /** beside the title, e.g. the number of selected filters */
  meta?: ReactNode;
  /** uncontrolled start state (open by default) */
  defaultOpen?: boolean;
  /** controlled state, for a page that remembers which sections are open */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A titled section that opens and closes (filter groups, spec lists); the title is a heading. */
export function CollapsibleSection({
  title,
  children,
  headingLevel = 3,
  meta,
  defaultOpen = true,
  open,
  onOpenChange,
}: CollapsibleSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Collapsible
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={styles.section}
      data-slot="collapsible-section"
    >
      <Heading className={styles.heading}>
        <CollapsibleTrigger className={styles.trigger}>
          <span>{title}</span>
          {meta ? <span className={styles.meta}>{meta}</span> : null}
          <ChevronDownIcon className={styles.chevron} />
        </CollapsibleTrigger>
      </Heading>
      <CollapsibleContent>
        <div className={styles.inner}>{children}</div>
      </CollapsibleContent>
    </Collapsible>
  );
}
