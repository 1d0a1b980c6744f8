import { Skeleton } from '../Skeleton/Skeleton';
import { LoadingStatus } from '../private/LoadingStatus';
import * as styles from './VehicleDetailLayout.css';

export interface VehicleDetailSkeletonProps {
  /** the status read out while the page loads */
  label?: string;
}

/**
 * The vehicle page's shape while it loads: the breadcrumbs, then the VehicleDetailLayout's own
 * grid with the picture (4:3) and its thumbnails, the summary and the details, so nothing moves
 * when the page arrives. It is busy and says so; its shapes are hidden from assistive technology.
 */
export function VehicleDetailSkeleton({ label = 'Loading…' }: VehicleDetailSkeletonProps) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-slot="vehicle-detail-skeleton">
      <LoadingStatus label={label} />
      {/* the breadcrumbs: one row of links 24px high */}
      <Skeleton shape="text" width="min(100%, 20rem)" height="1.5rem" />
      <div className={styles.layout} aria-hidden="true">
        <div className={`${styles.gallery} ${styles.skeletonGallery}`}>
          <div className={styles.skeletonPicture}>
            <Skeleton shape="rect" height="100%" />
          </div>
          <div className={styles.skeletonThumbnails}>
            {[0, 1, 2, 3, 4].map((thumbnail) => (
              <span key={thumbnail} className={styles.skeletonThumbnail}>
                <Skeleton shape="rect" height="100%" />
              </span>
            ))}
          </div>
        </div>
        <div className={`${styles.sidebar} ${styles.skeletonColumn}`}>
          <Skeleton shape="text" width="90%" height="2em" />
          <Skeleton shape="text" width="60%" height="1.25em" />
          <Skeleton shape="text" width="45%" height="2.5em" />
          <Skeleton shape="rect" height={48} />
          <Skeleton shape="rect" height={48} />
          <Skeleton shape="rect" height={48} />
        </div>
        <div className={`${styles.details} ${styles.skeletonColumn}`}>
          <Skeleton shape="text" width="40%" height="1.5em" />
          <Skeleton shape="text" lines={4} />
          <Skeleton shape="rect" height="12rem" />
        </div>
      </div>
    </div>
  );
}
