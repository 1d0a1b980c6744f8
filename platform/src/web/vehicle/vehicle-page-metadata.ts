import { type Site } from '@dealer/site-config';
import { locationDisplayName } from '../../domain/vehicle-sidebar';
import { vehicleOgImageSize } from './share-image-size';
import { type LoadedVehicle } from './load-vehicle';

/** The page metadata (Next.js Metadata's shape): title, description, an Open Graph image. */
export interface VehiclePageMetadata {
  title: string;
  description?: string;
  alternates?: { canonical: string };
  openGraph?: {
    title: string;
    description: string;
    url: string;
    siteName: string;
    type: 'website';
    images: { url: string; width: number; height: number; alt: string }[];
  };
}

/** A vehicle page's title, description, canonical URL and share image; a missing car's title. */
export function vehicleMetadataOf(site: Site, loaded: LoadedVehicle | null): VehiclePageMetadata {
  if (!loaded) return { title: 'Vehicle not found' };
  const { car, location } = loaded;
  const description = `${car.name} for sale at ${locationDisplayName(location.name)}, ${location.address.city} ${location.address.state}.`;
  const url = new URL(`/cars/${encodeURIComponent(car.slug)}`, site.url).toString();
  return {
    title: car.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: car.name,
      description,
      url,
      siteName: site.name,
      type: 'website',
      images: [
        {
          url: `/cars/${encodeURIComponent(car.slug)}/share-image`,
          ...vehicleOgImageSize,
          alt: `${car.name} and its price`,
        },
      ],
    },
  };
}
