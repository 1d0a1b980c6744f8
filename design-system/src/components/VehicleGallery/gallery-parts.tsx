import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

// What the gallery and its fullscreen view share.

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
export function PhotoCounter({
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
export const dragged = (offset: number) =>
  offset === 0 ? undefined : { transform: `translateX(${offset}px)`, transition: 'none' };
