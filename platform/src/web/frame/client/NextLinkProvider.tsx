'use client';

import './browser-setup';
import { type ReactNode } from 'react';
import { ToastProvider } from '@dealer/design-system';
import { LinkProvider } from '@dealer/design-system/client';
import { NavigationPendingProvider } from './navigation-pending';
import { RouterLink } from './router-link';

/**
 * Injects the app router's link into the design system (a client boundary: components cannot
 * cross it), holds the site's one toast region (spec §4, §9: one toast at a time, a new one replaces it),
 * so a part of any page can show a toast ('Copied {car name} to your clipboard!'), and the
 * page-loading indicator shown while a navigation waits for its page.
 */
export function NextLinkProvider({ children }: { children: ReactNode }) {
  return (
    <NavigationPendingProvider>
      <LinkProvider component={RouterLink}>
        <ToastProvider>{children}</ToastProvider>
      </LinkProvider>
    </NavigationPendingProvider>
  );
}
