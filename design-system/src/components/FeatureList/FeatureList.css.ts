import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.neutral,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const icon = style({
  flexShrink: 0,
  marginTop: '0.15em',
  color: vars.color.positive.base,
});
