import { type Site } from '@dealer/site-config';
import { type Car, type Location, type locationTypes } from '../../domain/entities';
import { type LeadFormOptions } from '../../domain/lead-forms';
import { leadFormOptionsFor } from '../../services/leads/lead-service';
import { appRuntime } from '../../runtime';
import { type LeadFormAppointments, type LeadFormDealership } from '../islands/leads/LeadForm';

// On the server: what a page passes to a LeadForm or LeadFormDialog for a site and (optional)
// car. The options come from the same rule the lead service validates with.

type LocationType = (typeof locationTypes)[number];

export interface LeadFormSetup {
  options: LeadFormOptions;
  dealerships: LeadFormDealership[];
  /** the opening hours a test drive's times are offered from (spec §2 'Book a Test Drive') */
  appointments: LeadFormAppointments;
}

/** A car as a page has it (its location decides the form's options), or only its id. */
export type LeadFormCarRef = Pick<Car, 'locationId'> | number;

/** 'Southern Cross Dandenong - Sales' is offered as 'Southern Cross Dandenong'. */
export function dealershipLabel(location: Pick<Location, 'name'>): string {
  return location.name.replace(/ - (Sales|Service|Parts)$/, '');
}

/** The form options and dealership choices of a site's locations and a car's location. */
export function leadFormSetup(
  site: Site,
  locations: readonly Location[],
  car?: Pick<Car, 'locationId'> | null,
  locationType: LocationType = 'sales',
): LeadFormSetup {
  const visible = locations.filter((l) => l.visible);
  const sales = visible.filter((l) => l.locationType === 'sales');
  const carLocation = car ? (locations.find((l) => l.id === car.locationId) ?? null) : null;
  const ofType = visible.filter((l) => l.locationType === locationType);
  const offered = ofType.length > 0 ? ofType : sales;
  const booked = carLocation ? [carLocation, ...offered] : offered;
  return {
    options: leadFormOptionsFor(site, carLocation, sales.length),
    dealerships: offered.map((l) => ({
      id: l.id,
      name: dealershipLabel(l),
    })),
    appointments: {
      locationId: carLocation?.id ?? null,
      locations: Object.fromEntries(
        booked.map((l) => [l.id, { timeZone: l.timezone, hours: l.openingHours }]),
      ),
    },
  };
}

/** The `options` and `dealerships` props of a site's form, for an optional car. */
export async function leadFormPropsFor(
  site: Site,
  car?: LeadFormCarRef | null,
): Promise<LeadFormSetup> {
  const store = await appRuntime().store();
  const located =
    typeof car === 'number'
      ? await store.stock.getCarById(site, car) // a car the site shows: hidden or another site's is null
      : (car ?? null);
  return leadFormSetup(site, await store.stock.listLocations(site), located);
}
