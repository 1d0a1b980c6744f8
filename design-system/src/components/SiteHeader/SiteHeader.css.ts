import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const header = style({
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  position: 'sticky',
  top: 0,
  zIndex: 20,
});
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.layout.headerHeight,
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.medium}`,
});
export const accentStrip = style({ height: 4, background: vars.color.brandAccent });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  zIndex: 30,
  borderRadius: vars.radius.small,
  selectors: { '&:focus': { top: vars.space.small } },
});
export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.large,
  selectors: { '[data-brand] &': { color: vars.color.neutral } },
});
export const logo = style({ height: 40, width: 'auto' });
export const nav = style({
  display: 'none',
  flex: 1,
  '@media': { [desktop]: { display: 'flex' } },
});
export const menu = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
});
export const right = style({ marginLeft: 'auto' });
export const menuLink = style({
  display: 'inline-flex',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '[data-brand] &': { color: vars.color.neutral },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});
export const phone = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [desktop]: { display: 'inline-flex' } },
});
export const mobileOnly = style({
  marginLeft: 'auto',
  '@media': { [desktop]: { display: 'none' } },
});
export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
});
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 40,
});
export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(22rem, 88vw)',
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  zIndex: 41,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  boxShadow: vars.shadow.large,
  overflowY: 'auto',
});
export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const drawerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontFamily: vars.font.heading,
});
export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
export const drawerLink = style([menuLink, { display: 'flex', padding: vars.space.small }]);

/** the mega-menu's link to the whole range, under its groups */
export const menuFooter = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
});
