import { type Site } from '@dealer/site-config';
import { dealershipChoices } from '../../domain/dealership-select';
import { type Car, type Location, type locationTypes } from '../../domain/entities';
import { type LeadFormOptions } from '../../domain/lead-forms';
import { dealershipSelectRule, leadFormOptionsFor } from '../../services/leads/lead-service';
import { appRuntime } from '../../runtime';
import { type LeadFormAppointments, type LeadFormDealership } from './client/LeadForm';

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

export { dealershipLabel } from '../../domain/dealership-select';

/** The form options and dealership choices of a site's locations and a car's location. */
export function leadFormSetup(
  site: Site,
  locations: readonly Location[],
  car?: Pick<Car, 'locationId'> | null,
  locationType: LocationType = 'sales',
): LeadFormSetup {
  const carLocation = car ? (locations.find((l) => l.id === car.locationId) ?? null) : null;
  // spec §2 dealership select: the site's make filter, city names or fixed list
  const dealerships = dealershipChoices(locations, dealershipSelectRule(site, locationType));
  const offered = locations.filter((l) => dealerships.some((d) => d.id === l.id));
  const booked = carLocation ? [carLocation, ...offered] : offered;
  return {
    options: leadFormOptionsFor(site, carLocation, dealerships.length),
    dealerships,
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
