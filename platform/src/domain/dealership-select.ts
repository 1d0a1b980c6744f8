import { type Location, type locationTypes } from './entities';
import { type LeadForm } from './lead-forms';
import { slugOf } from './slug';

// spec §2 dealership select: the locations a form offers to send the lead to. It can filter by
// make and location type, show the city instead of the name, or take a fixed list; the select
// auto-selects one option and renders nothing for none (design system's DealershipSelect).

type LocationType = (typeof locationTypes)[number];

export interface DealershipSelectRule {
  /** the kind of location the form is for (a service enquiry goes to a service location) */
  locationType: LocationType;
  /** only locations that sell this make; null: any */
  make: string | null;
  /** each choice named by its city rather than its name */
  showCity: boolean;
  /** a fixed list of location ids, offered in this order in place of the filters; empty: none */
  locationIds: readonly number[];
  /** spec §9: locations never offered, whatever the list or the filters say */
  excludedLocationIds: readonly number[];
}

export interface DealershipChoice {
  /** the location id the lead goes to */
  id: number;
  name: string;
}

type ChoiceLocation = Pick<
  Location,
  'id' | 'name' | 'locationType' | 'manufacturers' | 'visible' | 'address'
>;

/** 'Southern Cross Dandenong - Sales' is offered as 'Southern Cross Dandenong'. */
export function dealershipLabel(location: Pick<Location, 'name'>): string {
  return location.name.replace(/ - (Sales|Service|Parts)$/, '');
}

/** The kind of location a form's lead goes to. */
export function leadFormLocationType(form: LeadForm): LocationType {
  return form === 'service' ? 'service' : form === 'parts' ? 'parts' : 'sales';
}

/** Whether a location sells a make (its manufacturers, compared as slugs). */
function sellsMake(location: ChoiceLocation, make: string): boolean {
  const wanted = slugOf(make);
  return location.manufacturers.some((m) => slugOf(m) === wanted);
}

/**
 * spec §2 the dealership select's choices, never a location the site excludes from the picker
 * (spec §9). A fixed list offers those of its locations the site shows, in its order. Otherwise the visible locations of the form's type (sales ones when the
 * site has none of that type) that sell the make, if one is given. Named by city when the rule
 * says so, except where two choices share a city (then by name, so none is ambiguous).
 */
export function dealershipChoices(
  locations: readonly ChoiceLocation[],
  rule: DealershipSelectRule,
): DealershipChoice[] {
  const visible = locations.filter((l) => l.visible && !rule.excludedLocationIds.includes(l.id));
  let offered: ChoiceLocation[];
  if (rule.locationIds.length > 0) {
    offered = rule.locationIds.flatMap((id) => visible.filter((l) => l.id === id).slice(0, 1));
  } else {
    const ofType = visible.filter((l) => l.locationType === rule.locationType);
    const typed = ofType.length > 0 ? ofType : visible.filter((l) => l.locationType === 'sales');
    offered = rule.make ? typed.filter((l) => sellsMake(l, rule.make!)) : typed;
  }
  const cities = offered.map((l) => l.address.city);
  return offered.map((location) => {
    const city = location.address.city;
    const cityIsOwn = cities.filter((c) => c === city).length === 1;
    return {
      id: location.id,
      name: rule.showCity && city && cityIsOwn ? city : dealershipLabel(location),
    };
  });
}
