import { type ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './SiteNotFound.css';

export interface SiteNotFoundProps {
  title?: string;
  message: ReactNode;
  actions?: ReactNode;
}

/** The themed 'not found' panel of a site. */
export function SiteNotFound({ title = 'Page not found', message, actions }: SiteNotFoundProps) {
  return (
    <section className={styles.panel} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading level={1} id="not-found-heading">
        {title}
      </Heading>
      <Text tone="muted">{message}</Text>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
