import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';
import { CAROUSEL_SLIDE_MS, slidesAcrossCaps } from './slides';

/** the number of slides (set by the track) */
export const countVar = createVar();
/** the first slide in view (set by the track) */
export const indexVar = createVar();
const acrossVar = createVar();

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;
// spec §9: 5 across when more than 4 slides, else as many as there are; narrow screens fewer
const across = (cap: number) => `min(${cap}, max(1, ${countVar}))`;

export const root = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
});

export const viewport = style({
  overflow: 'hidden',
  // room for the slides' focus rings
  padding: vars.space.xxsmall,
  margin: `calc(-1 * ${vars.space.xxsmall})`,
  touchAction: 'pan-y',
});

export const track = style({
  vars: { [acrossVar]: across(slidesAcrossCaps.mobile) },
  display: 'flex',
  margin: `0 calc(-1 * ${vars.space.xsmall})`,
  transform: `translateX(calc(${indexVar} * -100% / ${acrossVar}))`,
  transition: `transform ${CAROUSEL_SLIDE_MS}ms ${vars.motion.easing}`,
  '@media': {
    [tablet]: { vars: { [acrossVar]: across(slidesAcrossCaps.tablet) } },
    [desktop]: { vars: { [acrossVar]: across(slidesAcrossCaps.desktop) } },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  // a slider of banners: one across at every width (this outranks the breakpoints above)
  selectors: { '[data-slides-in-view="one"] &': { vars: { [acrossVar]: '1' } } },
});

export const item = style({
  flex: `0 0 calc(100% / ${acrossVar})`,
  minWidth: 0,
  padding: `0 ${vars.space.xsmall}`,
});

export const button = style({
  selectors: { '[data-scrollable="false"] &': { display: 'none' } },
});

export const swipeHint = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  '@media': { '(pointer: coarse)': { display: 'flex' } },
});
