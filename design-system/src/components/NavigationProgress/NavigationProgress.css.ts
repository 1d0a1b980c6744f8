import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const travel = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

/** Fixed to the top of the viewport, above the page, never taking layout space. */
export const root = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 1000,
  height: 3,
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const bar = style({
  display: 'block',
  height: '100%',
  width: '40%',
  background: vars.color.brandAccent,
  opacity: 0,
  // a navigation that answers within a moment shows nothing: no flash on fast pages
  animation: `${appear} 150ms ease-out 200ms forwards, ${travel} 1.2s ease-in-out 200ms infinite`,
  '@media': {
    // without motion the bar stands still across the top, still saying 'busy'
    '(prefers-reduced-motion: reduce)': {
      width: '100%',
      animation: `${appear} 150ms ease-out 200ms forwards`,
    },
  },
});
