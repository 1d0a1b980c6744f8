'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '../../icons';
import { Image } from '../Image/Image';
import { IconButton } from '../IconButton/IconButton';
import { useSwipeDrag } from '../private/swipe';
import { useLazyOverlay } from '../private/lazy-overlay';
import { dragged, galleryKeyTarget, PhotoCounter } from './gallery-parts';
import * as styles from './VehicleGallery.css';

export { galleryKeyTarget } from './gallery-parts';

const loadFullscreen = () => import('./GalleryFullscreen');
const GalleryFullscreen = lazy(() =>
  loadFullscreen().then((module) => ({ default: module.GalleryFullscreen })),
);

export interface VehicleGalleryImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  /** a smaller rendition for the thumbnail strip; the full picture when not given */
  thumbnailUrl?: string | null;
}

export interface VehicleGalleryProps {
  /** every picture of the car, in order; the first is the large one (the page's LCP image) */
  images: readonly VehicleGalleryImage[];
  /** the car's name, for the gallery's accessible name ('Photos of …') */
  title: string;
  /** shown in place of pictures when there are none */
  noPhotoText?: string;
}

/**
 * The pictures of a car: one large picture (the first, loaded eagerly at high priority, with
 * its size reserved so nothing shifts), previous and next buttons, a counter and a strip of
 * thumbnails that switch the large picture. Thumbnails load lazily. On a touch screen the
 * picture follows the finger and a swipe moves to the next; from any of its buttons the arrow
 * keys (and Home, End) move too. 'View fullscreen' opens the same pictures over the screen.
 */
export function VehicleGallery({
  images,
  title,
  noPhotoText = 'Photos coming soon',
}: VehicleGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(images.length - 1, 0));
  const stripRef = useRef<HTMLUListElement>(null);
  const moved = useRef(false);
  const count = images.length;
  const go = (to: number) => {
    moved.current = true;
    setIndex((to + count) % count);
  };
  // the fullscreen view's code (a dialog) loads when the shopper first reaches for it
  const fullscreen = useLazyOverlay<HTMLButtonElement>();
  const { handlers: swipe, offset } = useSwipeDrag((step) => {
    if (count > 1) go(current + step);
  });
  // the arrow keys, Home and End on each of the gallery's buttons (all it has that takes the focus)
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = galleryKeyTarget(event.key, current, count);
    if (target === null) return;
    event.preventDefault();
    go(target);
    // a key pressed on a thumbnail moves the focus with the picture, as a tab list does
    if ((event.target as HTMLElement).closest('ul')) {
      (stripRef.current?.querySelectorAll('button')[target] as HTMLElement | undefined)?.focus();
    }
  };

  // keep the chosen thumbnail in view (not on first render: the page must not scroll)
  useEffect(() => {
    if (!moved.current) return;
    const thumb = stripRef.current?.children[current];
    if (thumb && typeof thumb.scrollIntoView === 'function') {
      thumb.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [current]);

  const first = images[0];
  const frameStyle = assignInlineVars({
    [styles.ratio]: first ? `${first.width} / ${first.height}` : '4 / 3',
  });

  if (!first) {
    return (
      <section
        className={styles.root}
        aria-label={`Photos of ${title}`}
        data-slot="vehicle-gallery"
      >
        <div className={styles.frame} style={frameStyle}>
          <div className={styles.noPhoto} data-slot="vehicle-gallery-no-photo">
            <svg width="96" height="64" viewBox="0 0 96 64" aria-hidden="true" fill="currentColor">
              <path d="M8 48q2-12 16-13l10-10q6-3 18-3l12 1q8 3 14 12l8 4q3 4 0 9Z" opacity=".35" />
              <circle cx="26" cy="50" r="7" />
              <circle cx="72" cy="50" r="7" />
            </svg>
            <p>{noPhotoText}</p>
          </div>
        </div>
      </section>
    );
  }

  const image = images[current]!;

  return (
    <section className={styles.root} aria-label={`Photos of ${title}`} data-slot="vehicle-gallery">
      <div className={styles.frame} style={frameStyle} {...swipe}>
        <Image
          className={styles.image}
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          slot="gallery"
          style={dragged(offset)}
          // the first picture is the page's largest paint: preloaded and fetched first; a
          // picture the shopper chose is in view, so it loads at once too
          priority={current === 0}
          data-slot="vehicle-gallery-image"
        />
        <IconButton
          ref={fullscreen.trigger}
          label="View fullscreen"
          icon={<ExpandIcon />}
          className={styles.expand}
          aria-haspopup="dialog"
          aria-expanded={fullscreen.open}
          onClick={fullscreen.show}
          onPointerEnter={() => void loadFullscreen()}
          onFocus={() => void loadFullscreen()}
          onKeyDown={onKeyDown}
        />
        {fullscreen.wanted ? (
          <Suspense fallback={null}>
            <GalleryFullscreen
              images={images}
              title={title}
              current={current}
              go={go}
              open={fullscreen.open}
              onOpenChange={fullscreen.setOpen}
              trigger={fullscreen.trigger}
            />
          </Suspense>
        ) : null}
        {count > 1 ? (
          <>
            <IconButton
              label="Previous photo"
              icon={<ChevronLeftIcon />}
              className={styles.previous}
              onClick={() => go(current - 1)}
              onKeyDown={onKeyDown}
            />
            <IconButton
              label="Next photo"
              icon={<ChevronRightIcon />}
              className={styles.next}
              onClick={() => go(current + 1)}
              onKeyDown={onKeyDown}
            />
            <PhotoCounter
              className={styles.counter}
              current={current}
              count={count}
              data-slot="vehicle-gallery-counter"
            />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails} ref={stripRef} aria-label="Choose a photo">
          {images.map((thumb, i) => (
            <li key={`${thumb.url}-${i}`} className={styles.thumbnailItem}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                onKeyDown={onKeyDown}
              >
                <Image
                  className={styles.thumbnailImage}
                  src={thumb.thumbnailUrl ?? thumb.url}
                  alt=""
                  width={96}
                  height={Math.round((96 * thumb.height) / thumb.width)}
                  slot="thumbnail"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
