'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import type { AccountControlProps } from './AccountControl';

const AccountControl = lazy(() =>
  import('./AccountControl').then((module) => ({ default: module.AccountControl })),
);

/**
 * The header's account control (AccountControl), whose code loads after the page's first
 * script: it is not needed to paint the header or to follow its link. The server paints the
 * control as the page is built; the server's 'Sign In' link stands in its place wherever the
 * control has not been rendered yet.
 */
export function LazyAccountControl({
  signInLink,
  ...props
}: AccountControlProps & { signInLink: ReactNode }) {
  return (
    <Suspense fallback={signInLink}>
      <AccountControl {...props} />
    </Suspense>
  );
}
