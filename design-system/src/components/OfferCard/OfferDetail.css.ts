import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

// The single offer view (spec §2): its picture (375×250, spec §9) beside the words on a wide
// screen, above them on a phone.
export const detail = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  color: vars.color.neutral,
  fontFamily: vars.font.body,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'minmax(0, 375px) minmax(0, 1fr)',
    },
  },
});
export const media = style({
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const body = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });
export const category = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.brandAccentText,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const expiry = style({ margin: 0, fontWeight: vars.fontWeight.strong });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
export const disclaimer = style({
  margin: 0,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.muted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
