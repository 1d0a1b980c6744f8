'use client';

import {
  Children,
  type ComponentProps,
  createContext,
  isValidElement,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { breakpoints } from '../../theme/tokens';
import { IconButton } from '../IconButton/IconButton';
import { useSwipe } from '../private/swipe';
import { clampSlideIndex, lastSlideIndex, slidesAcross, slidesAcrossCaps } from './slides';
import * as styles from './Carousel.css';

// A row of cards that moves one card at a time with its previous and next buttons, or a swipe
// on a touch screen ('Our Locations'). React state and CSS, no library.
//
//   <Carousel label="Our Locations">
//     <CarouselPrevious /> <CarouselNext />
//     <CarouselTrack>
//       <CarouselItem>…</CarouselItem>
//     </CarouselTrack>
//     <CarouselSwipeHint />
//   </Carousel>

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

interface CarouselState {
  trackId: string;
  index: number;
  count: number;
  /** the most slides across for the window's width */
  cap: number;
  setCount: (count: number) => void;
  scrollPrevious: () => void;
  scrollNext: () => void;
  canScrollPrevious: boolean;
  canScrollNext: boolean;
}

const CarouselContext = createContext<CarouselState | null>(null);
const SlideContext = createContext<{ position: number; total: number } | null>(null);

function useCarousel(part: string): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) throw new Error(`${part} must be used within a <Carousel />`);
  return state;
}

// The cap on slides across for the window's width, mirroring the CSS of the track. On the
// server (and while hydrating) it is the desktop cap, like the CSS before its media queries.
const wideQuery = `(min-width: ${breakpoints.desktop}px)`;
const mediumQuery = `(min-width: ${breakpoints.tablet}px)`;
function subscribeToWidth(onChange: () => void) {
  const queries = [window.matchMedia(wideQuery), window.matchMedia(mediumQuery)];
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}
function acrossCapForWindow(): number {
  if (window.matchMedia(wideQuery).matches) return slidesAcrossCaps.desktop;
  if (window.matchMedia(mediumQuery).matches) return slidesAcrossCaps.tablet;
  return slidesAcrossCaps.mobile;
}
const acrossCapOnServer = () => slidesAcrossCaps.desktop;

export interface CarouselProps extends Omit<ComponentProps<'section'>, 'aria-label'> {
  /** names the carousel for screen readers, e.g. 'Our Locations' */
  label: string;
  /** the first slide in view at the start */
  defaultIndex?: number;
  /** called with the first slide in view after each move */
  onIndexChange?: (index: number) => void;
  /**
   * 'cards': a row of cards, 5 across when more than 4 and fewer on narrow screens (spec §9);
   * 'one': one slide across the whole width at every width (a slider of banners)
   */
  slidesInView?: 'cards' | 'one';
}

