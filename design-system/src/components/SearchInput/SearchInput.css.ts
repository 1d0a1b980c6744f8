import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', gap: vars.space.xsmall, flex: '1 1 20rem' });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  font: 'inherit',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  selectors: { '&::placeholder': { color: vars.color.muted } },
});
