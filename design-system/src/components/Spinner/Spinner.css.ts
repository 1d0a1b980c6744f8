import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
export const circle = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    // a slow turn still says 'busy' without fast motion
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});
export const size = styleVariants({
  small: { width: 16, height: 16, borderWidth: 2 },
  standard: { width: 24, height: 24, borderWidth: 3 },
  large: { width: 40, height: 40, borderWidth: 4 },
});
export const tone = styleVariants({
  accent: { color: vars.color.brandAccent },
  neutral: { color: vars.color.neutral },
  inherit: { color: 'inherit' },
});
export const visibleLabel = style({ fontSize: vars.fontSize.small, color: vars.color.muted });
