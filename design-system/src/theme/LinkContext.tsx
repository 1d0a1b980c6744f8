'use client';

import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

/** What the injected link component receives: an anchor's props with a required href. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = createContext<LinkComponent>(PlainLink);

/** Injects the app's router link (e.g. next/link); the design system never imports a router. */
export function LinkProvider({
  component,
  children,
}: {
  component?: LinkComponent;
  children: ReactNode;
}) {
  return (
    <LinkComponentContext.Provider value={component ?? PlainLink}>
      {children}
    </LinkComponentContext.Provider>
  );
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
