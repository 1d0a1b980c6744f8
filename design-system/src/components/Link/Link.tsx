'use client';

import { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useLinkComponent } from '../../theme/LinkContext';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

/** A link through the app's injected router link; external and tel/mailto links stay plain. */
export function Link({ href, children, ...props }: LinkProps) {
  const RouterLink = useLinkComponent();
  if (/^(https?:|mailto:|tel:|sms:|#|\/\/)/.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink href={href} {...props}>
      {children}
    </RouterLink>
  );
}
