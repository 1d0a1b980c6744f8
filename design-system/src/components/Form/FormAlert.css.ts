import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderLeft: '4px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

// each tone keeps its text at 4.5:1 on its own soft tint
export const tone = styleVariants({
  critical: {
    background: vars.color.critical.soft,
    borderLeftColor: vars.color.critical.base,
    color: vars.color.critical.base,
  },
  positive: {
    background: vars.color.positive.soft,
    borderLeftColor: vars.color.positive.base,
    color: vars.color.positive.base,
  },
  info: {
    background: vars.color.info.soft,
    borderLeftColor: vars.color.info.base,
    color: vars.color.info.base,
  },
});

export const icon = style({ flexShrink: 0, marginTop: '0.15em' });
export const body = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.strong });
export const message = style({ margin: 0 });
