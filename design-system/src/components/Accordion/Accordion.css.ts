import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({ borderTop: `1px solid ${vars.color.border}` });
export const item = style({ borderBottom: `1px solid ${vars.color.border}` });
export const header = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space.small} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.neutral,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandAccentText } },
});
export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.medium} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});
export const content = style({
  overflow: 'hidden',
  color: vars.color.neutral,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.medium} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.medium} ${vars.motion.easing}` },
  },
});
export const inner = style({ paddingBottom: vars.space.medium });
