import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktopUp = `screen and (min-width: ${breakpoints.desktop}px)`;
const reducedMotion = '(prefers-reduced-motion: reduce)';

/** room at the foot of the page, so the bar never covers the last of it */
export const spacer = style({
  display: 'none',
  '@media': { [tabletUp]: { display: 'block', height: '5.5rem' } },
});

// From a tablet up; phones get the MobileStickyBar. Hidden, it slides below the window and
// becomes invisible once the slide is over (so nothing in it can take focus).
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  display: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  transform: 'translateY(100%)',
  visibility: 'hidden',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}, visibility 0s linear ${vars.motion.slow}`,
  selectors: {
    '&[data-visible="true"]': {
      transform: 'none',
      visibility: 'visible',
      transition: `transform ${vars.motion.slow} ${vars.motion.easing}, visibility 0s`,
    },
  },
  '@media': {
    [tabletUp]: { display: 'block' },
    [reducedMotion]: {
      transition: 'none',
      selectors: { '&[data-visible="true"]': { transition: 'none' } },
    },
  },
});
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.large}`,
});
export const thumbnail = style({
  display: 'none',
  flexShrink: 0,
  width: '5rem',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  '@media': { [desktopUp]: { display: 'block' } },
});
export const summary = style({ display: 'grid', gap: '2px', minWidth: 0, flex: '1 1 auto' });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xsmall,
});
