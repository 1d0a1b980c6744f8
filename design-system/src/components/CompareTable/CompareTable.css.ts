import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const legend = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
});

// the table scrolls sideways inside its own box on a narrow screen; the page does not
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const table = style({
  width: '100%',
  minWidth: 'max-content',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.neutral,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.small} 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.neutral,
});
// the caption's words stay in view while the cars scroll sideways under them
export const captionText = style({
  display: 'inline-block',
  position: 'sticky',
  left: 0,
  padding: `0 ${vars.space.medium}`,
});

// the row names' column: narrower on a phone, so a car's column has room beside it
const firstColumn = {
  width: '9rem',
  overflowWrap: 'normal',
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      width: '6.5rem',
      paddingLeft: vars.space.small,
      paddingRight: vars.space.small,
    },
  },
} as const;

const cellBase = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
} as const;

// the first column (the row names) stays in view while the cars scroll past it
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
} as const;

export const corner = style({ ...cellBase, ...sticky, ...firstColumn, borderTop: 'none' });

export const carHeader = style({
  ...cellBase,
  borderTop: 'none',
  width: '15rem',
  minWidth: '12rem',
  fontWeight: vars.fontWeight.regular,
});

export const carHeaderBody = style({ display: 'grid', gap: vars.space.xsmall });

export const media = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.small,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const noImage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.muted,
  fontSize: vars.fontSize.xsmall,
});

export const carTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '[data-brand] &': { color: vars.color.neutral },
    '&:hover': { textDecoration: 'none' },
  },
});

export const rowHeader = style({
  ...cellBase,
  ...sticky,
  ...firstColumn,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
});

export const cell = style({ ...cellBase });

// spec §1 differences highlighted: a tinted row, a bar at its start and the word 'Differs'
export const differs = style({});
globalStyle(`${differs} > th, ${differs} > td`, { background: vars.color.brandAccentSoft });
globalStyle(`${differs} > th`, {
  color: vars.color.neutral,
  boxShadow: `inset 4px 0 0 ${vars.color.brandAccent}, inset -1px 0 0 ${vars.color.border}`,
});

export const marker = style({
  display: 'inline-block',
  marginTop: vars.space.xxsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandAccent,
  color: vars.color.brandAccentContrast,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const rowLabel = style({ display: 'block' });

export const list = style({ margin: 0, paddingLeft: vars.space.medium, display: 'grid', gap: 2 });

export const none = style({ color: vars.color.muted });
