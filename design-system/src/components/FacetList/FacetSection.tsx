'use client';

import { type ReactNode, useState } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDownIcon } from '../../icons';
import * as styles from './FacetList.css';

/** A collapsible filter section of the search page (open or closed, remembered by the page). */
export function FacetSection({
  title,
  defaultOpen = true,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className={styles.section}
      data-slot="facet-section"
    >
      <Collapsible.Trigger className={styles.trigger}>
        {title}
        <ChevronDownIcon className={styles.chevron} />
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
