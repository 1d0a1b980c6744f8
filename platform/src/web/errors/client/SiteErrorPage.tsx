'use client';

import { lazy, Suspense } from 'react';
import type { ErrorPageProps } from './error-page-props';

const SiteErrorPanel = lazy(() =>
  import('./SiteErrorPanel').then((module) => ({ default: module.SiteErrorPanel })),
);

/**
 * app/[site]/error.tsx: a page of a site that failed, inside the site's frame and theme (the
 * site's layout above it still renders), with a way to try again and ways on. Every page loads
 * the error boundary with its first script, so the panel's own code (the design system's error
 * panel and its buttons) loads only when a page fails; should that fail too, the app's plain
 * error document (global-error.tsx) takes over.
 */
export function SiteErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <SiteErrorPanel {...props} />
    </Suspense>
  );
}
