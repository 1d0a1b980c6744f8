'use client';

import {
  type CSSProperties,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import {
  CheckboxField,
  CheckboxGroupField,
  DateField,
  DealershipSelect,
  EmailField,
  ERROR_SUMMARY_HEADING,
  ErrorSummary,
  Button,
  Form,
  FormAlert,
  Heading,
  MoneyField,
  OptInCheckbox,
  PhoneField,
  PostcodeField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TermsCheckbox,
  TextArea,
  TextField,
  TimeField,
  WizardProgress,
} from '@dealer/design-system';
import { type OpeningHour } from '../../../domain/entities';
import { leadAnalyticsEventId } from '../../../domain/lead-analytics';
import { localWeekTime } from '../../../domain/opening-hours';
import { dayIn } from '../../../domain/promo-cards';
import { freeTestDriveSlots, slotLabel, testDriveSlots } from '../../../domain/test-drive-slots';
import { appointmentsHref, readBookedTimes } from '../appointments';
import {
  feedbackRatings,
  generalEnquiryCategories,
  type LeadForm as LeadFormName,
  leadFormCategory,
  type LeadFormOptions,
  REQUEST_PHOTOS_MESSAGE,
  TRADE_IN_ANSWER,
} from '../../../domain/lead-form-names';
import { pushAnalyticsEvent } from '../../frame/analytics';
import {
  isMessageRequired,
  type LeadField,
  leadFormDefaults,
  leadFormFields,
  leadFormSteps,
  leadFormSubmitLabel,
  regoNeedsTradeIn,
} from '../lead-form-fields';
import {
  type LeadRequest,
  linkedQueryParams,
  newIdempotencyKey,
  postLead,
  withoutEmptyValues,
} from './lead-submission';
import {
  loadViewedCars,
  loadVisitorDetails,
  saveEnquiredCar,
  visitedPages,
} from '../visitor-storage';

// An enquiry form of the site (spec §2 'Modal forms', §4 'Enquiry form'): validated in the
// browser by the same zod schema the server uses (loaded when the shopper reaches the form, see
// lead-form-checks.ts), then posted with an Idempotency-Key.

/**
 * The form's checks (its zod schema, the phone rules) and the keeping of the visitor's details:
 * loaded when focus first enters the form, not with the page.
 */
const loadChecks = () => import('./lead-form-checks');

/** The car a form is about, as a vehicle page knows it. */
export interface LeadFormCar {
  id: number;
  name: string;
  carType: 'new' | 'used' | 'demo';
  tag?: string | null;
  /** the car's page, which the success page links back to after a multi-step enquiry */
  href?: string;
}

export interface LeadFormDealership {
  /** the location id the lead goes to */
  id: number;
  name: string;
}

/** Where a test drive is booked and the opening hours its times come from. */
export interface LeadFormAppointments {
  /** the car's location, or null when the shopper chooses the dealership */
  locationId: number | null;
  locations: Record<number, { timeZone: string; hours: readonly OpeningHour[] }>;
}

export interface LeadFormProps {
  form: LeadFormName;
  /** the opening hours of the locations a test drive can be booked at */
  appointments?: LeadFormAppointments;
  /** the site's and car's form options (from `leadFormPropsFor`) */
  options: LeadFormOptions;
  /** the dealerships offered when the options show a dealership select */
  dealerships: readonly LeadFormDealership[];
  car?: LeadFormCar;
  /** starting answers, e.g. a dealership or budget from the page's query */
  defaultValues?: Record<string, unknown>;
  /** after a lead is accepted: go to the success page the server names, or thank in place */
  afterSubmit?: 'success-page' | 'message';
  submitLabel?: string;
  /** what the form shows just above its submit button (the checkout's payment step) */
  beforeSubmit?: ReactNode;
  /**
   * spec §4 'Multi-step enquiry': the form in steps (leadFormSteps), each checked before the
   * next; the last one submits, and its success keeps the car and goes to /success
   */
  steps?: boolean;
  /** what the request carries beside the form's values (the buy-online journey's `purchase`) */
  request?: { purchase?: unknown };
  /** what the form says once accepted, in place of the enquiry's thanks */
  accepted?: { title: string; message: string };
  /** the hidden source field: where on the site the form was sent from */
  source?: string;
  /** spec §3 page_id: the name of the site's page the form is on ('book-test-drive', 'vehicle') */
  pageId?: string;
  /** the level of the error list's heading: 2 on a page, 3 in a dialog with its own title */
  errorHeadingLevel?: 2 | 3 | 4;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  endpoint?: string;
  /** waits before the automatic retries of an attempt */
  retryDelaysMs?: readonly number[];
  /** how the browser goes to the success page */
  navigate?: (path: string) => void;
  onSubmitted?: (leadId: string) => void;
}

export const SUCCESS_TITLE = 'Thank you for your enquiry';
/** spec §2 /success: where a multi-step enquiry goes once accepted */
export const SUCCESS_PATH = '/success';
export const SUCCESS_MESSAGE = 'A member of our team will be in touch with you shortly.';

const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
] as const;
const contactMethods = [
  { value: 'Phone', label: 'Phone' },
  { value: 'Email', label: 'Email' },
  { value: 'SMS', label: 'SMS' },
] as const;

