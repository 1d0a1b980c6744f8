'use client';

import { errorReference } from '../error-reference';
import { errorPageLinks, type ErrorPageProps } from './error-page-props';

/**
 * app/global-error.tsx: the page when the frame itself failed (the root layout or a site's
 * layout), so no theme and no site data: a document of its own in plain HTML, like the 404 of
 * an unknown host. The links are the site's own pages on the address asked for.
 */
export function PlatformErrorPage(props: ErrorPageProps) {
  return (
    <html lang="en-AU">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
        <title>Something went wrong</title>
        <PlatformErrorContent {...props} />
      </body>
    </html>
  );
}

/** The plain page's content, inside its own document. */
export function PlatformErrorContent({ error, retry }: ErrorPageProps) {
  const reference = errorReference(error);
  return (
    <main style={{ maxWidth: 640, margin: '64px auto', padding: 16 }}>
      <h1>Something went wrong</h1>
      <p>Sorry, this page didn’t load properly. Please try again in a moment.</p>
      <p>
        <button type="button" onClick={retry} style={{ font: 'inherit', padding: '8px 16px' }}>
          Try again
        </button>
      </p>
      <ul>
        {errorPageLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      {reference ? <p>Error reference: {reference}</p> : null}
    </main>
  );
}
