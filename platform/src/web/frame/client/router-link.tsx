'use client';

import { useRouter } from 'next/navigation';
import { type MouseEvent, useEffect, useTransition } from 'react';
import { type LinkComponentProps } from '@dealer/design-system/client';
import { isAppPageHref } from '../app-page-href';
import { wakeWaitingParts } from './hydrate-near-view';
import { useNavigationPending } from './navigation-pending';
import { addressOf, browserNavigationWatch, watchNavigation } from './navigation-watch';

// The router link the design system renders: a plain anchor whose click the app's router takes
// (the framework's own navigation, as its Link component does, without that component's code in
// every page's first load). Nothing is prefetched: each prefetch is a request and main-thread
// work while the page is still loading. Files such as the sitemap stay plain anchors, and so
// does every click the browser should handle itself. A click whose page arrives but is never
// shown is loaded by the browser instead (navigation-watch.ts).

/**
 * Whether a click on a link is the router's to take: a plain click (no key held, no other
 * button) on a link that opens in this tab, is not a download and that no handler has taken.
 */
export function isRouterClick(
  event: Pick<
    MouseEvent,
    'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
  >,
  target: string | undefined,
  download: unknown,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (target && target !== '_self') return false;
  return download === undefined || download === false;
}

/**
 * A link to a page of the app navigates in the page, with the site's loading bar shown while
 * the page it leads to is on its way; any other link is a plain anchor.
 */
export function RouterLink({ href, children, onClick, ...props }: LinkComponentProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const begin = useNavigationPending();
  useEffect(() => (pending ? begin() : undefined), [pending, begin]);
  if (!isAppPageHref(href)) {
    return (
      <a href={href} onClick={onClick} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!isRouterClick(event, props.target, props.download)) return;
        event.preventDefault();
        const from = `${window.location.pathname}${window.location.search}`;
        // the navigation hydrates any part of this page still waiting below the fold first: none
        // may wait for the shopper to scroll to it (hydrate-near-view.tsx)
        wakeWaitingParts();
        startTransition(() => router.push(href));
        // a navigation whose page arrives but is never shown is loaded by the browser instead
        // (navigation-watch.ts)
        watchNavigation(addressOf(href, window.location.href), from, browserNavigationWatch(href));
      }}
    >
      {children}
    </a>
  );
}
