'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ExpandIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '../../icons';
import { DialogOverlay, DialogPortal } from '../Dialog/Dialog';
import { Image } from '../Image/Image';
import { IconButton } from '../IconButton/IconButton';
import { useSwipeDrag } from '../private/swipe';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './VehicleGallery.css';

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

/** The picture a key asks for from `current` of `count` (null: the key is not the gallery's). */
export function galleryKeyTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'ArrowRight':
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Which photo shows: '3 / 12' on screen, 'Photo 3 of 12' to a screen reader, told as it moves. */
function PhotoCounter({
  current,
  count,
  ...props
}: {
  current: number;
  count: number;
  className: string;
  'data-slot'?: string;
}) {
  return (
    <p aria-live="polite" {...props}>
      <span aria-hidden="true">
        {current + 1} / {count}
      </span>
      <VisuallyHidden>
        Photo {current + 1} of {count}
      </VisuallyHidden>
    </p>
  );
}

/** The picture's transform while a finger drags it (it follows the finger, then springs back). */
const dragged = (offset: number) =>
  offset === 0 ? undefined : { transform: `translateX(${offset}px)`, transition: 'none' };

interface FullscreenProps {
  images: readonly VehicleGalleryImage[];
  title: string;
  current: number;
  go: (to: number) => void;
}

/**
 * The gallery over the whole screen (a dialog: the focus stays in it, Escape closes it and
 * the focus returns to 'View fullscreen'): the picture as large as the screen takes it, the
 * arrow keys, Home and End anywhere in it, a swipe that follows the finger, and 'Zoom in' (or a
 * click on the picture) for the picture at twice the size, moved about by scrolling.
 */
function GalleryFullscreen({ images, title, current, go }: FullscreenProps) {
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const move = (to: number) => {
    setZoomed(false);
    go(to);
  };
  const { handlers, offset } = useSwipeDrag((step) => {
    if (count > 1) move(current + step);
  }, !zoomed);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = galleryKeyTarget(event.key, current, count);
    if (target === null) return;
    event.preventDefault();
    move(target);
  };
  const image = images[current]!;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={styles.fullscreen}
        aria-describedby={undefined}
        onKeyDown={onKeyDown}
        data-slot="vehicle-gallery-fullscreen"
      >
        <div className={styles.fullscreenBar}>
          <DialogPrimitive.Title className={styles.fullscreenTitle}>
            Photos of {title}
          </DialogPrimitive.Title>
          <PhotoCounter className={styles.fullscreenCounter} current={current} count={count} />
          <IconButton
            label={zoomed ? 'Zoom out' : 'Zoom in'}
            icon={zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
            aria-pressed={zoomed}
            onClick={() => setZoomed((z) => !z)}
          />
          <DialogPrimitive.Close asChild>
            <IconButton label="Close" icon={<CloseIcon />} />
          </DialogPrimitive.Close>
        </div>
        <div
          className={zoomed ? styles.stageZoomed : styles.stage}
          data-slot="vehicle-gallery-stage"
          data-zoomed={zoomed ? 'true' : undefined}
          {...handlers}
        >
          <Image
            key={image.url}
            className={zoomed ? styles.stageImageZoomed : styles.stageImage}
            style={dragged(offset)}
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="fullscreen"
            priority
            onClick={() => setZoomed((z) => !z)}
            data-slot="vehicle-gallery-fullscreen-image"
          />
        </div>
        {count > 1 ? (
          <>
            <IconButton
              label="Previous photo"
              icon={<ChevronLeftIcon />}
              className={styles.previous}
              onClick={() => move(current - 1)}
            />
            <IconButton
              label="Next photo"
              icon={<ChevronRightIcon />}
              className={styles.next}
              onClick={() => move(current + 1)}
            />
          </>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
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
  const [fullscreen, setFullscreen] = useState(false);
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
        <DialogPrimitive.Root open={fullscreen} onOpenChange={setFullscreen}>
          <DialogPrimitive.Trigger asChild>
            <IconButton
              label="View fullscreen"
              icon={<ExpandIcon />}
              className={styles.expand}
              onKeyDown={onKeyDown}
            />
          </DialogPrimitive.Trigger>
          {fullscreen ? (
            <GalleryFullscreen images={images} title={title} current={current} go={go} />
          ) : null}
        </DialogPrimitive.Root>
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
