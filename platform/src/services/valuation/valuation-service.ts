import 'server-only';
import {
  type IdentifiedVehicle,
  type RegoQuery,
  type ValuationSource,
  type ValuedVehicle,
} from '../../domain/valuation';

// The valuation service of the trade-in wizard (spec §7 lead submission: trade-in registration
// lookup by rego and regoState; spec §3 'Valuation wizard'). Two adapters answer it: the embedded
// demo table (no network; its answers are labelled as demo estimates) and a configured valuation
// API (see valuation-api.ts); valuationServiceFromEnv chooses.

export {
  DEMO_ESTIMATE_NOTE,
  type IdentifiedVehicle,
  type RegoQuery,
  valuationSources,
  type ValuationSource,
  type ValuedVehicle,
} from '../../domain/valuation';

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
