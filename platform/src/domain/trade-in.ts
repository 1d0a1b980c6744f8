import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import { australianStates, type Car } from './entities';
import {
  emailSchema,
  type LeadFormOptions,
  leadFormSchema,
  postcodeSchema,
  TERMS_MESSAGE,
} from './lead-forms';
import { phoneSchema } from './phone';
import { isInStock } from './stock-visibility';
import { zoneFormat } from './zone-format';
import {
  type AdjustmentAnswers,
  type ConditionAnswer,
  type ConditionQuestion,
  type ConditionQuestionId,
  conditionQuestions,
  ONLINE_ESTIMATE_MAX_AGE_YEARS,
  ONLINE_ESTIMATE_MAX_KMS,
  tradeInLeadSubcategories,
  type TradeInLeadSubcategory,
  type TradeInWizardStepId,
} from './trade-in-wizard';

// the wizard's words and data, which its page paints with, live apart from the schemas below
export * from './trade-in-wizard';

// The trade-in valuation wizard (spec §2 trade-in routes, §3 'Valuation wizard' fields and the
// lead payload's rego, regoState, adjustmentAnswers and offer_accepted, §5 trade-in button,
// §7 lead submission and analytics, §9 trade-in guidance). One zod schema per step, shared by the
// browser (react-hook-form) and the server, which re-validates with the same schemas.

/** The trade-in rules judge dates in Sydney's calendar (a model year turns over at its midnight). */
export const TRADE_IN_TIME_ZONE = 'Australia/Sydney';

// ---------------------------------------------------------------------------------------------
// Where the trade-in button and pages show

export type TradeInSite = {
  features: Pick<Site['features'], 'tradeIn'>;
  tradeIn: Pick<Site['tradeIn'], 'pages'>;
};

// spec §2 trade-in routes: the site's first offered page of /trade-in, /sell-my-car and
// /sell-your-car, or none when the site's trade-in switch is off or it offers no page
export function tradeInPagePath(site: TradeInSite): string | null {
  if (!site.features.tradeIn) return null;
  const page = site.tradeIn.pages[0];
  return page ? `/${page}` : null;
}

// spec §5 'Trade-in button hidden unless the trade-in rule passes (rule not shown)'; the rule
// chosen: the site offers valuation (its trade-in switch and at least one trade-in page) and the
// car on the page is in stock (spec §4 in stock: in_stock or coming_soon), since a shopper cannot
// trade in against a sold car
export function tradeInButtonShown(site: TradeInSite, car: Pick<Car, 'status'>): boolean {
  return tradeInPagePath(site) !== null && isInStock(car.status);
}

// ---------------------------------------------------------------------------------------------
// Which vehicles get an online estimate

/** The calendar year in Sydney at a moment. */
export function tradeInYear(now: Date): number {
  return Number(zoneFormat('en-AU', TRADE_IN_TIME_ZONE, { year: 'numeric' }).format(now));
}

/** A vehicle's age in whole years: this year in Sydney less its model year (never below 0). */
export function vehicleAgeYears(year: number, now: Date): number {
  return Math.max(0, tradeInYear(now) - year);
}

// spec §9 trade-in guidance: cars over 7 years (by model year, against this year in Sydney) or
// over 100,000 km generally get no online estimate; the dealer calls instead. Exactly 7 years and
// exactly 100,000 km still get one.
export function onlineEstimateOffered(vehicle: { year: number; km: number }, now: Date): boolean {
  return (
    tradeInYear(now) - vehicle.year <= ONLINE_ESTIMATE_MAX_AGE_YEARS &&
    vehicle.km <= ONLINE_ESTIMATE_MAX_KMS
  );
}

// ---------------------------------------------------------------------------------------------
// The wizard's steps

// Step 1: the registration (spec §3 'Valuation wizard' rego and regoState; spec §7 registration
// lookup by rego and regoState)

export const REGO_REQUIRED_MESSAGE = 'Please enter your registration number.';
export const REGO_INVALID_MESSAGE =
  'A registration number is 1 to 9 letters and numbers, like ABC123.';
export const REGO_STATE_MESSAGE = 'Please choose the state your vehicle is registered in.';

/**
 * A registration number as registries hold it: upper-case, without the spaces and hyphens plates
 * are printed with ('abc-123 ' -> 'ABC123').
 */
export function normaliseRego(rego: string): string {
  return rego.replace(/[\s-]+/g, '').toUpperCase();
}

export const regoSchema = z
  .string({ error: REGO_REQUIRED_MESSAGE })
  .overwrite(normaliseRego)
  .min(1, REGO_REQUIRED_MESSAGE)
  .regex(/^[A-Z0-9]{1,9}$/, REGO_INVALID_MESSAGE);

export const regoStateSchema = z.enum(australianStates, { error: REGO_STATE_MESSAGE });

