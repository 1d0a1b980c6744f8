import { type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { actions, panel } from '../SiteNotFound/SiteNotFound.css';
import * as styles from './SiteError.css';

export interface SiteErrorLink {
  /** e.g. 'Search our stock' */
  label: string;
  href: string;
}

export interface SiteErrorProps {
  title?: string;
  message?: ReactNode;
  /**
   * The code that finds the failure in the server's log (never the error's own message): shown
   * for the shopper to quote when they call the dealer.
   */
  reference?: string | null;
  /** Try the page again; without it there is no 'Try again' button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** the ways on from here: home, the stock search */
  links: readonly SiteErrorLink[];
}

const wording = {
  title: 'Something went wrong',
  message: 'Sorry, this page didn’t load properly. Please try again in a moment.',
} as const;

/**
 * The themed panel of a page that failed: a plain heading, a short message, a way to try again
 * and ways on. It shows no detail of the failure, only a reference code.
 */
export function SiteError({
  title = wording.title,
  message = wording.message,
  reference = null,
  onRetry,
  retryLabel = 'Try again',
  links,
}: SiteErrorProps) {
  return (
    <section className={panel} aria-labelledby="site-error-heading" data-slot="site-error">
      <Heading level={1} id="site-error-heading">
        {title}
      </Heading>
      <Text tone="muted">{message}</Text>
      <div className={actions}>
        {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
        {links.map((link, index) => (
          <Button
            key={link.href}
            href={link.href}
            variant={index === 0 && !onRetry ? 'solid' : 'ghost'}
          >
            {link.label}
          </Button>
        ))}
      </div>
      {reference ? (
        <p className={styles.reference}>
          Error reference: <span className={styles.code}>{reference}</span>
        </p>
      ) : null}
    </section>
  );
}
