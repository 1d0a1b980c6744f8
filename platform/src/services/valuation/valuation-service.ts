import { type AustralianState } from '../../domain/entities';

// The valuation service of the trade-in wizard (spec §7 lead submission: trade-in registration
// lookup by rego and regoState; spec §3 'Valuation wizard'). Two adapters answer it: the embedded
// demo table (no network; its answers are labelled as demo estimates) and a configured valuation
// API (see valuation-api.ts); valuationServiceFromEnv chooses.

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

export interface ValuationService {
  /** whose figures these are: 'demo-estimate' for the embedded table */
  readonly source: ValuationSource;
  /** The vehicle on a registration, or null when the registration finds none. */
  lookupRego(query: RegoQuery): Promise<IdentifiedVehicle | null>;
  /**
   * What a typical example (typical kilometres for its age, good condition) trades for, in whole
   * dollars, or null when there is no value for the vehicle. The wizard adjusts it for the
   * shopper's kilometres and answers (domain/trade-in.ts valuationEstimate).
   */
  marketValue(vehicle: ValuedVehicle): Promise<number | null>;
}

export const valuationErrorCodes = ['unreachable', 'timeout', 'refused', 'unreadable'] as const;
export type ValuationErrorCode = (typeof valuationErrorCodes)[number];

// A ValuationError may come from another route bundle's copy of this class: `instanceof` checks a
// shared brand instead.
const brand = Symbol.for('dealer.ValuationError');

/** The valuation service could not answer: not reached, too slow, refused, or unreadable. */
export class ValuationError extends Error {
  readonly [brand] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value;
  }

  constructor(
    readonly code: ValuationErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ValuationError';
  }
}
