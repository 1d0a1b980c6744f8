import { Image } from '../Image/Image';
import * as styles from './PageBanner.css';

export interface PageBannerProps {
  /** the picture, cropped to a low strip; decorative: the page's heading says what it is */
  image: { src: string; width: number; height: number };
  /** the page's largest picture (it sits at the top): fetched first, never lazily */
  priority?: boolean;
}

/** spec §9 the banner across the top of an offers, finance, contact, fleet, parts or blog page. */
export function PageBanner({ image, priority = false }: PageBannerProps) {
  return (
    <div className={styles.banner} data-slot="page-banner">
      <Image
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        slot="hero"
        priority={priority}
        className={styles.image}
      />
    </div>
  );
}
