import { type ReactNode } from 'react';
import { type DealerOverrides, dealerThemeVars } from './dealer-overrides';
import { type LinkComponent, LinkProvider } from './LinkContext';
import { ThemeRoot } from './ThemeRoot';
import { type Brand } from './tokens';
import * as styles from './ThemeProvider.css';

export interface ThemeProviderProps {
  brand: Brand;
  overrides?: DealerOverrides | null;
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** The root of a site: its brand theme, the dealer's overrides as CSS variables, its link. */
export function ThemeProvider({ brand, overrides, linkComponent, children }: ThemeProviderProps) {
  return (
    <ThemeRoot brand={brand} className={styles.root} style={dealerThemeVars(overrides)}>
      <LinkProvider component={linkComponent}>{children}</LinkProvider>
    </ThemeRoot>
  );
}