// the customer feedback survey's rating, worded from 1 to 5
const ratingWords = ['Very poor', 'Poor', 'Average', 'Good', 'Excellent'] as const;
const feedbackRatingOptions = feedbackRatings.map((value, index) => ({
  value,
  label: `${value} - ${ratingWords[index]}`,
}));

// kept off-screen rather than display:none, so form-filling robots still find and fill it
const honeypotStyle: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

const goTo = (path: string) => window.location.assign(path);

/**
 * The times booked at a location on a date (spec §7 the appointment fetch), asked of the site
 * whenever the location or the date changes; none while asking or when the answer fails.
 */
function useBookedTimes(locationId: number | null, day: string, wanted: boolean): string[] {
  const [booked, setBooked] = useState<{ key: string; times: string[] } | null>(null);
  const key = wanted && locationId && day ? `${locationId}/${day}` : '';
  useEffect(() => {
    if (!key || !locationId) return;
    const controller = new AbortController();
    fetch(appointmentsHref({ locationId, date: day }), { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setBooked({ key, times: readBookedTimes(body) }))
      .catch(() => undefined); // aborted, or offline: every slot stays on offer
    return () => controller.abort();
  }, [key, locationId, day]);
  return booked?.key === key ? booked.times : noTimes;
}

const noTimes: string[] = [];

/**
 * spec §2 'Book a Test Drive': the time select offers the appointment slots of the chosen
 * location on the chosen date (testDriveSlots) that no one has booked yet (spec §7); null when
 * no opening hours are known, and the form then takes any time. A time that the new date or
 * location does not offer is cleared.
 */
function useTestDriveSlots(
  methods: UseFormReturn<FieldValues>,
  appointments: LeadFormAppointments | undefined,
  dealerships: readonly LeadFormDealership[],
  wanted: boolean,
): { options: { value: string; label: string }[]; placeholder: string } | null {
  const date = useWatch({ control: methods.control, name: 'preferred_date' }) as unknown;
  const chosen = useWatch({ control: methods.control, name: 'location_id' }) as unknown;
  const only = dealerships.length === 1 ? dealerships[0]!.id : null;
  const locationId = appointments?.locationId ?? (Number(chosen) || only);
  const location = locationId ? appointments?.locations[locationId] : undefined;
  const day = typeof date === 'string' ? date : '';
  const booked = useBookedTimes(locationId || null, day, wanted && Boolean(location));
  const slots = useMemo(() => {
    if (!location || !day) return [];
    const now = new Date();
    const offered = testDriveSlots(location.hours, day, {
      date: dayIn(location.timeZone, now),
      minutes: localWeekTime(location.timeZone, now).minutes,
    });
    return freeTestDriveSlots(offered, booked);
  }, [location, day, booked]);
  const current = methods.getValues('preferred_time') as unknown;
  useEffect(() => {
    if (typeof current === 'string' && current !== '' && !slots.includes(current))
      methods.setValue('preferred_time', '');
  }, [slots, current, methods]);
  if (!wanted || !appointments) return null;
  return {
    options: slots.map((slot) => ({ value: slot, label: slotLabel(slot) })),
    placeholder: !locationId
      ? 'Choose a dealership first'
      : !day
        ? 'Choose a date first'
        : slots.length === 0
          ? 'No times on this day'
          : 'Please select a time...',
  };
}

function todayIso(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function LeadForm({
  form,
  options,
  dealerships,
  car,
  defaultValues,
  afterSubmit = 'success-page',
  submitLabel,
  beforeSubmit,
  request: requestExtra,
  steps: inSteps = false,
  accepted: acceptedText,
  source,
  pageId,
  errorHeadingLevel = 2,
  endpoint,
  retryDelaysMs,
  navigate = goTo,
  onSubmitted,
  appointments,
  ...labelling
}: LeadFormProps) {
  const fields = useMemo(() => leadFormFields(form, options), [form, options]);
  const steps = useMemo(() => (inSteps ? leadFormSteps(fields) : null), [inSteps, fields]);
  const [stepIndex, setStepIndex] = useState(0);
  const step = steps?.[stepIndex] ?? null;
  const lastStep = !steps || stepIndex === steps.length - 1;
  // the fields a submit checks: a step's own before the last, every field at the last
  const checkedFields = useRef<readonly string[] | null>(null);
  checkedFields.current = lastStep ? null : (step?.fields ?? null);
  const resolver = useMemo(() => {
    // the schema loads with the form's checks, at the first check at the latest (a load that
    // failed is tried again at the next check)
    let validate: Promise<Resolver<FieldValues>> | null = null;
    // a blank optional answer is left out, as it is in the payload the server checks
    const resolve: Resolver<FieldValues> = async (values, context, resolverOptions) => {
      validate ??= loadChecks().then(
        (checks) => checks.leadFormResolver(form, options),
        (error: unknown) => {
          validate = null;
          throw error;
        },
      );
      const result = await (await validate)(withoutEmptyValues(values), context, resolverOptions);
      const only = checkedFields.current;
      if (!only) return result;
      const errors = Object.fromEntries(
        Object.entries(result.errors).filter(([name]) => only.includes(name)),
      ) as FieldErrors;
      return Object.keys(errors).length > 0
        ? { values: {}, errors }
        : { values: withoutEmptyValues(values), errors: {} };
    };
    return resolve;
  }, [form, options]);
  const methods = useForm<FieldValues>({
    resolver,
    defaultValues: leadFormDefaults(form, options, {
      ...defaultValues,
      ...(source ? { source } : {}),
      ...(pageId ? { page_id: pageId } : {}),
    }),
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [minDate, setMinDate] = useState<string>();
  const honeypotId = useId();
  const tradeIn: unknown = useWatch({ control: methods.control, name: TRADE_IN_ANSWER });

  // spec §3 stored visitor details prefill what the shopper has not typed yet
  useEffect(() => {
    const stored = loadVisitorDetails();
    for (const [field, value] of Object.entries(stored)) {
      if (!methods.getValues(field)) methods.setValue(field, value);
    }
    setMinDate(todayIso());
  }, [methods]);

  const inStep = (field: LeadField) => !step || step.fields.includes(field);
  const has = (field: LeadField) => fields.includes(field) && inStep(field);
  const stepHeadingId = useId();
  const [movedStep, setMovedStep] = useState(false);
  // a new step's title takes focus, so a screen reader announces it
  useEffect(() => {
    const heading = movedStep ? document.getElementById(stepHeadingId) : null;
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [movedStep, stepIndex, stepHeadingId]);
  const goToStep = (index: number) => {
    setMovedStep(true);
    setStepIndex(index);
  };
  const slots = useTestDriveSlots(methods, appointments, dealerships, has('preferred_time'));
  const showRego = has('rego') && (!regoNeedsTradeIn(form) || tradeIn === 'Yes');

  async function submit(values: FieldValues) {
    setFormError(null);
    // a step before the last goes on to the next; the last one sends the lead
    if (!lastStep) {
      goToStep(stepIndex + 1);
      return;
    }
    const payload: Record<string, unknown> = { ...values };
    if (form === 'request-photos' && !payload.message) payload.message = REQUEST_PHOTOS_MESSAGE;
    const request: LeadRequest = {
      form,
      form_completed: true, // the form's one step is its last
      url: window.location.href.slice(0, 2000),
      ...(car ? { car_id: car.id } : {}),
      lead_attributes: {
        visited_pages: visitedPages(loadViewedCars()),
        linked_query_params: linkedQueryParams(window.location.search),
      },
      values: payload,
      ...requestExtra,
    };
    // one key per submission attempt; the automatic retries inside postLead reuse it
    const result = await postLead(request, {
      idempotencyKey: newIdempotencyKey(),
      endpoint,
      retryDelaysMs,
    });
    if (result.ok) {
      (await loadChecks()).saveVisitorDetails(values);
      pushAnalyticsEvent(leadAnalyticsEventId(form, car), {
        form,
        ...leadFormCategory[form],
        lead_id: result.leadId,
        ...(car ? { car_id: car.id } : {}),
      });
      setAccepted(true);
      onSubmitted?.(result.leadId);
      // an online deposit is paid on the provider's page, which returns to the success page
      if (result.paymentPage) navigate(result.paymentPage);
      else if (steps) {
        // spec §4 a multi-step enquiry's success keeps the car and goes to /success
        if (car) saveEnquiredCar({ id: car.id, name: car.name, href: car.href ?? null });
        navigate(SUCCESS_PATH);
      } else if (afterSubmit === 'success-page' && result.successPage) navigate(result.successPage);
      return;
    }
    const shown = new Set<string>(fields.filter((f) => inStep(f) && (f !== 'rego' || showRego)));
    const elsewhere: string[] = [];
    for (const [name, message] of Object.entries(result.fields)) {
      if (shown.has(name)) methods.setError(name, { type: 'server', message });
      else elsewhere.push(message);
    }
    const placedAll = Object.keys(result.fields).length > 0 && elsewhere.length === 0;
    if (!placedAll) {
      // spec §8: the server's message, or 'An error occurred when submitting this form'
      setFormError(
        result.message === ERROR_SUMMARY_HEADING && elsewhere.length > 0
          ? elsewhere.join(' ')
          : result.message,
      );
    }
  }

  if (accepted) {
    return (
      <FormAlert tone="positive" title={acceptedText?.title ?? SUCCESS_TITLE}>
        {acceptedText?.message ?? SUCCESS_MESSAGE}
      </FormAlert>
    );
  }

  const messageRequired = isMessageRequired(form, options);
  return (
    <Form
      form={methods}
      onSubmit={submit}
      formError={formError}
      errorSummary={false}
      onFocus={() => void loadChecks()}
      {...labelling}
    >
      <ErrorSummary headingLevel={errorHeadingLevel} />
      <input type="hidden" {...methods.register('source')} />
      {has('category') ? (
        <SelectField
          name="category"
          label="Category"
          options={generalEnquiryCategories.map((c) => ({ value: c, label: c }))}
          required
        />
      ) : null}
      {has('company') ? (
        <TextField name="company" label="Company Name" autoComplete="organization" />
      ) : null}
      {steps ? (
        <>
          <WizardProgress
            steps={steps.map((s) => s.title)}
            currentStep={stepIndex + 1}
            label="Enquiry steps"
          />
          <Heading level={errorHeadingLevel} id={stepHeadingId}>
            {step!.title}
          </Heading>
        </>
      ) : null}
      {inStep('name') ? (
        <TextField name="name" label="First Name" autoComplete="given-name" required />
      ) : null}
      {inStep('last_name') ? (
        <TextField name="last_name" label="Last Name" autoComplete="family-name" />
      ) : null}
      {inStep('email') ? <EmailField required /> : null}
      {inStep('phone') ? <PhoneField required /> : null}
      {inStep('postcode') ? <PostcodeField required /> : null}
      {has('location_id') ? (
        <DealershipSelect
          label="Preferred Dealership"
          options={dealerships.map((d) => ({ value: d.id, label: d.name }))}
        />
      ) : null}
      {has('distribution_location') ? (
        <SelectField
          name="distribution_location"
          label="Distribution Location"
          placeholder="Please select a location..."
          options={options.distributionLocations.map((l) => ({ value: l, label: l }))}
          required
        />
      ) : null}
      {has('vehiclePriceBudget') ? (
        <MoneyField name="vehiclePriceBudget" label="Vehicle Price Budget" />
      ) : null}
      {has('offer_from_client') ? (
        <MoneyField name="offer_from_client" label="Your Offer" required />
      ) : null}
      {has('preferred_date') ? (
        <DateField name="preferred_date" label="Preferred Date" min={minDate} />
      ) : null}
      {has('preferred_time') ? (
        slots ? (
          <SelectField
            name="preferred_time"
            label="Preferred Time"
            placeholder={slots.placeholder}
            options={slots.options}
            disabled={slots.options.length === 0}
          />
        ) : (
          <TimeField name="preferred_time" label="Preferred Time" step={900} />
        )
      ) : null}
      {has('PreferredContactMethod') ? (
        <RadioGroupField
          name="PreferredContactMethod"
          label="Preferred Contact Method"
          options={contactMethods}
          orientation="horizontal"
        />
      ) : null}
      {has('finance') ? (
        <RadioGroupField
          name="finance"
          label="Are you interested in finance?"
          options={yesNo}
          orientation="horizontal"
        />
      ) : null}
      {has(TRADE_IN_ANSWER) ? (
        <RadioGroupField
          name={TRADE_IN_ANSWER}
          label="Do you have a trade-in?"
          options={yesNo}
          orientation="horizontal"
        />
      ) : null}
      {has('rating') ? (
        <RadioGroupField
          name="rating"
          label="How would you rate your experience?"
          options={feedbackRatingOptions}
          required
        />
      ) : null}
      {has('opt_in_finance') ? (
        <CheckboxField name="opt_in_finance" label="I am interested in finance" />
      ) : null}
      {has('opt_in_trade') ? (
        <CheckboxField name="opt_in_trade" label="I have a vehicle to trade in" />
      ) : null}
      {showRego ? <TextField name="rego" label="Registration Number" maxLength={10} /> : null}
      {has('additional_services') ? (
        <CheckboxGroupField
          name="additional_services"
          label="Additional Services"
          hint="Anything else we can do while your vehicle is with us?"
          options={options.additionalServices.map((service) => ({
            value: service,
            label: service,
          }))}
        />
      ) : null}
      {has('message') ? (
        <TextArea name="message" label="Message" required={messageRequired} maxLength={2000} />
      ) : null}
      {has('terms') ? <TermsCheckbox /> : null}
      {has('opt_in') ? <OptInCheckbox /> : null}
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
      {beforeSubmit}
      <div>
        {stepIndex > 0 ? (
          <Button variant="transparent" tone="neutral" onClick={() => goToStep(stepIndex - 1)}>
            Back
          </Button>
        ) : null}
        <SubmitButton>
          {lastStep ? (submitLabel ?? leadFormSubmitLabel(form)) : 'Continue'}
        </SubmitButton>
      </div>
    </Form>
  );
}
