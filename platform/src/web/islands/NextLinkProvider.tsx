'use client';

import '../browser-setup';
import { type ReactNode } from 'react';
import Link from 'next/link';
import { ToastProvider } from '@dealer/design-system';
import { LinkProvider, type LinkComponentProps } from '@dealer/design-system/client';
import { isAppPageHref } from '../app-page-href';

/**
 * The router link the design system renders: client-side navigation for the app's pages,
 * without prefetching every link that scrolls into view (each prefetch is a request and main
 * thread work while the page is still loading); files such as the sitemap stay plain anchors.
 */
function RouterLink({ href, ...props }: LinkComponentProps) {
  if (!isAppPageHref(href)) return <a href={href} {...props} />;
  return <Link href={href} prefetch={false} {...props} />;
}

/**
 * Injects next/link into the design system (a client boundary: components cannot cross it), and
 * holds the site's one toast region (spec §4, §9: one toast at a time, a new one replaces it), so
 * a part of any page can show a toast ('Copied {car name} to your clipboard!').
 */
export function NextLinkProvider({ children }: { children: ReactNode }) {
  return (
    <LinkProvider component={RouterLink}>
      <ToastProvider>{children}</ToastProvider>
    </LinkProvider>
  );
}