export const tradeInVehicleStepSchema = z.object({
  rego: regoSchema,
  regoState: regoStateSchema,
});

// Step 2: the odometer (spec §3 'Valuation wizard' kms)

export const MAX_KMS = 2_000_000;
export const KMS_REQUIRED_MESSAGE = 'Please enter the kilometres on the odometer.';
export const KMS_NUMBER_MESSAGE = 'Please enter the kilometres as a number, like 85000.';
export const KMS_WHOLE_MESSAGE = 'Please enter the kilometres as a whole number.';
export const KMS_NEGATIVE_MESSAGE = 'The kilometres cannot be less than 0.';
export const KMS_TOO_MANY_MESSAGE = 'The kilometres cannot be more than 2,000,000.';

/** '85,000', ' 85 000 ' and 85000 all read as 85000; an empty field reads as nothing. */
function kilometresInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s,]/g, '');
  return digits === '' ? undefined : Number(digits);
}

export const kmsSchema = z.preprocess(
  kilometresInput,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? KMS_REQUIRED_MESSAGE
          : KMS_NUMBER_MESSAGE,
    })
    .int(KMS_WHOLE_MESSAGE)
    .min(0, KMS_NEGATIVE_MESSAGE)
    .max(MAX_KMS, KMS_TOO_MANY_MESSAGE),
);

export const tradeInKilometresStepSchema = z.object({ kms: kmsSchema });

// Step 3: the condition questions (spec §3 lead payload adjustmentAnswers; spec §7 valuation
// adjustments). The questions and answers are data, so the wizard, the lead and the dealer's ADF
// document all read the same list. Each question's answers run from best to worst, and an answer
// never adjusts the value up more than the answer before it.

export const adjustmentAnswersSchema = z
  .object(
    Object.fromEntries(
      conditionQuestions.map((question: ConditionQuestion) => [
        question.id,
        z.enum(question.answers.map((a) => a.value) as [string, ...string[]], {
          error: question.message,
        }),
      ]),
    ),
  )
  .strict() as unknown as z.ZodType<AdjustmentAnswers, AdjustmentAnswers>;

export const tradeInConditionStepSchema = z.object({ adjustmentAnswers: adjustmentAnswersSchema });

function answerTo(question: ConditionQuestion, answers: AdjustmentAnswers): ConditionAnswer {
  const value = answers[question.id as ConditionQuestionId];
  const answer = question.answers.find((a) => a.value === value);
  if (!answer) throw new Error(`No answer '${value}' to '${question.label}'`);
  return answer;
}

export interface ConditionAnswerSummary {
  question: string;
  answer: string;
  adjustmentPercent: number;
}

/** Each question with the shopper's answer in words, in the wizard's order (for the lead). */
export function conditionAnswerSummary(answers: AdjustmentAnswers): ConditionAnswerSummary[] {
  return conditionQuestions.map((question: ConditionQuestion) => {
    const answer = answerTo(question, answers);
    return {
      question: question.label,
      answer: answer.label,
      adjustmentPercent: answer.adjustmentPercent,
    };
  });
}

/** The condition's effect on the value: each answer's adjustment applied in turn (always > 0). */
export function conditionFactor(answers: AdjustmentAnswers): number {
  return conditionQuestions.reduce(
    (factor, question: ConditionQuestion) =>
      factor * (1 + answerTo(question, answers).adjustmentPercent / 100),
    1,
  );
}

// Step 4: the shopper's details and dealership (spec §3 'Valuation wizard' name, phone, email,
// location_id; the contact fields and messages of every lead form)

export const DEALERSHIP_MESSAGE = 'Please select a dealership.';

const contactFields = leadFormSchema('contact-us').shape;

export const tradeInDetailsStepSchema = z.object({
  name: contactFields.name,
  last_name: contactFields.last_name,
  phone: phoneSchema,
  email: emailSchema,
  postcode: postcodeSchema,
  location_id: z.coerce
    .number({ error: DEALERSHIP_MESSAGE })
    .int(DEALERSHIP_MESSAGE)
    .positive(DEALERSHIP_MESSAGE),
});

/** The schema of each step that asks for input, by step id. */
export const tradeInStepSchemas = {
  vehicle: tradeInVehicleStepSchema,
  kilometres: tradeInKilometresStepSchema,
  condition: tradeInConditionStepSchema,
  details: tradeInDetailsStepSchema,
} as const satisfies Partial<Record<TradeInWizardStepId, z.ZodType>>;

/** The whole wizard: every step's fields together, nothing else (what the server re-validates). */
export const tradeInWizardSchema = z
  .object({
    ...tradeInVehicleStepSchema.shape,
    ...tradeInKilometresStepSchema.shape,
    ...tradeInConditionStepSchema.shape,
    ...tradeInDetailsStepSchema.shape,
  })
  .strict();
