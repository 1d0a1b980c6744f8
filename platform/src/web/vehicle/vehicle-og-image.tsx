import { ImageResponse } from 'next/og';
import { type Site } from '@dealer/site-config';
import { formatAud } from '@dealer/design-system/format';
import { locationDisplayName, vehicleSidebar } from '../../domain/vehicle-sidebar';
import { loadVehicle } from './load-vehicle';
import { vehicleOgImageSize } from './share-image-size';

export { vehicleOgImageSize } from './share-image-size';

/** The share picture of a vehicle page: the car's name, its price and where it is (null: no such car). */
export async function vehicleOgImage(site: Site, slug: string): Promise<ImageResponse | null> {
  const loaded = await loadVehicle(site, slug);
  if (!loaded) return null;
  const car = loaded?.car;
  const sidebar = loaded ? vehicleSidebar(loaded.car, loaded.location, site, new Date()) : null;
  const price = sidebar?.price;
  const priceText = !sidebar
    ? ''
    : !price
      ? (sidebar.soldMessage ?? '')
      : price.amount !== null
        ? [formatAud(price.amount), price.qualifier].filter(Boolean).join(' ')
        : (price.text ?? '');
  const accent = site.theme.accentColour ?? '#1f2937';
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: '#ffffff',
        borderTop: `24px solid ${accent}`,
        color: '#111827',
      }}
    >
      <div style={{ display: 'flex', fontSize: 32, color: '#4b5563' }}>{site.name}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>
          {car?.name ?? 'Vehicle not found'}
        </div>
        <div style={{ display: 'flex', fontSize: 56, marginTop: 24, color: accent }}>
          {priceText}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#4b5563' }}>
        {loaded
          ? `${locationDisplayName(loaded.location.name)}, ${loaded.location.address.city} ${loaded.location.address.state}`
          : ''}
      </div>
    </div>,
    vehicleOgImageSize,
  );
}
