import { analyticsEvents } from './analytics-events';

// The trade-in valuation wizard's words and data that its page paints with (spec §3 'Valuation
// wizard', §9 trade-in guidance): its steps, the condition questions and their answers, the
// leads and events it sends. No checks here: the step schemas (trade-in.ts, which re-exports all
// of this) load when the shopper first answers, not with the page.

/** spec §9 trade-in guidance: over 7 years old generally gets no online estimate */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
/** spec §9 trade-in guidance: over 100,000 km generally gets no online estimate */
export const ONLINE_ESTIMATE_MAX_KMS = 100_000;

/** The wizard's steps in order; the last shows the valuation and asks for no input. */
export const tradeInWizardSteps = [
  { id: 'vehicle', title: 'Your Vehicle' },
  { id: 'kilometres', title: 'Kilometres' },
  { id: 'condition', title: 'Condition' },
  { id: 'details', title: 'Your Details' },
  { id: 'valuation', title: 'Your Valuation' },
] as const;
export type TradeInWizardStepId = (typeof tradeInWizardSteps)[number]['id'];

export interface ConditionAnswer {
  value: string;
  label: string;
  /** how the answer moves the value of a typical example, in percent (+2, 0, -15) */
  adjustmentPercent: number;
}

export interface ConditionQuestion {
  id: string;
  /** the question as the wizard asks it */
  label: string;
  /** the message when it is left unanswered */
  message: string;
  answers: readonly ConditionAnswer[];
}

export const conditionQuestions = [
  {
    id: 'accidentHistory',
    label: 'Has the vehicle been in an accident?',
    message: 'Please tell us whether the vehicle has been in an accident.',
    answers: [
      { value: 'none', label: 'No', adjustmentPercent: 0 },
      { value: 'minor', label: 'Yes, minor damage that has been repaired', adjustmentPercent: -5 },
      { value: 'major', label: 'Yes, major damage or a write-off', adjustmentPercent: -20 },
    ],
  },
  {
    id: 'mechanicalIssues',
    label: 'Does the vehicle have any mechanical issues?',
    message: 'Please tell us about any mechanical issues.',
    answers: [
      { value: 'none', label: 'No, it runs and drives well', adjustmentPercent: 0 },
      { value: 'minor', label: 'Minor issues, like a noise or a worn part', adjustmentPercent: -5 },
      {
        value: 'major',
        label: 'Major issues or a warning light on the dash',
        adjustmentPercent: -15,
      },
    ],
  },
  {
    id: 'bodyCondition',
    label: 'What condition are the body and paint in?',
    message: 'Please tell us about the body and paint.',
    answers: [
      { value: 'excellent', label: 'Excellent: no marks at all', adjustmentPercent: 2 },
      { value: 'good', label: 'Good: a few small scratches or stone chips', adjustmentPercent: 0 },
      { value: 'fair', label: 'Fair: dents, scrapes or faded paint', adjustmentPercent: -6 },
      { value: 'poor', label: 'Poor: damage or rust that needs repair', adjustmentPercent: -15 },
    ],
  },
  {
    id: 'interiorCondition',
    label: 'What condition is the interior in?',
    message: 'Please tell us about the interior.',
    answers: [
      { value: 'excellent', label: 'Excellent: clean and like new', adjustmentPercent: 1 },
      { value: 'good', label: 'Good: normal wear for its age', adjustmentPercent: 0 },
      {
        value: 'poor',
        label: 'Poor: stains, tears, smells or broken parts',
        adjustmentPercent: -5,
      },
    ],
  },
  {
    id: 'serviceHistory',
    label: 'Does the vehicle have a full service history?',
    message: 'Please tell us about the service history.',
    answers: [
      { value: 'full', label: 'Yes, a full service history', adjustmentPercent: 0 },
      { value: 'partial', label: 'Some services are missing', adjustmentPercent: -3 },
      { value: 'none', label: 'No service history', adjustmentPercent: -8 },
    ],
  },
  {
    id: 'keys',
    label: 'How many keys do you have?',
    message: 'Please tell us how many keys you have.',
    answers: [
      { value: 'two-or-more', label: 'Two or more', adjustmentPercent: 0 },
      { value: 'one', label: 'One', adjustmentPercent: -2 },
    ],
  },
] as const satisfies readonly ConditionQuestion[];

type ConditionQuestions = (typeof conditionQuestions)[number];
export type ConditionQuestionId = ConditionQuestions['id'];

/** The shopper's answer to every condition question (spec §3 adjustmentAnswers). */
export type AdjustmentAnswers = {
  [Q in ConditionQuestions as Q['id']]: Q['answers'][number]['value'];
};

/** spec §7 lead submission subcategories of the wizard. */
export const tradeInLeadSubcategories = {
  /** the shopper finished the wizard and asked for a valuation */
  valuationRequested: '1. Valuation Requested',
  /** the shopper accepted the online estimate (the lead carries offer_accepted) */
  offerAccepted: '3. Offer Accepted',
} as const;
export type TradeInLeadSubcategory =
  (typeof tradeInLeadSubcategories)[keyof typeof tradeInLeadSubcategories];

/** spec §7 analytics: trade-in offer accepted is event 18. */
export const TRADE_IN_OFFER_ACCEPTED_EVENT = analyticsEvents.tradeInOfferAccepted;

/** spec §8 failed valuation save. */
export const VALUATION_SAVE_FAILED_MESSAGE = 'Failed to save valuation data';
