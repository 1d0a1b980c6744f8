'use client';

import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type FieldValues } from 'react-hook-form';
import { useSchemaForm } from '../../leads/client/schema-form';
import { formatAud, formatNumber } from '@dealer/design-system/format';
import {
  Button,
  DealershipSelect,
  EmailField,
  ErrorSummary,
  Form,
  FormAlert,
  OptInCheckbox,
  PhoneField,
  PostcodeField,
  RadioGroupField,
  SelectField,
  Stack,
  TermsCheckbox,
  TextField,
  ValuationResult,
  VehicleIdentified,
  WizardProgress,
  WizardStep,
} from '@dealer/design-system';
import { australianStates } from '../../../domain/australian-states';
import { leadAnalyticsEventId } from '../../../domain/lead-analytics';
import { leadFormCategory, type LeadFormOptions } from '../../../domain/lead-form-names';
import {
  conditionQuestions,
  ONLINE_ESTIMATE_MAX_AGE_YEARS,
  ONLINE_ESTIMATE_MAX_KMS,
  TRADE_IN_OFFER_ACCEPTED_EVENT,
  tradeInLeadSubcategories,
  type TradeInWizardStepId,
  tradeInWizardSteps,
  VALUATION_SAVE_FAILED_MESSAGE,
} from '../../../domain/trade-in-wizard';
import { DEMO_ESTIMATE_NOTE } from '../../../domain/valuation';
import { pushAnalyticsEvent } from '../../frame/analytics';
import {
  type LeadRequest,
  linkedQueryParams,
  newIdempotencyKey,
  postLead,
} from '../../leads/client/lead-submission';
import { loadViewedCars, loadVisitorDetails, visitedPages } from '../../leads/visitor-storage';
import {
  LOOKUP_UNAVAILABLE_MESSAGE,
  lookupVehicle,
  readTradeInResult,
  saveValuation,
} from './trade-in-client';
import {
  clearWizardState,
  emptyWizardState,
  loadWizardState,
  reachableStep,
  type StepSchemas,
  saveWizardState,
  searchWithStep,
  stepFromSearch,
  stepIds,
  type WizardState,
  type WizardVehicle,
  wizardStorage,
} from './wizard-state';

// The valuation wizard (spec §3 'Valuation wizard', §7 lead submission, the trade-in lookup and
// the offer accepted, §9 trade-in guidance): one react-hook-form per step, each checked by the
// step's zod schema, the same the server re-validates the whole lead with. The answers are kept
// in the tab's sessionStorage and the step in ?step=, so reload, Back and Forward keep them.

export interface TradeInWizardCar {
  id: number;
  name: string;
  carType: 'new' | 'used' | 'demo';
  tag?: string | null;
  /** the car's location: the lead goes there, so no dealership is asked for */
  locationId: number;
}

export interface TradeInWizardProps {
  /** the dealerships the shopper chooses from (a car's location is taken instead) */
  dealerships: readonly { id: number; name: string }[];
  /** the car the shopper wants, from /cars/trade-in?car_id= */
  car?: TradeInWizardCar | null;
  options: Pick<LeadFormOptions, 'requireTerms' | 'hideOptIn'>;
  /** the site saves the accepted valuation through POST /api/miscellaneous */
  saveValuation: boolean;
  /** the hidden source field: the page the wizard is on */
  source: string;
  /** the wizard's heading level under the page's h1 */
  headingLevel?: 2 | 3;
}

export const NOT_FOUND_MESSAGE =
  'We could not find a vehicle with that registration. Please check it, or continue and we will confirm your vehicle when we call.';
export const NO_ESTIMATE_MESSAGE = `Vehicles over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old or with more than ${formatNumber(ONLINE_ESTIMATE_MAX_KMS)} km generally get no online estimate. We have your details: the dealer will call you to arrange a valuation.`;
export const NO_VEHICLE_MESSAGE =
  'We could not value your vehicle online. We have your details: the dealer will call you to arrange a valuation.';
