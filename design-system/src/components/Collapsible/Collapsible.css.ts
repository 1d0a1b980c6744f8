import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-collapsible-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-collapsible-content-height)' },
  to: { height: 0 },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.medium} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.medium} ${vars.motion.easing}` },
  },
});

export const section = style({ borderBottom: `1px solid ${vars.color.border}` });
export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.neutral,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'left',
  cursor: 'pointer',
});
export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.medium} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});
export const meta = style({
  marginLeft: 'auto',
  color: vars.color.muted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.small,
});
export const inner = style({ paddingBottom: vars.space.medium });
