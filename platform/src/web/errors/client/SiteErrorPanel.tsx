'use client';

import { Container, SiteError } from '@dealer/design-system';
import { errorReference } from '../error-reference';
import { errorPageLinks, type ErrorPageProps } from './error-page-props';

/**
 * The failed page's panel (SiteErrorPage): inside the site's frame and theme, with a way to try
 * again and ways on. The shopper sees the error's reference code, never its message.
 */
export function SiteErrorPanel({ error, retry }: ErrorPageProps) {
  return (
    <Container>
      <SiteError reference={errorReference(error)} onRetry={retry} links={errorPageLinks} />
    </Container>
  );
}
