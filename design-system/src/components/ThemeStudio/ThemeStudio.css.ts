import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const studio = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.neutral,
  fontFamily: vars.font.body,
  maxWidth: '26rem',
});

export const heading = style({ margin: 0, fontSize: '1.125rem' });

export const field = style({ display: 'grid', gap: vars.space.xsmall });

export const label = style({ fontWeight: 600 });

export const row = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });

export const input = style({
  minHeight: '2.5rem',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  color: vars.color.neutral,
  background: vars.color.surface,
  flex: 1,
});

export const picker = style({
  width: '2.75rem',
  height: '2.5rem',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const error = style({ color: vars.color.critical.base, margin: 0 });

export const shades = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const shade = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const swatch = style({
  width: '1.5rem',
  height: '1.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const report = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const failures = style({ margin: 0, paddingLeft: '1.25rem' });

export const code = style({
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.neutral,
  background: vars.color.surface,
  resize: 'vertical',
});
