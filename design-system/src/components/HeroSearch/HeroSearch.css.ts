import { globalStyle, style } from '@vanilla-extract/css';
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

export const intro = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.small,
  maxWidth: '48rem',
});

// With a picture: the picture covers the band under a dark scrim, and the heading and its words
// are white on it (the scrim keeps them at 4.5:1 or more over the picture's lightest parts); the
// quick search's panel stays raised on its own surface.
export const pictured = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  color: '#fff',
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: '#1f2937',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: 'linear-gradient(180deg, rgb(0 0 0 / 0.62), rgb(0 0 0 / 0.7))',
  },
});

globalStyle(`${backdrop} > img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  '@media': { [desktop]: { fontSize: vars.fontSize.xxxlarge } },
});

// the words under the heading (the tagline, the stock count) in white on the scrim
globalStyle(`${pictured} ${intro} p`, { color: '#fff' });

export const tagline = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.muted,
});

export const panel = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  alignItems: 'end',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.neutral,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' },
  },
});

export const submit = style({
  '@media': { [tablet]: { gridColumn: '1 / -1' }, [desktop]: { gridColumn: 'auto' } },
});
