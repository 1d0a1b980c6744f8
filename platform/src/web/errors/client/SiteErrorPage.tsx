'use client';

import { Container, SiteError } from '@dealer/design-system';
import { errorReference } from '../error-reference';
import { errorPageLinks, type ErrorPageProps } from './error-page-props';

/**
 * app/[site]/error.tsx: a page of a site that failed, inside the site's frame and theme (the
 * site's layout above it still renders), with a way to try again and ways on. The shopper sees
 * the error's reference code, never its message.
 */
export function SiteErrorPage({ error, retry }: ErrorPageProps) {
  return (
    <Container>
      <SiteError reference={errorReference(error)} onRetry={retry} links={errorPageLinks} />
    </Container>
  );
}
