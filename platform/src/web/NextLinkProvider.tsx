'use client';

import { type ReactNode } from 'react';
import Link from 'next/link';
import { LinkProvider } from '@dealer/design-system/client';

/** Injects next/link into the design system (a client boundary: components cannot cross it). */
export function NextLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={Link}>{children}</LinkProvider>;
}
