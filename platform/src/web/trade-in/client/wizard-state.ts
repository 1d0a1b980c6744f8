import { type TradeInWizardStepId, tradeInWizardSteps } from '../../../domain/trade-in-wizard';
import type { tradeInStepSchemas, ValuationEstimate } from '../../../domain/trade-in';
import { type IdentifiedVehicle } from '../../../domain/valuation';

// What the valuation wizard keeps between steps, reloads and the browser's back and forward
// (issue: each step keeps its values on back/forward and reload): the answers so far in
// sessionStorage (this tab only, gone when it closes: they hold contact details), the step in
// the page's ?step= query. A step can be opened only once every step before it is answered.

export const WIZARD_STORAGE_KEY = 'trade_in_wizard';
export const STEP_QUERY = 'step';

export type WizardVehicle = Omit<IdentifiedVehicle, 'source'>;

/** The lookup's finding: the vehicle, none on that registration, or the lookup was down. */
export type VehicleLookup =
  | { status: 'found'; vehicle: WizardVehicle; source: IdentifiedVehicle['source'] }
  | { status: 'not-found' }
  | { status: 'unavailable' };

/** What the server answered to the wizard's lead. */
export interface TradeInResult {
  leadId: string;
  vehicle: WizardVehicle | null;
  valuation: ValuationEstimate | null;
  source: IdentifiedVehicle['source'];
}

export interface WizardState {
  /** every step's answers so far, as its schema gave them back */
  values: Record<string, unknown>;
  /** the registration the lookup answered for, and what it found */
  lookup: (VehicleLookup & { rego: string; regoState: string }) | null;
  /** the valuation lead, once sent */
  result: TradeInResult | null;
  /** the offer accepted: its lead */
  acceptedLeadId: string | null;
  /** the saved valuation failed (spec §8 'Failed to save valuation data') */
  saveFailed: boolean;
}

export const emptyWizardState: WizardState = {
  values: {},
  lookup: null,
  result: null,
  acceptedLeadId: null,
  saveFailed: false,
};

export const stepIds = tradeInWizardSteps.map((step) => step.id);

/** The step named in a query string, or null. */
export function stepFromSearch(search: string): TradeInWizardStepId | null {
  const named = new URLSearchParams(search).get(STEP_QUERY);
  return (stepIds as readonly string[]).includes(named ?? '')
    ? (named as TradeInWizardStepId)
    : null;
}

/** The query string with the step set (the first step: no step), the rest kept. */
export function searchWithStep(search: string, step: TradeInWizardStepId): string {
  const params = new URLSearchParams(search);
  if (step === stepIds[0]) params.delete(STEP_QUERY);
  else params.set(STEP_QUERY, step);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The steps' checks (loaded with the wizard's first answer, see trade-in-checks.ts). */
export type StepSchemas = typeof tradeInStepSchemas;

/** Whether the answers hold a valid answer to a step (the valuation step: the lead was sent). */
export function stepAnswered(
  state: WizardState,
  step: TradeInWizardStepId,
  schemas: StepSchemas,
): boolean {
  if (step === 'valuation') return state.result !== null;
  const schema = schemas[step];
  if (!schema.safeParse(state.values).success) return false;
  // the registration must have been looked up as it stands (found, or gone on without it)
  if (step === 'vehicle')
    return (
      state.lookup !== null &&
      state.lookup.rego === state.values.rego &&
      state.lookup.regoState === state.values.regoState
    );
  return true;
}

/**
 * The step a shopper may be on: the one asked for, unless a step before it is unanswered (then
 * that one); once the lead is sent, only the valuation.
 */
export function reachableStep(
  state: WizardState,
  wanted: TradeInWizardStepId | null,
  schemas: StepSchemas,
): TradeInWizardStepId {
  if (state.result) return 'valuation';
  const target = stepIds.indexOf(wanted ?? stepIds[0]!);
  for (let index = 0; index < target; index += 1) {
    if (!stepAnswered(state, stepIds[index]!, schemas)) return stepIds[index]!;
  }
  // the valuation cannot be asked for before the lead is sent
  return wanted === 'valuation' ? 'details' : stepIds[target]!;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or null where the browser refuses it. */
export function wizardStorage(): SessionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch (error) {
    console.warn(`The valuation cannot be kept for a reload: ${(error as Error).message}`);
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kept state, or the empty one when there is none or it cannot be read. */
export function loadWizardState(storage: SessionStorage | null): WizardState {
  if (!storage) return emptyWizardState;
  try {
    const text = storage.getItem(WIZARD_STORAGE_KEY);
    const kept: unknown = text ? JSON.parse(text) : null;
    if (!isRecord(kept) || !isRecord(kept.values)) return emptyWizardState;
    return {
      values: kept.values,
      lookup: isRecord(kept.lookup) ? (kept.lookup as WizardState['lookup']) : null,
      result:
        isRecord(kept.result) && typeof kept.result.leadId === 'string'
          ? (kept.result as unknown as TradeInResult)
          : null,
      acceptedLeadId: typeof kept.acceptedLeadId === 'string' ? kept.acceptedLeadId : null,
      saveFailed: kept.saveFailed === true,
    };
  } catch (error) {
    console.warn(`Could not read the kept valuation: ${(error as Error).message}`);
    return emptyWizardState;
  }
}

/** Keeps the state for a reload; a failure is only logged (spec §8). */
export function saveWizardState(storage: SessionStorage | null, state: WizardState): void {
  if (!storage) return;
  try {
    // the honeypot is never kept
    const { website: _website, ...values } = state.values;
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ ...state, values }));
  } catch (error) {
    console.warn(`Could not keep the valuation: ${(error as Error).message}`);
  }
}

export function clearWizardState(storage: SessionStorage | null): void {
  try {
    storage?.removeItem(WIZARD_STORAGE_KEY);
  } catch (error) {
    console.warn(`Could not clear the kept valuation: ${(error as Error).message}`);
  }
}
