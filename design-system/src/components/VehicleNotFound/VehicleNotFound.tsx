import { type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Badge } from '../Tag/Tag';
import * as styles from './VehicleNotFound.css';

export const vehicleNotFoundReasons = ['notFound', 'sold'] as const;
export const vehicleNotFoundHeadingLevels = [1, 2] as const;

export interface VehicleNotFoundLink {
  /** e.g. 'Search all used cars' */
  label: string;
  href: string;
}

export interface VehicleNotFoundProps {
  /** 'sold' adds a SOLD badge and the sold wording */
  reason?: (typeof vehicleNotFoundReasons)[number];
  title?: string;
  message?: ReactNode;
  /** the ways back to the stock; the first is the main one */
  links: readonly VehicleNotFoundLink[];
  /** e.g. a 'Find Me Something Similar' enquiry trigger */
  action?: ReactNode;
  headingLevel?: (typeof vehicleNotFoundHeadingLevels)[number];
  soldLabel?: string;
}

const wording = {
  notFound: {
    title: 'This vehicle is no longer available',
    message:
      'It may have been sold or taken off our website. Have a look at what else is in stock.',
  },
  sold: {
    title: 'This vehicle has been sold',
    message:
      'It has found a new home. We can look for one like it for you, or you can browse our stock.',
  },
} as const;

/** The panel of a car that is no longer on sale or cannot be found, with ways back to search. */
export function VehicleNotFound({
  reason = 'notFound',
  title = wording[reason].title,
  message = wording[reason].message,
  links,
  action,
  headingLevel = 1,
  soldLabel = 'SOLD',
}: VehicleNotFoundProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} data-slot="vehicle-not-found" data-reason={reason}>
      {reason === 'sold' ? (
        <Badge tone="critical" size="standard">
          {soldLabel}
        </Badge>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action}
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((link, index) => (
            <li key={link.href}>
              <Button href={link.href} variant={index === 0 && !action ? 'solid' : 'ghost'}>
                {link.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export type SoldNoticeProps = Omit<VehicleNotFoundProps, 'reason'>;

/** The sold car's notice: a VehicleNotFound with the SOLD badge, under the page's own h1. */
export function SoldNotice({ headingLevel = 2, ...props }: SoldNoticeProps) {
  return <VehicleNotFound reason="sold" headingLevel={headingLevel} {...props} />;
}
