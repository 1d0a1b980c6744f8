import 'server-only';
import { z } from 'zod';
import {
  type IdentifiedVehicle,
  type RegoQuery,
  ValuationError,
  type ValuationService,
  type ValuedVehicle,
} from './valuation-service';

// The production adapter: an HTTP client for the configured valuation API (VALUATION_API_URL and
// VALUATION_API_KEY). The contract, JSON both ways:
//
//   Every request sends `Authorization: Bearer {VALUATION_API_KEY}` and
//   `Accept: application/json`.
//
//   GET {VALUATION_API_URL}/registrations/{state}/{rego}
//     200 {"vehicle": {"make": "Toyota", "model": "HiLux", "year": 2022, "badge": "SR5",
//          "body": "Double Cab Pick Up", "fuel": "Diesel", "transmission": "6 Speed Automatic"}}
//         (badge may be null)
//     404 no vehicle on that registration
//
//   POST {VALUATION_API_URL}/valuations   (Content-Type: application/json)
//     {"make": "Toyota", "model": "HiLux", "year": 2022, "badge": "SR5"}
//     200 {"tradeInValue": 30700, "currency": "AUD"}: what a typical example (typical kilometres,
//         good condition) trades for, in dollars; tradeInValue null when there is none
//     404 no value for that vehicle
//
// Any other status, no answer within the timeout (8 seconds unless configured), or a body not in
// this shape is a ValuationError, so the wizard can tell the shopper the dealer will call instead.

export interface ValuationApiConfig {
  /** the API's base URL, e.g. 'https://valuations.example.com.au/v1' */
  url: string;
  apiKey: string;
  /** how long to wait for an answer, milliseconds */
  timeoutMs: number;
}

export const DEFAULT_VALUATION_TIMEOUT_MS = 8_000;

/** A valuation setting the app cannot start with (named so the app's start can say so). */
export class ValuationConfigError extends Error {
  override name = 'ValuationConfigError';
}

/** The valuation API is used when VALUATION_API_URL and VALUATION_API_KEY are both set. */
export function valuationApiConfigFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ValuationApiConfig | null {
  const { VALUATION_API_URL, VALUATION_API_KEY, VALUATION_API_TIMEOUT_MS } = env;
  if (!VALUATION_API_URL && !VALUATION_API_KEY) return null;
  if (!VALUATION_API_URL || !VALUATION_API_KEY) {
    throw new ValuationConfigError(
      'Set both VALUATION_API_URL and VALUATION_API_KEY to use the valuation API (or neither, for the embedded demo valuations).',
    );
  }
  if (!z.url({ protocol: /^https?$/ }).safeParse(VALUATION_API_URL).success) {
    throw new ValuationConfigError('VALUATION_API_URL must be an http(s) URL.');
  }
  const timeoutMs = VALUATION_API_TIMEOUT_MS
    ? Number(VALUATION_API_TIMEOUT_MS)
    : DEFAULT_VALUATION_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new ValuationConfigError(
      'VALUATION_API_TIMEOUT_MS must be a whole number of milliseconds.',
    );
  }
  return { url: VALUATION_API_URL, apiKey: VALUATION_API_KEY, timeoutMs };
}

const registrationAnswer = z.object({
  vehicle: z.object({
    make: z.string().min(1),
    model: z.string().min(1),
    year: z.number().int(),
    badge: z.string().nullable(),
    body: z.string(),
    fuel: z.string(),
    transmission: z.string(),
  }),
});

const valuationAnswer = z.object({
  tradeInValue: z.number().nonnegative().nullable(),
  currency: z.literal('AUD'),
});

type Fetch = typeof fetch;

/** The valuation API behind the ValuationService interface. */
export function valuationApiService(
  config: ValuationApiConfig,
  fetchImpl: Fetch = fetch,
): ValuationService {
  const base = config.url.replace(/\/+$/, '');
  const waited =
    config.timeoutMs >= 1000 ? `${config.timeoutMs / 1000} seconds` : `${config.timeoutMs} ms`;

  /** The answer's JSON, or null for a 404; every failure a ValuationError. */
  async function ask(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${config.apiKey}`,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new ValuationError(
          'timeout',
          `The valuation service did not answer within ${waited}.`,
          { cause: error },
        );
      }
      throw new ValuationError('unreachable', 'The valuation service could not be reached.', {
        cause: error,
      });
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      throw new ValuationError(
        'refused',
        `The valuation service answered ${response.status} ${response.statusText}`.trim() + '.',
      );
    }
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      throw new ValuationError('unreadable', 'The valuation service’s answer was not JSON.', {
        cause: error,
      });
    }
  }

  function read<T>(schema: z.ZodType<T>, answer: unknown): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new ValuationError(
        'unreadable',
        'The valuation service’s answer was not in the agreed shape.',
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }

  return {
    source: 'valuation-api',
    async lookupRego({ rego, state }: RegoQuery): Promise<IdentifiedVehicle | null> {
      const answer = await ask(
        `/registrations/${encodeURIComponent(state)}/${encodeURIComponent(rego)}`,
        { method: 'GET' },
      );
      if (answer === null) return null;
      return { ...read(registrationAnswer, answer).vehicle, source: 'valuation-api' };
    },
    async marketValue(vehicle: ValuedVehicle): Promise<number | null> {
      const { make, model, year, badge } = vehicle;
      const answer = await ask('/valuations', {
        method: 'POST',
        body: { make, model, year, badge },
      });
      if (answer === null) return null;
      const { tradeInValue } = read(valuationAnswer, answer);
      return tradeInValue === null ? null : Math.round(tradeInValue);
    },
  };
}
