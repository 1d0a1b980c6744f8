import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });
export const text = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: '70ch',
  color: vars.color.neutral,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
});
export const paragraph = style({ margin: 0, whiteSpace: 'pre-line' });
export const pending = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.muted,
});