export const ESTIMATE_NOTE =
  'An estimate from the details you gave. The final offer is confirmed when the dealer inspects the vehicle.';
export const ACCEPT_FAILED_MESSAGE = 'Your acceptance was not sent. Please try again.';

const steps = tradeInWizardSteps.map((step) => step.title);
const titleOf = (id: TradeInWizardStepId) => tradeInWizardSteps.find((s) => s.id === id)!.title;

const stateOptions = australianStates.map((state) => ({ value: state, label: state }));

// kept off-screen rather than display:none, so form-filling robots still find and fill it
const honeypotStyle: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

type HistoryState = { tradeInDepth?: number } | null;
const historyDepth = () => (window.history.state as HistoryState)?.tradeInDepth ?? 0;

/**
 * The steps' checks (their zod schemas, the server's): loaded once the page has painted, not
 * with it (see trade-in-checks.ts).
 */
const loadChecks = () => import('./trade-in-checks');

/** A step's own form: its schema's resolver over the answers so far. */
function useStepForm(
  step: Exclude<TradeInWizardStepId, 'valuation'>,
  values: FieldValues,
  options?: TradeInWizardProps['options'],
) {
  return useSchemaForm(async () => {
    const checks = await loadChecks();
    return options ? checks.tradeInDetailsFormSchema(options) : checks.tradeInStepSchemas[step];
  }, values);
}

function vehicleDetails(vehicle: WizardVehicle) {
  return [
    { label: 'Body', value: vehicle.body },
    { label: 'Fuel', value: vehicle.fuel },
    { label: 'Transmission', value: vehicle.transmission },
  ].filter((detail) => detail.value && detail.value !== 'Not Applicable');
}

