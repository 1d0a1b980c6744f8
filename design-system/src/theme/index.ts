export { vars } from './contract.css';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { dealerThemeVars, type DealerOverrides } from './dealer-overrides';
export {
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from './LinkContext';
export {
  brands,
  breakpoints,
  brandTokens,
  fontStacks,
  makeTokens,
  radiusScales,
  type Brand,
  type BrandTokens,
  type Breakpoint,
  type FontChoice,
  type RadiusScale,
} from './tokens';
export * from './colour';
export { ThemeRoot, usePortalContainer } from './ThemeRoot';
export * from './contrast';
export { draftOf, siteThemeOf, type SiteTheme } from './theme-draft';
