import { type ReactNode } from 'react';
import * as styles from './VehicleDetailLayout.css';

export interface VehicleDetailLayoutProps {
  /** the VehicleGallery */
  gallery: ReactNode;
  /** the VehicleSidebar */
  sidebar: ReactNode;
  /** the rest of the page, one section under another: key information, tabs, specifications */
  children: ReactNode;
}

/**
 * The vehicle page's frame: on a phone the pictures, then the summary, then the details; from
 * a desktop the summary sits beside the pictures and details and stays in view.
 */
export function VehicleDetailLayout({ gallery, sidebar, children }: VehicleDetailLayoutProps) {
  return (
    <div className={styles.layout} data-slot="vehicle-detail-layout">
      <div className={styles.gallery}>{gallery}</div>
      <div className={styles.sidebar}>{sidebar}</div>
      <div className={styles.details}>{children}</div>
    </div>
  );
}
