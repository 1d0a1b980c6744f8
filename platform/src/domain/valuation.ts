import { type AustralianState } from './entities';

// What the trade-in wizard and the valuation service share of a valuation (spec §3 'Valuation
// wizard', spec §7 trade-in registration lookup by rego and regoState): where figures came from,
// the vehicle a registration names, and the note beside figures from the embedded demo table.

/** Where a vehicle's details and values came from. */
export const valuationSources = ['demo-estimate', 'valuation-api'] as const;
export type ValuationSource = (typeof valuationSources)[number];

/** What a page says beside figures from the embedded demo table. */
export const DEMO_ESTIMATE_NOTE =
  'Demo estimate: these vehicle details and values are made up for demonstration.';

export interface RegoQuery {
  /** as the wizard's schema keeps it: upper-case letters and digits, 1 to 9 of them */
  rego: string;
  state: AustralianState;
}

/** The vehicle on a registration, as the wizard shows it back to the shopper. */
export interface IdentifiedVehicle {
  make: string;
  model: string;
  /** the model year */
  year: number;
  badge: string | null;
  /** e.g. 'Double Cab Pick Up', 'Wagon', 'Caravan' */
  body: string;
  /** e.g. 'Diesel', 'Unleaded Petrol', 'Not Applicable' (a caravan) */
  fuel: string;
  /** e.g. '6 Speed Automatic', 'Not Applicable' (a caravan) */
  transmission: string;
  /** 'demo-estimate' when the embedded table made it up */
  source: ValuationSource;
}

/** What a market value is asked for. */
export type ValuedVehicle = Pick<IdentifiedVehicle, 'make' | 'model' | 'year' | 'badge'>;
