'use client';

import { createContext, type CSSProperties, type ReactNode, useContext, useState } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * The themed root element. Dialogs, drawers and popovers portal into it (not into <body>), so
 * they keep the brand theme and the dealer's overrides.
 */
export function ThemeRoot({
  brand,
  className,
  style,
  children,
}: {
  brand: string;
  className: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  return (
    <div data-brand={brand} className={className} style={style} ref={setElement}>
      <PortalContainerContext.Provider value={element}>{children}</PortalContainerContext.Provider>
    </div>
  );
}

/** Where overlays should portal to: the themed root, or undefined (body) outside a theme. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
