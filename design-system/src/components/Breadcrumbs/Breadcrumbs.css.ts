import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.small });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const link = style({
  // at least 24px high: WCAG 2.2 target size
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '[data-brand] &': { color: vars.color.brandAccentText },
    '&:hover': { textDecorationThickness: '2px' },
  },
});

export const step = style({ color: vars.color.muted });

export const current = style({
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const separator = style({ flexShrink: 0, color: vars.color.muted });
