import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

// the menu's row shows from the wide breakpoint up (see header-layout.ts), the drawer below it
const wide = `screen and (min-width: ${breakpoints.wide}px)`;

/** a long menu's row: smaller words, tighter items, the dealer's name over two lines at most */
export const compact = style({});

export const header = style({
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  position: 'sticky',
  top: 0,
  zIndex: 20,
  // spec §4: while a menu panel is open the header casts a deeper shadow over the page
  selectors: { '&[data-menu-open]': { boxShadow: vars.shadow.medium } },
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
/** the strip above a long menu's row that carries the phone number (wide screens only) */
export const utility = style({
  display: 'none',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xxsmall} ${vars.space.medium} 0`,
  fontSize: vars.fontSize.small,
  '@media': { [wide]: { display: 'flex' } },
});
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
  selectors: {
    '[data-brand] &': { color: vars.color.neutral },
    [`${compact} &`]: { maxWidth: '13rem', lineHeight: vars.lineHeight.tight, textWrap: 'balance' },
  },
});
export const logo = style({ height: 40, width: 'auto' });
export const nav = style({
  display: 'none',
  flex: 1,
  minWidth: 0,
  '@media': { [wide]: { display: 'flex' } },
});
// the navigation menu's own wrapper of its list takes the row's width, so the right-hand items
// sit at its right end
globalStyle(`${nav} > div`, { flex: 1 });
/** the menu's one row: it never wraps (the header collapses to the drawer where it would) */
export const row = style({
  selectors: { 'nav &': { flexWrap: 'nowrap', width: '100%' } },
});
globalStyle(`${compact} ${row}`, { gap: 0 });
globalStyle(`${compact} ${row} > li > a, ${compact} ${row} > li > button`, {
  fontSize: vars.fontSize.small,
  paddingLeft: '0.375rem',
  paddingRight: '0.375rem',
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
  '@media': { [wide]: { display: 'inline-flex' } },
});
export const mobileOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginLeft: 'auto',
  '@media': { [wide]: { display: 'none' } },
});
/** the shopper's account control ('Sign In' or 'Sign Out') */
export const account = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });
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
/** a dropdown's links under its item in the drawer, indented */
export const drawerSubList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.medium}`,
  display: 'flex',
  flexDirection: 'column',
});
export const drawerSubLink = style([
  menuLink,
  {
    display: 'flex',
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    fontWeight: vars.fontWeight.regular,
  },
]);

/** the mega-menu's link to the whole range, under its groups */
export const menuFooter = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
});
