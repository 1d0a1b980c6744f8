import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

// A band on the sunken surface: the heading and its words, then the quick search on a raised
// panel (one column on a phone, two on a tablet, the selects and the button in a row on a desktop).
export const root = style({
  display: 'grid',
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
  '@media': {
    [tablet]: { padding: `${vars.space.xxlarge} ${vars.space.xlarge}` },
  },
});

export const intro = style({ display: 'grid', gap: vars.space.small, maxWidth: '48rem' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  '@media': { [desktop]: { fontSize: vars.fontSize.xxxlarge } },
});

export const tagline = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.muted,
});

export const panel = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  alignItems: 'end',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' },
  },
});

export const submit = style({
  '@media': { [tablet]: { gridColumn: '1 / -1' }, [desktop]: { gridColumn: 'auto' } },
});
