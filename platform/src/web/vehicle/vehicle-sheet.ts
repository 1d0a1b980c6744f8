import { type Site } from '@dealer/site-config';
import { formatAud } from '@dealer/design-system/format';
import { dealerComments } from '../../domain/dealer-comments';
import { type Car, type Location } from '../../domain/entities';
import { regoExpiry } from '../../domain/rego-expiry';
import { locationDisplayName, vehiclePageUrl, vehicleSidebar } from '../../domain/vehicle-sidebar';
import {
  caravanSpecificationRows,
  carSummaryRows,
  featureItems,
  type SpecRow,
  specificationRows,
} from '../../domain/vehicle-specs';
import { type VehiclePdfInput } from '../../services/pdf';
import { loadVehicle } from './load-vehicle';

// The printable vehicle sheet (spec §2 /print?car_id={slug}, spec §7 PDF by car slug): one set
// of display-ready text, so the print page and the PDF say exactly what the vehicle page says.

export interface VehicleSheet {
  car: Car;
  location: Location;
  pdf: VehiclePdfInput;
}

/** Every shown row once: the summary first, then the specifications it does not repeat. */
function sheetRows(car: Car, site: Site, location: Location, now: Date): SpecRow[] {
  const rego = regoExpiry(car.regoExpiry, site, now, location.timezone);
  const rows = [
    ...carSummaryRows(car),
    ...specificationRows(car),
    ...caravanSpecificationRows(car.specifications),
    ...(rego ? [{ key: 'regoExpiry', label: 'Rego Expiry', value: rego.text }] : []),
  ];
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.label) && seen.add(row.label));
}

export async function vehicleSheet(
  site: Site,
  slug: string,
  now = new Date(),
): Promise<VehicleSheet | null> {
  const loaded = await loadVehicle(site, slug);
  if (!loaded) return null;
  const { car, location } = loaded;
  const sidebar = vehicleSidebar(car, location, site, now);
  const price = sidebar.price;
  const priceText = !price
    ? (sidebar.soldMessage ?? '')
    : price.amount !== null
      ? [formatAud(price.amount), price.qualifier].filter(Boolean).join(' ')
      : (price.text ?? '');
  const { street, city, state, postcode } = location.address;
  return {
    car,
    location,
    pdf: {
      siteName: site.name,
      title: car.name,
      priceText,
      wasPriceText: price?.wasPrice ? formatAud(price.wasPrice) : null,
      rows: sheetRows(car, site, location, now).map(({ label, value }) => ({ label, value })),
      features: featureItems(car),
      comments: dealerComments(car.dealerComments).paragraphs,
      location: {
        name: locationDisplayName(location.name),
        address: `${street}, ${city} ${state} ${postcode}`,
        phone: location.phone,
        licence: location.dealerLicenseNumber ? `DL ${location.dealerLicenseNumber}` : null,
      },
      url: vehiclePageUrl(car, site),
    },
  };
}
