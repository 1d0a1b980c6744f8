import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.xsmall, fontFamily: vars.font.body });
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: '3.5rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  textAlign: 'left',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brandAccent,
      boxShadow: `inset 0 0 0 1px ${vars.color.brandAccent}`,
      background: vars.color.brandAccentSoft,
    },
  },
});
export const logo = style({ width: 40, height: 40, objectFit: 'contain' });
export const monogram = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
});
export const name = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });
export const count = style({
  minWidth: '2rem',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.neutral,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});
export const models = style({
  display: 'grid',
  margin: 0,
  padding: `0 ${vars.space.small}`,
  listStyle: 'none',
});
export const modelCount = style({ color: vars.color.muted });
