import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;

/** room at the foot of the page, so the bar never covers the last of it */
export const spacer = style({
  height: `calc(2.75rem + 2 * ${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
  '@media': { [tabletUp]: { display: 'none' } },
});
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.small} calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  '@media': { [tabletUp]: { display: 'none' } },
});
globalStyle(`${bar} > *`, { width: '100%' });
