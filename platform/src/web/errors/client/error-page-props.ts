/** What Next.js hands an error boundary's page (error.tsx, global-error.tsx). */
export interface ErrorPageProps {
  /** what was thrown: from the server, an Error whose message is generic and with a digest */
  error: unknown;
  /** fetch the failed part again and render it again */
  retry: () => void;
}

/** The ways on from a failed page, worded as the site's 404 words them. */
export const errorPageLinks = [
  { label: 'Back to home', href: '/' },
  { label: 'Search our stock', href: '/search' },
] as const;
