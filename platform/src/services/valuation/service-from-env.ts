import 'server-only';
import { embeddedValuationService, type EmbeddedValuationOptions } from './demo-valuations';
import { valuationApiConfigFromEnv, valuationApiService } from './valuation-api';
import { type ValuationService } from './valuation-service';

export interface ValuationServiceOptions extends EmbeddedValuationOptions {
  /** the HTTP client of the valuation API (tests replay recorded answers through it) */
  fetch?: typeof fetch;
}

/**
 * The valuation API when VALUATION_API_URL and VALUATION_API_KEY are set; else the embedded demo
 * valuations, which need no network and label their answers as demo estimates.
 */
export function valuationServiceFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: ValuationServiceOptions = {},
): ValuationService {
  const config = valuationApiConfigFromEnv(env);
  if (config) return valuationApiService(config, options.fetch);
  return embeddedValuationService({ now: options.now });
}
