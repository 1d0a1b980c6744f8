import type { ValuationEstimate } from '../../../domain/trade-in';
import { valuationSources } from '../../../domain/valuation';
import { type TradeInResult, type VehicleLookup, type WizardVehicle } from './wizard-state';

// The valuation wizard's calls from the browser: the registration lookup, reading the valuation
// out of the lead's answer, and saving a valuation where the site says so (spec §7).

export const LOOKUP_ENDPOINT = '/api/trade-in/lookup';
export const MISCELLANEOUS_ENDPOINT = '/api/miscellaneous';

export const LOOKUP_UNAVAILABLE_MESSAGE =
  'We could not look up your registration right now. You can continue, and we will confirm your vehicle when we call.';

/** What the lookup step does next: go on with what was found, or show the problem. */
export type LookupAnswer =
  | VehicleLookup
  | { status: 'invalid'; fields: Record<string, string>; message: string }
  | { status: 'limited'; message: string };

type Fetch = typeof fetch;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A vehicle as the server describes it, or null when the answer is not one. */
export function readVehicle(value: unknown): WizardVehicle | null {
  if (!isRecord(value)) return null;
  const { make, model, year, badge, body, fuel, transmission } = value;
  if (typeof make !== 'string' || typeof model !== 'string' || !isNumber(year)) return null;
  return {
    make,
    model,
    year,
    badge: typeof badge === 'string' ? badge : null,
    body: typeof body === 'string' ? body : '',
    fuel: typeof fuel === 'string' ? fuel : '',
    transmission: typeof transmission === 'string' ? transmission : '',
  };
}

function readEstimate(value: unknown): ValuationEstimate | null {
  if (!isRecord(value)) return null;
  const { low, estimate, high } = value;
  return isNumber(low) && isNumber(estimate) && isNumber(high) ? { low, estimate, high } : null;
}

const readSource = (value: unknown): TradeInResult['source'] =>
  (valuationSources as readonly unknown[]).includes(value)
    ? (value as TradeInResult['source'])
    : 'valuation-api';

/** The vehicle and valuation in a lead's answer (`trade_in`), or null when it has none. */
export function readTradeInResult(leadId: string, body: Record<string, unknown>): TradeInResult {
  const answer = isRecord(body.trade_in) ? body.trade_in : {};
  return {
    leadId,
    vehicle: readVehicle(answer.vehicle),
    valuation: readEstimate(answer.valuation),
    source: readSource(answer.source),
  };
}

/** Looks a registration up (POST /api/trade-in/lookup). */
export async function lookupVehicle(
  query: { rego: string; regoState: string },
  fetchImpl: Fetch = (...args) => fetch(...args),
): Promise<LookupAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(LOOKUP_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(query),
      credentials: 'same-origin',
    });
  } catch (error) {
    console.warn(`The registration lookup could not reach the server: ${(error as Error).message}`);
    return { status: 'unavailable' };
  }
  const json = await readJson(response);
  const message = typeof json.message === 'string' ? json.message : LOOKUP_UNAVAILABLE_MESSAGE;
  if (response.ok) {
    const vehicle = readVehicle(json.vehicle);
    return vehicle
      ? { status: 'found', vehicle, source: readSource(json.source) }
      : { status: 'unavailable' };
  }
  if (response.status === 404 && json.code === 'rego_not_found') return { status: 'not-found' };
  if (response.status === 400) {
    const fields = isRecord(json.fields)
      ? Object.fromEntries(
          Object.entries(json.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
    return { status: 'invalid', fields, message };
  }
  if (response.status === 429) return { status: 'limited', message };
  return { status: 'unavailable' };
}

/**
 * spec §7 POST /api/miscellaneous with column_name 'valuation': keeps the accepted lead's
 * valuation with the lead. True when the server saved it.
 */
export async function saveValuation(
  leadId: string,
  valuation: ValuationEstimate | null,
  fetchImpl: Fetch = (...args) => fetch(...args),
): Promise<boolean> {
  try {
    const response = await fetchImpl(MISCELLANEOUS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        column_name: 'valuation',
        lead_id: leadId,
        ...(valuation ? { valuation } : {}),
      }),
      credentials: 'same-origin',
    });
    if (!response.ok) {
      console.warn(`The valuation was not saved: the server answered ${response.status}`);
      return false;
    }
    return true;
  } catch (error) {
    console.warn(`The valuation was not saved: ${(error as Error).message}`);
    return false;
  }
}
