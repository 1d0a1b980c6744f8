import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** the disc's turn, in degrees (0 while it waits) */
export const turn = createVar();
/** a label's angle on the disc, in degrees */
export const angle = createVar();

export const root = style({
  position: 'relative',
  width: 'min(100%, 20rem)',
  aspectRatio: '1',
  marginInline: 'auto',
  containerType: 'inline-size',
});

export const disc = style({
  position: 'absolute',
  inset: 0,
  borderRadius: '50%',
  border: `0.25rem solid ${vars.color.brand}`,
  boxShadow: vars.shadow.medium,
  overflow: 'hidden',
  transform: `rotate(${turn})`,
  transition: 'transform 3.2s cubic-bezier(0.15, 0.85, 0.25, 1)',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const label = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: '30cqw',
  textAlign: 'center',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.15,
  transform: `translate(-50%, -50%) rotate(${angle}) translateY(-31cqw)`,
});

export const onAccent = style({ color: vars.color.brandAccentContrast });
export const onSurface = style({ color: vars.color.neutral });

export const hub = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: '14%',
  aspectRatio: '1',
  transform: 'translate(-50%, -50%)',
  borderRadius: '50%',
  background: vars.color.brand,
  border: `0.2rem solid ${vars.color.surface}`,
});

/** the pointer above the disc: the slot under it is the one landed on */
export const pointer = style({
  position: 'absolute',
  left: '50%',
  top: '-0.35rem',
  width: 0,
  height: 0,
  transform: 'translateX(-50%)',
  borderLeft: '0.75rem solid transparent',
  borderRight: '0.75rem solid transparent',
  borderTop: `1.25rem solid ${vars.color.brand}`,
  zIndex: 1,
});
