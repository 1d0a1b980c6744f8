// How many slides a carousel shows and how far it can move (spec §9: 'Carousel 5-across when
// more than 4'; fewer slides: as many as there are). Narrow screens cap the count.

/** spec §9: the slide animation, in milliseconds */
export const CAROUSEL_SLIDE_MS = 300;

/** the most slides in view at each breakpoint (see theme `breakpoints`) */
export const slidesAcrossCaps = { mobile: 1, tablet: 3, desktop: 5 } as const;
export type SlidesAcrossCap = (typeof slidesAcrossCaps)[keyof typeof slidesAcrossCaps];

// spec §9: 5 across when there are more than 4 slides, else as many as there are
export function slidesAcross(count: number, cap: number = slidesAcrossCaps.desktop): number {
  const wanted = count > 4 ? 5 : Math.max(1, Math.floor(count));
  return Math.max(1, Math.min(wanted, Math.floor(cap)));
}

/** The index of the first slide when the carousel is scrolled to its end. */
export function lastSlideIndex(count: number, across: number): number {
  return Math.max(0, Math.floor(count) - Math.max(1, Math.floor(across)));
}

/** Keeps the first visible slide inside 0..lastSlideIndex. */
export function clampSlideIndex(index: number, count: number, across: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.round(index)), lastSlideIndex(count, across));
}
