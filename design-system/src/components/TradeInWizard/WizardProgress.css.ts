import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  display: 'grid',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
});
export const count = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.muted,
});
export const list = style({
  display: 'grid',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  // the line joining a step to the one before it
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: 'calc(1rem - 1px)',
      right: `calc(50% + 1rem + ${vars.space.xxsmall})`,
      width: `calc(100% - 2rem - 2 * ${vars.space.xxsmall} + ${vars.space.xsmall})`,
      height: 2,
      background: vars.color.border,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
      { background: vars.color.brandAccent },
  },
});
export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
});
export const markerState = styleVariants({
  complete: {
    borderColor: vars.color.brandAccent,
    background: vars.color.brandAccent,
    color: vars.color.brandAccentContrast,
  },
  current: {
    borderColor: vars.color.brandAccent,
    background: vars.color.brandAccentSoft,
    color: vars.color.neutral,
  },
  upcoming: { color: vars.color.muted },
});
// on a phone only the current step's name shows; every name is still read out
const hiddenOnPhone = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
} as const;
export const name = styleVariants({
  complete: { ...hiddenOnPhone, color: vars.color.neutral },
  current: { fontWeight: vars.fontWeight.strong, color: vars.color.neutral },
  upcoming: { ...hiddenOnPhone, color: vars.color.muted },
});