export type TradeInWizardInput = z.input<typeof tradeInWizardSchema>;
export type TradeInWizardValues = z.output<typeof tradeInWizardSchema>;

// ---------------------------------------------------------------------------------------------
// The estimate

/** A typical Australian vehicle travels about 15,000 km a year. */
export const TYPICAL_KMS_PER_YEAR = 15_000;
/** Each 1,000 km over (or under) the typical kilometres takes 0.25% off (or adds it). */
export const KMS_ADJUSTMENT_PER_THOUSAND = 0.0025;
/** Low kilometres add at most 8% ... */
export const MAX_LOW_KMS_BONUS = 0.08;
/** ... and high kilometres take off at most 30%. */
export const MAX_HIGH_KMS_REDUCTION = 0.3;
/** The range either side of the estimate: 5%. */
export const ESTIMATE_RANGE = 0.05;

/**
 * How the odometer moves the value: against 15,000 km for each year of age (a vehicle in its
 * first model year is expected to have done up to a year's kilometres), 0.25% per 1,000 km,
 * between +8% and -30%.
 */
export function kilometresFactor(kms: number, ageYears: number): number {
  const expected = TYPICAL_KMS_PER_YEAR * Math.max(1, ageYears);
  const factor = 1 - ((Math.max(0, kms) - expected) / 1000) * KMS_ADJUSTMENT_PER_THOUSAND;
  return Math.min(1 + MAX_LOW_KMS_BONUS, Math.max(1 - MAX_HIGH_KMS_REDUCTION, factor));
}

export interface ValuationEstimateInput {
  /**
   * What a typical example (typical kilometres for its age, good condition) trades for, dollars:
   * the valuation service's market value
   */
  marketValue: number;
  /** the model year */
  year: number;
  kms: number;
  adjustmentAnswers: AdjustmentAnswers;
  now: Date;
}

export interface ValuationEstimate {
  low: number;
  estimate: number;
  high: number;
}

const toNearestHundred = (amount: number) => Math.max(0, Math.round(amount / 100) * 100);

// spec §3/§7 valuation adjustments: the market value, moved by the kilometres against a typical
// 15,000 km a year and by each condition answer, with a range 5% either side; each figure to the
// nearest $100 and never below $0. Whether to show it at all is onlineEstimateOffered's call.
export function valuationEstimate(input: ValuationEstimateInput): ValuationEstimate {
  const marketValue = Number.isFinite(input.marketValue) ? Math.max(0, input.marketValue) : 0;
  const value =
    marketValue *
    kilometresFactor(input.kms, vehicleAgeYears(input.year, input.now)) *
    conditionFactor(input.adjustmentAnswers);
  return {
    low: toNearestHundred(value * (1 - ESTIMATE_RANGE)),
    estimate: toNearestHundred(value),
    high: toNearestHundred(value * (1 + ESTIMATE_RANGE)),
  };
}

// ---------------------------------------------------------------------------------------------
// The leads and events the wizard sends

/** The lead category of the wizard's leads (the spec names only the subcategories). */
export const TRADE_IN_LEAD_CATEGORY = 'Trade-In';

/**
 * The values of a trade-in lead as the lead service takes them: the whole wizard, whether the
 * shopper accepted the online estimate (spec §3 offer_accepted), and the fields every form
 * sends (source, opt-in, the site's terms, the honeypot). The vehicle and the valuation are not
 * taken from the browser: the server looks them up and works them out again.
 */
export function tradeInLeadSchema(options: Pick<LeadFormOptions, 'requireTerms' | 'hideOptIn'>) {
  return z
    .object({
      ...tradeInWizardSchema.shape,
      offer_accepted: z.boolean().optional(),
      source: z.string().trim().max(100).optional(),
      opt_in: options.hideOptIn ? z.boolean().optional() : z.boolean().default(true),
      terms: options.requireTerms
        ? z.literal(true, { error: TERMS_MESSAGE })
        : z.boolean().optional(),
      website: z.string().max(0, 'Please leave this field empty.').optional(),
    })
    .strict();
}

/**
 * The details step as the shopper fills it: the contact fields and, beside them, the fields every
 * form sends (the site's terms, the opt-in, the honeypot), checked as the server checks them.
 */
export function tradeInDetailsFormSchema(
  options: Pick<LeadFormOptions, 'requireTerms' | 'hideOptIn'>,
) {
  const { opt_in, terms, website } = tradeInLeadSchema(options).shape;
  return tradeInDetailsStepSchema.extend({ opt_in, terms, website });
}

/** spec §7 the subcategory of a trade-in lead: the valuation asked for, or the offer accepted. */
export function tradeInLeadSubcategory(values: {
  offer_accepted?: boolean;
}): TradeInLeadSubcategory {
  return values.offer_accepted
    ? tradeInLeadSubcategories.offerAccepted
    : tradeInLeadSubcategories.valuationRequested;
}
