'use client';

import { type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import * as styles from './Tabs.css';

// Tabs of the vehicle page (Dealer Comments, What's Included, Why Buy From Us?, Features…).
// Arrow keys move between tabs; the list scrolls sideways on a phone.

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root data-slot="tabs" className={join(styles.root, className)} {...props} />
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List data-slot="tabs-list" className={join(styles.list, className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={join(styles.trigger, className)}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={join(styles.content, className)}
      {...props}
    />
  );
}
