'use client';

import './browser-setup';
import { type ReactNode, useEffect } from 'react';
import Link, { useLinkStatus } from 'next/link';
import { ToastProvider } from '@dealer/design-system';
import { LinkProvider, type LinkComponentProps } from '@dealer/design-system/client';
import { isAppPageHref } from '../app-page-href';
import { NavigationPendingProvider, useNavigationPending } from './navigation-pending';

/** Inside a router link: tells the site's page-loading indicator while its navigation waits. */
function PendingReporter() {
  const { pending } = useLinkStatus();
  const begin = useNavigationPending();
  useEffect(() => (pending ? begin() : undefined), [pending, begin]);
  return null;
}

/**
 * The router link the design system renders: client-side navigation for the app's pages,
 * without prefetching every link that scrolls into view (each prefetch is a request and main
 * thread work while the page is still loading); files such as the sitemap stay plain anchors.
 * While the page it leads to is on its way, the site's loading bar shows.
 */
function RouterLink({ href, children, ...props }: LinkComponentProps) {
  if (!isAppPageHref(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} {...props}>
      {children}
      <PendingReporter />
    </Link>
  );
}

/**
 * Injects next/link into the design system (a client boundary: components cannot cross it),
 * holds the site's one toast region (spec §4, §9: one toast at a time, a new one replaces it),
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
