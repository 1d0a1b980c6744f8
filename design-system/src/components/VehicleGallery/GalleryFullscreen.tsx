'use client';

import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, type RefObject, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ZoomInIcon, ZoomOutIcon } from '../../icons';
import { DialogOverlay, DialogPortal } from '../Dialog/Dialog';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import { useSwipeDrag } from '../private/swipe';
import { dragged, galleryKeyTarget, PhotoCounter } from './gallery-parts';
import { type VehicleGalleryImage } from './VehicleGallery';
import * as styles from './VehicleGallery.css';

// The gallery's fullscreen view, loaded when the shopper first reaches for 'View fullscreen'.

export interface GalleryFullscreenProps {
  images: readonly VehicleGalleryImage[];
  title: string;
  current: number;
  go: (to: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'View fullscreen': the focus goes back to it on close */
  trigger: RefObject<HTMLElement | null>;
}

/**
 * The gallery over the whole screen (a dialog: the focus stays in it, Escape closes it and
 * the focus returns to 'View fullscreen'): the picture as large as the screen takes it, the
 * arrow keys, Home and End anywhere in it, a swipe that follows the finger, and 'Zoom in' (or a
 * click on the picture) for the picture at twice the size, moved about by scrolling.
 */
export function GalleryFullscreen({
  images,
  title,
  current,
  go,
  open,
  onOpenChange,
  trigger,
}: GalleryFullscreenProps) {
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
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          className={styles.fullscreen}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
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
    </DialogPrimitive.Root>
  );
}
