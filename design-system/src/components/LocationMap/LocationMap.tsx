'use client';

import { useEffect, useRef, useState } from 'react';
import { MapPinIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Image } from '../Image/Image';
import * as styles from './LocationMap.css';

export interface LocationMapProps {
  /** the map's static picture, with alt text naming the place */
  image: { src: string; width: number; height: number; alt: string };
  /**
   * the provider's interactive map (an iframe's address and a title naming the place), loaded
   * only when the shopper presses the button; null: the picture alone
   */
  interactive?: { src: string; title: string } | null;
  /** the button's words */
  interactiveLabel?: string;
}

/**
 * spec §7 embedded map: a location's map as a picture, its box sized from the first paint; where
 * a provider gives an interactive map, a button over the picture loads it in the same box, and
 * focus moves into it. Nothing of the provider is loaded before the press.
 */
export function LocationMap({
  image,
  interactive = null,
  interactiveLabel = 'View interactive map',
}: LocationMapProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // the button is gone: focus goes to what it opened, not to the page's start
    if (open) frame.current?.focus();
  }, [open]);
  return (
    <div
      className={styles.map}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      data-slot="location-map"
    >
      <Image
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        slot="map"
        className={loaded ? `${styles.picture} ${styles.covered}` : styles.picture}
      />
      {interactive && open ? (
        <iframe
          ref={frame}
          src={interactive.src}
          title={interactive.title}
          className={styles.frame}
          width={image.width}
          height={image.height}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          allowFullScreen
          onLoad={() => setLoaded(true)}
        />
      ) : null}
      {interactive && !open ? (
        <div className={styles.action}>
          <Button variant="solid" icon={<MapPinIcon />} onClick={() => setOpen(true)}>
            {interactiveLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