export function TradeInWizard({
  dealerships,
  car = null,
  options,
  saveValuation: savesValuation,
  source,
  headingLevel = 2,
}: TradeInWizardProps) {
  const [state, setState] = useState<WizardState>(emptyWizardState);
  const [step, setStep] = useState<TradeInWizardStepId>('vehicle');
  // focus follows the shopper's moves, not the first render
  const [moved, setMoved] = useState(false);
  const stateRef = useRef(state);
  const mounted = useRef(false);

  const update = useCallback((next: WizardState) => {
    stateRef.current = next;
    setState(next);
    saveWizardState(wizardStorage(), next);
  }, []);

  const show = useCallback((next: TradeInWizardStepId, how: 'push' | 'replace') => {
    setStep(next);
    setMoved(true);
    const url = `${window.location.pathname}${searchWithStep(window.location.search, next)}`;
    if (how === 'push') window.history.pushState({ tradeInDepth: historyDepth() + 1 }, '', url);
    else window.history.replaceState({ tradeInDepth: historyDepth() }, '', url);
  }, []);

  // the kept answers and the step of the address (a reload, or a link to a later step), once
  // the steps' checks have loaded (which steps are answered is theirs to say)
  useEffect(() => {
    let schemas: StepSchemas | null = null;
    const onPopState = () => {
      if (!schemas) return;
      setStep(reachableStep(stateRef.current, stepFromSearch(window.location.search), schemas));
      setMoved(true);
    };
    void loadChecks().then((checks) => {
      if (!mounted.current) return;
      schemas = checks.tradeInStepSchemas;
      const kept = loadWizardState(wizardStorage());
      stateRef.current = kept;
      setState(kept);
      const wanted = stepFromSearch(window.location.search);
      const at = reachableStep(kept, wanted, schemas);
      setStep(at);
      if (at !== (wanted ?? 'vehicle')) {
        const url = `${window.location.pathname}${searchWithStep(window.location.search, at)}`;
        window.history.replaceState({ tradeInDepth: historyDepth() }, '', url);
      }
    });
    mounted.current = true;
    window.addEventListener('popstate', onPopState);
    return () => {
      mounted.current = false;
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const back = useCallback(() => {
    const index = stepIds.indexOf(step);
    if (index <= 0) return;
    if (historyDepth() > 0) window.history.back();
    else show(stepIds[index - 1]!, 'replace');
  }, [step, show]);

  const next = (answers: FieldValues, extra: Partial<WizardState> = {}) => {
    update({ ...stateRef.current, ...extra, values: { ...stateRef.current.values, ...answers } });
    show(stepIds[stepIds.indexOf(step) + 1]!, 'push');
  };

  const startAgain = () => {
    clearWizardState(wizardStorage());
    const kept = { ...emptyWizardState, values: {} };
    stateRef.current = kept;
    setState(kept);
    show('vehicle', 'replace');
  };

  const current = stepIds.indexOf(step) + 1;
  const shared = { state, headingLevel, moved, onBack: back };
  return (
    <Stack space="large">
      <WizardProgress steps={steps} currentStep={current} label="Valuation steps" />
      {step === 'vehicle' ? <VehicleStep key="vehicle" {...shared} onNext={next} /> : null}
      {step === 'kilometres' ? <KilometresStep key="kilometres" {...shared} onNext={next} /> : null}
      {step === 'condition' ? <ConditionStep key="condition" {...shared} onNext={next} /> : null}
      {step === 'details' ? (
        <DetailsStep
          key="details"
          {...shared}
          dealerships={dealerships}
          car={car}
          options={options}
          source={source}
          onSent={(values, result) => {
            update({ ...stateRef.current, values, result });
            show('valuation', 'push');
          }}
        />
      ) : null}
      {step === 'valuation' && state.result ? (
        <ValuationStep
          key="valuation"
          state={state}
          headingLevel={headingLevel}
          moved={moved}
          car={car}
          savesValuation={savesValuation}
          onAccepted={(acceptedLeadId, saveFailed) =>
            update({ ...stateRef.current, acceptedLeadId, saveFailed })
          }
          onStartAgain={startAgain}
        />
      ) : null}
    </Stack>
  );
}

interface StepProps {
  state: WizardState;
  headingLevel: 2 | 3;
  moved: boolean;
  onBack: () => void;
}

function VehicleStep({
  state,
  headingLevel,
  moved,
  onNext,
}: StepProps & { onNext: (answers: FieldValues, extra?: Partial<WizardState>) => void }) {
  const methods = useStepForm('vehicle', {
    rego: state.values.rego ?? '',
    regoState: state.values.regoState,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{
    message: string;
    rego: string;
    regoState: string;
  } | null>(null);

  async function find(values: FieldValues) {
    const rego = String(values.rego);
    const regoState = String(values.regoState);
    setProblem(null);
    setBusy(true);
    const found = await lookupVehicle({ rego, regoState });
    setBusy(false);
    switch (found.status) {
      case 'found':
        onNext({ rego, regoState }, { lookup: { ...found, rego, regoState } });
        return;
      case 'not-found':
        setProblem({ message: NOT_FOUND_MESSAGE, rego, regoState });
        return;
      case 'unavailable':
        setProblem({ message: LOOKUP_UNAVAILABLE_MESSAGE, rego, regoState });
        return;
      case 'invalid':
        for (const [name, message] of Object.entries(found.fields))
          methods.setError(name, { type: 'server', message });
        return;
      case 'limited':
        setProblem({ message: found.message, rego: '', regoState: '' });
    }
  }

  const goOnWithout = () => {
    if (!problem) return;
    const status = problem.message === NOT_FOUND_MESSAGE ? 'not-found' : 'unavailable';
    onNext(
      { rego: problem.rego, regoState: problem.regoState },
      { lookup: { status, rego: problem.rego, regoState: problem.regoState } },
    );
  };

  return (
    <Form form={methods} onSubmit={find} errorSummary={false} aria-label={titleOf('vehicle')}>
      <WizardStep
        title={titleOf('vehicle')}
        description="Enter your registration and we will find your vehicle."
        headingLevel={headingLevel}
        continueLabel="Find My Vehicle"
        busy={busy}
        busyLabel="Finding your vehicle"
        focusTitleOnMount={moved}
      >
        <ErrorSummary headingLevel={headingLevel === 2 ? 3 : 4} />
        <TextField
          name="rego"
          label="Registration Number"
          autoComplete="off"
          maxLength={12}
          required
        />
        <SelectField
          name="regoState"
          label="State"
          placeholder="Please select a state..."
          options={stateOptions}
          required
        />
        {problem ? (
          <Stack space="small">
            <FormAlert tone="info">{problem.message}</FormAlert>
            {problem.rego ? (
              <div>
                <Button variant="soft" onClick={goOnWithout}>
                  Continue anyway
                </Button>
              </div>
            ) : null}
          </Stack>
        ) : null}
      </WizardStep>
    </Form>
  );
}

/** The vehicle the lookup found, with a way back to change the registration. */
function FoundVehicle({ state, onChange }: { state: WizardState; onChange?: () => void }) {
  const lookup = state.lookup;
  if (lookup?.status !== 'found') return null;
  return (
    <VehicleIdentified
      year={lookup.vehicle.year}
      make={lookup.vehicle.make}
      model={lookup.vehicle.model}
      badge={lookup.vehicle.badge}
      details={vehicleDetails(lookup.vehicle)}
      rego={lookup.rego}
      regoState={lookup.regoState}
      note={lookup.source === 'demo-estimate' ? DEMO_ESTIMATE_NOTE : undefined}
      onChange={onChange}
    />
  );
}

function KilometresStep({
  state,
  headingLevel,
  moved,
  onBack,
  onNext,
}: StepProps & { onNext: (answers: FieldValues) => void }) {
  const methods = useStepForm('kilometres', { kms: state.values.kms ?? '' });
  return (
    <Form
      form={methods}
      onSubmit={(values) => onNext(values)}
      errorSummary={false}
      aria-label={titleOf('kilometres')}
    >
      <WizardStep
        title={titleOf('kilometres')}
        description="How many kilometres are on the odometer?"
        headingLevel={headingLevel}
        onBack={onBack}
        focusTitleOnMount={moved}
      >
        <FoundVehicle state={state} onChange={onBack} />
        <ErrorSummary headingLevel={headingLevel === 2 ? 3 : 4} />
        <TextField name="kms" label="Kilometres" inputMode="numeric" maxLength={9} required />
      </WizardStep>
    </Form>
  );
}

function ConditionStep({
  state,
  headingLevel,
  moved,
  onBack,
  onNext,
}: StepProps & { onNext: (answers: FieldValues) => void }) {
  const methods = useStepForm('condition', {
    adjustmentAnswers: { ...(state.values.adjustmentAnswers as object | undefined) },
  });
  return (
    <Form
      form={methods}
      onSubmit={(values) => onNext(values)}
      errorSummary={false}
      aria-label={titleOf('condition')}
    >
      <WizardStep
        title={titleOf('condition')}
        description="A few questions about the condition of your vehicle."
        headingLevel={headingLevel}
        onBack={onBack}
        focusTitleOnMount={moved}
      >
        <ErrorSummary headingLevel={headingLevel === 2 ? 3 : 4} />
        {conditionQuestions.map((question) => (
          <RadioGroupField
            key={question.id}
            name={`adjustmentAnswers.${question.id}`}
            label={question.label}
            options={question.answers.map((answer) => ({
              value: answer.value,
              label: answer.label,
            }))}
            required
          />
        ))}
      </WizardStep>
    </Form>
  );
}

function DetailsStep({
  state,
  headingLevel,
  moved,
  onBack,
  dealerships,
  car,
  options,
  source,
  onSent,
}: StepProps & {
  dealerships: TradeInWizardProps['dealerships'];
  car: TradeInWizardCar | null;
  options: TradeInWizardProps['options'];
  source: string;
  onSent: (values: Record<string, unknown>, result: NonNullable<WizardState['result']>) => void;
}) {
  const honeypotId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const methods = useStepForm(
    'details',
    {
      name: '',
      last_name: '',
      email: '',
      phone: '',
      postcode: '',
      ...pick(state.values, ['name', 'last_name', 'email', 'phone', 'postcode', 'location_id']),
      ...(car ? { location_id: car.locationId } : {}),
      ...(options.requireTerms ? { terms: false } : {}),
      ...(options.hideOptIn ? {} : { opt_in: state.values.opt_in ?? true }),
      website: '',
    },
    options,
  );

  // spec §3 stored visitor details fill what the shopper has not typed yet
  useEffect(() => {
    for (const [field, value] of Object.entries(loadVisitorDetails())) {
      if (!methods.getValues(field)) methods.setValue(field, value);
    }
  }, [methods]);

  async function send(details: FieldValues) {
    setFormError(null);
    const { terms, opt_in: optIn, website, ...contact } = details;
    const values: Record<string, unknown> = {
      ...pick(state.values, ['rego', 'regoState', 'kms', 'adjustmentAnswers']),
      ...contact,
      source,
      ...(options.hideOptIn ? {} : { opt_in: optIn !== false }),
      ...(options.requireTerms ? { terms: terms === true } : {}),
      ...(website ? { website } : {}),
    };
    const result = await postLead(tradeInRequest(values, car), {
      idempotencyKey: newIdempotencyKey(),
    });
    if (!result.ok) {
      const fields = Object.entries(result.fields);
      const here = new Set([
        'name',
        'last_name',
        'email',
        'phone',
        'postcode',
        'location_id',
        'terms',
      ]);
      for (const [name, message] of fields)
        if (here.has(name)) methods.setError(name, { type: 'server', message });
      const elsewhere = fields.filter(([name]) => !here.has(name)).map(([, message]) => message);
      if (fields.length === 0 || elsewhere.length > 0)
        setFormError(elsewhere.length > 0 ? elsewhere.join(' ') : result.message);
      return;
    }
    // kept for the site's other forms (with the phone rules, loaded now, not with the page)
    void import('../../leads/save-visitor-details').then((m) => m.saveVisitorDetails(contact));
    pushAnalyticsEvent(leadAnalyticsEventId('trade-in', car), {
      form: 'trade-in',
      ...leadFormCategory['trade-in'],
      lead_id: result.leadId,
      ...(car ? { car_id: car.id } : {}),
    });
    const { website: _honeypot, ...kept } = values;
    onSent(kept, readTradeInResult(result.leadId, result.body));
  }

  return (
    <Form
      form={methods}
      onSubmit={send}
      formError={formError}
      errorSummary={false}
      aria-label={titleOf('details')}
    >
      <WizardStep
        title={titleOf('details')}
        description="Where should we send your valuation?"
        headingLevel={headingLevel}
        onBack={onBack}
        continueLabel="Get My Valuation"
        busyLabel="Working out your valuation"
        busy={methods.formState.isSubmitting}
        focusTitleOnMount={moved}
      >
        <ErrorSummary headingLevel={headingLevel === 2 ? 3 : 4} />
        <TextField name="name" label="First Name" autoComplete="given-name" required />
        <TextField name="last_name" label="Last Name" autoComplete="family-name" />
        <EmailField required />
        <PhoneField required />
        <PostcodeField required />
        {car ? null : (
          <DealershipSelect
            label="Preferred Dealership"
            options={dealerships.map((d) => ({ value: d.id, label: d.name }))}
          />
        )}
        {options.requireTerms ? <TermsCheckbox /> : null}
        {options.hideOptIn ? null : <OptInCheckbox />}
        <div style={honeypotStyle} aria-hidden="true">
          <label htmlFor={honeypotId}>Leave this field empty</label>
          <input
            id={honeypotId}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...methods.register('website')}
          />
        </div>
      </WizardStep>
    </Form>
  );
}

function ValuationStep({
  state,
  headingLevel,
  moved,
  car,
  savesValuation,
  onAccepted,
  onStartAgain,
}: {
  state: WizardState;
  headingLevel: 2 | 3;
  moved: boolean;
  car: TradeInWizardCar | null;
  savesValuation: boolean;
  onAccepted: (leadId: string, saveFailed: boolean) => void;
  onStartAgain: () => void;
}) {
  const result = state.result!;
  const [accepting, setAccepting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // the result takes focus when the shopper arrives at it, so it is read out
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (moved) root.current?.focus();
  }, [moved]);

  async function accept() {
    setProblem(null);
    setAccepting(true);
    const sent = await postLead(tradeInRequest({ ...state.values, offer_accepted: true }, car), {
      idempotencyKey: newIdempotencyKey(),
    });
    if (!sent.ok) {
      setAccepting(false);
      setProblem(sent.message || ACCEPT_FAILED_MESSAGE);
      return;
    }
    // spec §7 analytics: trade-in offer accepted is event 18
    pushAnalyticsEvent(TRADE_IN_OFFER_ACCEPTED_EVENT, {
      form: 'trade-in',
      category: leadFormCategory['trade-in'].category,
      subcategory: tradeInLeadSubcategories.offerAccepted,
      lead_id: sent.leadId,
      ...(car ? { car_id: car.id } : {}),
    });
    const saved = savesValuation ? await saveValuation(sent.leadId, result.valuation) : true;
    setAccepting(false);
    onAccepted(sent.leadId, !saved);
  }

  const valuation = result.valuation;
  const demo = result.source === 'demo-estimate';
  const note: ReactNode = demo ? `${ESTIMATE_NOTE} ${DEMO_ESTIMATE_NOTE}` : ESTIMATE_NOTE;
  return (
    <div ref={root} tabIndex={-1} aria-label={titleOf('valuation')} role="region">
      <Stack space="medium">
        {result.vehicle ? (
          <VehicleIdentified
            year={result.vehicle.year}
            make={result.vehicle.make}
            model={result.vehicle.model}
            badge={result.vehicle.badge}
            title="Your vehicle"
            details={vehicleDetails(result.vehicle)}
            rego={String(state.values.rego ?? '')}
            regoState={String(state.values.regoState ?? '')}
          />
        ) : null}
        {valuation ? (
          <ValuationResult
            headingLevel={headingLevel}
            estimate={formatAud(valuation.estimate)}
            low={formatAud(valuation.low)}
            high={formatAud(valuation.high)}
            note={note}
            onAccept={() => void accept()}
            accepting={accepting}
            accepted={state.acceptedLeadId !== null}
          />
        ) : (
          <ValuationResult
            variant="no-estimate"
            headingLevel={headingLevel}
            message={result.vehicle ? NO_ESTIMATE_MESSAGE : NO_VEHICLE_MESSAGE}
          />
        )}
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        {/* spec §8 failed valuation save */}
        {state.saveFailed ? <FormAlert>{VALUATION_SAVE_FAILED_MESSAGE}</FormAlert> : null}
        <div>
          <Button variant="soft" onClick={onStartAgain}>
            Value another vehicle
          </Button>
        </div>
      </Stack>
    </div>
  );
}

/** The lead request of the wizard: its values, the car the shopper wants, where it was sent. */
function tradeInRequest(
  values: Record<string, unknown>,
  car: TradeInWizardCar | null,
): LeadRequest {
  return {
    form: 'trade-in',
    url: window.location.href.slice(0, 2000),
    ...(car ? { car_id: car.id } : {}),
    lead_attributes: {
      visited_pages: visitedPages(loadViewedCars()),
      linked_query_params: linkedQueryParams(window.location.search),
    },
    values,
  };
}

function pick(values: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]),
  );
}
