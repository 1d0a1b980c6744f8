import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const width = createVar();
export const height = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const root = style({
  display: 'block',
  width,
  height,
  maxWidth: '100%',
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
export const shape = styleVariants({
  text: { borderRadius: vars.radius.small },
  rect: { borderRadius: vars.radius.medium },
  circle: { borderRadius: '50%' },
});
export const lines = style({ display: 'grid', gap: vars.space.xsmall });