/** The carousel region (aria-roledescription="carousel"); holds the state of its parts. */
export function Carousel({
  label,
  defaultIndex = 0,
  onIndexChange,
  slidesInView = 'cards',
  className,
  children,
  ...props
}: CarouselProps) {
  const trackId = useId();
  const [count, setCount] = useState(0);
  const [wantedIndex, setWantedIndex] = useState(defaultIndex);
  const capForWidth = useSyncExternalStore(subscribeToWidth, acrossCapForWindow, acrossCapOnServer);
  const cap = slidesInView === 'one' ? 1 : capForWidth;
  const across = slidesAcross(count, cap);
  // a wider window or fewer slides can leave the wanted index past the end
  const index = count === 0 ? wantedIndex : clampSlideIndex(wantedIndex, count, across);
  const last = lastSlideIndex(count, across);

  const moveTo = useCallback(
    (next: number) => {
      const clamped = clampSlideIndex(next, count, across);
      setWantedIndex(clamped);
      if (clamped !== index) onIndexChange?.(clamped);
    },
    [count, across, index, onIndexChange],
  );
  const state = useMemo<CarouselState>(
    () => ({
      trackId,
      index,
      count,
      cap,
      setCount,
      scrollPrevious: () => moveTo(index - 1),
      scrollNext: () => moveTo(index + 1),
      canScrollPrevious: index > 0,
      canScrollNext: index < last,
    }),
    [trackId, index, count, cap, last, moveTo],
  );
  return (
    <CarouselContext.Provider value={state}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        data-scrollable={last > 0}
        data-slides-in-view={slidesInView}
        className={join(styles.root, className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/**
 * The moving row. Its children are the slides (CarouselItem), one per card; they slide in
 * 300 ms, or at once when the shopper prefers reduced motion.
 */
export function CarouselTrack({ className, children, ...props }: ComponentProps<'div'>) {
  const { trackId, index, count, setCount, scrollPrevious, scrollNext } =
    useCarousel('CarouselTrack');
  const slides = Children.toArray(children).filter(isValidElement);
  useLayoutEffect(() => setCount(slides.length), [slides.length, setCount]);
  const swipe = useSwipe((step) => (step > 0 ? scrollNext() : scrollPrevious()));
  return (
    <div className={styles.viewport} {...swipe}>
      <div
        id={trackId}
        data-slot="carousel-track"
        aria-live="polite"
        className={join(styles.track, className)}
        style={assignInlineVars({
          [styles.countVar]: String(count || slides.length),
          [styles.indexVar]: String(index),
        })}
        {...props}
      >
        {slides.map((slide, position) => (
          <SlideContext.Provider
            key={slide.key ?? position}
            value={{ position, total: slides.length }}
          >
            {slide}
          </SlideContext.Provider>
        ))}
      </div>
    </div>
  );
}

/** One slide: a group named '2 of 7' (unless told otherwise); slides out of view are inert. */
export function CarouselItem({ className, children, ...props }: ComponentProps<'div'>) {
  const { index, cap } = useCarousel('CarouselItem');
  const slide = useContext(SlideContext);
  if (!slide) throw new Error('CarouselItem must be used within a <CarouselTrack />');
  const { position, total } = slide;
  const inView = position >= index && position < index + slidesAcross(total, cap);
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${total}`}
      data-slot="carousel-item"
      data-in-view={inView}
      inert={!inView}
      className={join(styles.item, className)}
      {...props}
    >
      {children}
    </div>
  );
}

export interface CarouselButtonProps extends Omit<
  ComponentProps<typeof IconButton>,
  'label' | 'icon'
> {
  /** the accessible name */
  label?: string;
  icon?: ReactNode;
}

/**
 * Moves back one slide. At the start it is aria-disabled (not disabled, so it keeps the focus
 * of a keyboard user who reached the end). Hidden when every slide is in view.
 */
export function CarouselPrevious({
  label = 'Previous slide',
  icon = <ChevronLeftIcon />,
  className,
  onClick,
  ...props
}: CarouselButtonProps) {
  const { trackId, canScrollPrevious, scrollPrevious } = useCarousel('CarouselPrevious');
  return (
    <IconButton
      label={label}
      icon={icon}
      data-slot="carousel-previous"
      aria-controls={trackId}
      aria-disabled={!canScrollPrevious}
      className={join(styles.button, className)}
      onClick={(event) => {
        if (!canScrollPrevious) return;
        onClick?.(event);
        scrollPrevious();
      }}
      {...props}
    />
  );
}

/** Moves on one slide; aria-disabled at the end. Hidden when every slide is in view. */
export function CarouselNext({
  label = 'Next slide',
  icon = <ChevronRightIcon />,
  className,
  onClick,
  ...props
}: CarouselButtonProps) {
  const { trackId, canScrollNext, scrollNext } = useCarousel('CarouselNext');
  return (
    <IconButton
      label={label}
      icon={icon}
      data-slot="carousel-next"
      aria-controls={trackId}
      aria-disabled={!canScrollNext}
      className={join(styles.button, className)}
      onClick={(event) => {
        if (!canScrollNext) return;
        onClick?.(event);
        scrollNext();
      }}
      {...props}
    />
  );
}

/** spec §2 'Our Locations': a 'Swipe' hint, shown only on touch screens (pointer: coarse). */
export function CarouselSwipeHint({
  children = 'Swipe',
  className,
  ...props
}: ComponentProps<'p'>) {
  useCarousel('CarouselSwipeHint');
  return (
    <p data-slot="carousel-swipe-hint" className={join(styles.swipeHint, className)} {...props}>
      <ChevronLeftIcon size={16} />
      {children}
      <ChevronRightIcon size={16} />
    </p>
  );
}
