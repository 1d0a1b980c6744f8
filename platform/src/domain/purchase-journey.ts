import { z } from 'zod';
import { formatAud, formatNumber } from '@dealer/design-system/format';
import { financeRepayment } from './finance-repayment';
import { TRADE_IN_ANSWER } from './lead-forms';
import { type PriceDisplay } from './price-display';

// spec §2 /checkout-journey?car_id={slug or id}: buying a car online, distinct from reserving it.
// The shopper sees the price, says whether a car is traded in and whether the purchase is
// financed, then pays the deposit or the full price through the site's payment provider (the
// reservation's), and gets the reservation's confirmation. A trade-in is valued by the dealer
// when it is brought in, so it never lowers what is paid online.

/** The journey's page title and heading, and its link's words on the reserve checkout. */
export const CHECKOUT_JOURNEY_TITLE = 'Buy This Car Online';

export const purchaseJourneySteps = [
  { id: 'price', title: 'Price' },
  { id: 'trade-in', title: 'Trade-in' },
  { id: 'finance', title: 'Finance' },
  { id: 'payment', title: 'Payment' },
  { id: 'details', title: 'Your details' },
] as const;
export type PurchaseJourneyStepId = (typeof purchaseJourneySteps)[number]['id'];

export const purchasePayments = ['deposit', 'full'] as const;
export type PurchasePayment = (typeof purchasePayments)[number];

export const FULL_PAYMENT_WITH_FINANCE_MESSAGE =
  'A financed purchase is paid by its deposit; your lender pays the balance.';
export const PAYMENT_CHOICE_MESSAGE = 'Please choose how to pay.';
export const TRADE_IN_CHOICE_MESSAGE = 'Please tell us whether you have a trade-in.';
export const FINANCE_CHOICE_MESSAGE = 'Please tell us how you would like to pay for the car.';

/** The oldest trade-in year a shopper can give, and the newest (next year's model). */
export const TRADE_IN_YEARS = { min: 1950, max: new Date().getFullYear() + 1 } as const;
/** spec §5 finance calculator term: 1 to 7 years; the journey offers whole years. */
export const PURCHASE_TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;
export const PURCHASE_DEFAULT_TERM_YEARS = 5;

const yesNo = (message: string) => z.enum(['Yes', 'No'], { error: message });
const text = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(60, 'Must be at most 60 characters.');
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** The car a shopper trades in: what the dealer needs to value it when it is brought in. */
export const tradeInVehicleSchema = z
  .object({
    year: wholeNumber('Year', TRADE_IN_YEARS.min, TRADE_IN_YEARS.max),
    make: text('Make'),
    model: text('Model'),
    kms: wholeNumber('Kilometres', 0, 2_000_000),
  })
  .strict();

/** Each step's own answers, checked as the shopper leaves the step (and again on the server). */
export const purchaseStepSchemas = {
  'trade-in': z.discriminatedUnion(
    'trade_in',
    [
      z.object({ trade_in: z.literal('Yes'), trade_in_vehicle: tradeInVehicleSchema }),
      z.object({ trade_in: z.literal('No') }),
    ],
    { error: TRADE_IN_CHOICE_MESSAGE },
  ),
  finance: z.discriminatedUnion(
    'finance',
    [
      z.object({
        finance: z.literal('Yes'),
        finance_deposit: z.coerce
          .number()
          .min(0, 'Deposit cannot be less than $0.')
          .max(250_000, 'Deposit cannot be more than $250,000.')
          .default(0),
        finance_term_years: z.coerce
          .number()
          .refine((years) => (PURCHASE_TERM_YEARS as readonly number[]).includes(years), {
            message: 'Choose a term of 1 to 7 years.',
          })
          .default(PURCHASE_DEFAULT_TERM_YEARS),
      }),
      z.object({ finance: z.literal('No') }),
    ],
    { error: FINANCE_CHOICE_MESSAGE },
  ),
  payment: z.object({ payment: z.enum(purchasePayments, { error: PAYMENT_CHOICE_MESSAGE }) }),
} as const;

/** What the journey sends with the shopper's details (POST /api/reservations, `purchase`). */
export const purchaseChoicesSchema = z
  .object({
    payment: z.enum(purchasePayments, { error: PAYMENT_CHOICE_MESSAGE }),
    trade_in: yesNo(TRADE_IN_CHOICE_MESSAGE),
    trade_in_vehicle: tradeInVehicleSchema.optional(),
    finance: yesNo(FINANCE_CHOICE_MESSAGE),
    finance_deposit: z.number().min(0).max(250_000).optional(),
    finance_term_years: z.number().int().min(1).max(7).optional(),
  })
  .strict()
  .superRefine((choices, context) => {
    if (choices.trade_in === 'Yes' && !choices.trade_in_vehicle)
      context.addIssue({
        code: 'custom',
        path: ['trade_in_vehicle'],
        message: 'Tell us about your trade-in.',
      });
    if (choices.finance === 'Yes' && choices.payment === 'full')
      context.addIssue({
        code: 'custom',
        path: ['payment'],
        message: FULL_PAYMENT_WITH_FINANCE_MESSAGE,
      });
  });
export type PurchaseChoices = z.infer<typeof purchaseChoicesSchema>;

/**
 * The price a car is bought for online: the price shown on its page, when it is a price to pay
 * (a subscription's weekly figure, PREORDER or the no-price text is not); null otherwise.
 */
export function purchasePrice(shown: PriceDisplay | null): number | null {
  if (!shown || shown.amount === null || shown.kind === 'subscription') return null;
  return shown.amount > 0 ? shown.amount : null;
}

export interface PaymentOption {
  payment: PurchasePayment;
  amountCents: number;
  /** the radio's label: 'Pay a $200 deposit', 'Pay the full price of $35,990' */
  label: string;
  /** the submit button's label */
  buttonLabel: string;
}

/**
 * The ways a shopper can pay online: the site's deposit (a hold without one when it is $0), and
 * the full price when the car has a price to pay and the purchase is not financed (a lender pays
 * a financed car's balance, so its buyer pays the deposit only).
 */
export function purchasePaymentOptions(input: {
  depositAmount: number;
  price: number | null;
  finance: 'Yes' | 'No';
}): PaymentOption[] {
  const deposit = Math.max(0, input.depositAmount);
  const options: PaymentOption[] = [
    deposit > 0
      ? {
          payment: 'deposit',
          amountCents: Math.round(deposit * 100),
          label: `Pay a ${formatAud(deposit)} deposit`,
          buttonLabel: `Buy This Car: Pay ${formatAud(deposit)} Deposit`,
        }
      : {
          payment: 'deposit',
          amountCents: 0,
          label: 'Hold the car now, pay at the dealership',
          buttonLabel: 'Buy This Car',
        },
  ];
  if (input.finance === 'No' && input.price !== null && input.price > 0) {
    options.push({
      payment: 'full',
      amountCents: Math.round(input.price * 100),
      label: `Pay the full price of ${formatAud(input.price)}`,
      buttonLabel: `Buy This Car: Pay ${formatAud(input.price)}`,
    });
  }
  return options;
}

/** The amount the shopper's choice pays, in cents; null when that choice is not on offer. */
export function purchaseAmountCents(
  choices: Pick<PurchaseChoices, 'payment' | 'finance'>,
  offer: { depositAmount: number; price: number | null },
): number | null {
  const option = purchasePaymentOptions({ ...offer, finance: choices.finance }).find(
    (o) => o.payment === choices.payment,
  );
  return option ? option.amountCents : null;
}

export interface PurchaseEstimate {
  /** price less the finance deposit, never below $0 */
  amountFinanced: number;
  /** the weekly repayment in whole dollars (spec §9 weekly amounts have no decimals) */
  weekly: number;
  /** '$142 per week over 5 years at 10% p.a.'; null when nothing is financed */
  text: string | null;
}

/**
 * The journey's finance estimate: the weekly repayment of the price less the deposit over the
 * term at the site's calculator rate (standard amortisation, no balloon or fees: the lender's
 * quote gives those).
 */
export function purchaseFinanceEstimate(input: {
  price: number;
  deposit: number;
  termYears: number;
  ratePercent: number;
}): PurchaseEstimate {
  const amountFinanced = Math.max(0, input.price - Math.max(0, input.deposit));
  if (amountFinanced === 0) return { amountFinanced, weekly: 0, text: null };
  const { payment } = financeRepayment({
    amount: amountFinanced,
    annualRatePercent: input.ratePercent,
    termYears: input.termYears,
    frequency: 'weekly',
  });
  const weekly = Math.round(payment);
  const years = `${input.termYears} ${input.termYears === 1 ? 'year' : 'years'}`;
  return {
    amountFinanced,
    weekly,
    text: `${formatAud(weekly)} per week over ${years} at ${input.ratePercent}% p.a.`,
  };
}

/**
 * The journey's choices in words, for the dealer's lead and the shopper's confirmation:
 * [label, value] pairs in the journey's order.
 */
export function purchaseSummaryLines(
  choices: PurchaseChoices,
  amountCents: number,
): [string, string][] {
  const lines: [string, string][] = [
    [
      'Payment',
      choices.payment === 'full'
        ? `Full price, ${formatAud(amountCents / 100)}`
        : amountCents > 0
          ? `Deposit, ${formatAud(amountCents / 100)}`
          : 'No deposit',
    ],
  ];
  const vehicle = choices.trade_in_vehicle;
  lines.push([
    'Trade-in',
    choices.trade_in === 'Yes' && vehicle
      ? `${vehicle.year} ${vehicle.make} ${vehicle.model}, ${formatNumber(vehicle.kms)} km`
      : 'No',
  ]);
  lines.push([
    'Finance',
    choices.finance === 'Yes'
      ? `Yes, ${formatAud(choices.finance_deposit ?? 0)} deposit over ${choices.finance_term_years ?? PURCHASE_DEFAULT_TERM_YEARS} years`
      : 'No',
  ]);
  return lines;
}

export const PAYMENT_NOT_OFFERED_MESSAGE =
  'This way of paying is not offered for this car. Please choose another.';

/**
 * What a purchase adds to the dealer's lead: the spec §3 finance and trade-in answers (Yes/No),
 * and the journey's choices as they were made.
 */
export function purchaseLeadValues(choices: PurchaseChoices): Record<string, unknown> {
  return {
    finance: choices.finance,
    [TRADE_IN_ANSWER]: choices.trade_in,
    purchase: choices,
  };
}

/** Whether a lead's or reservation's purchase (as purchaseLeadValues keeps it) paid in full. */
export function isFullPayment(purchase: unknown): boolean {
  return (
    typeof purchase === 'object' &&
    purchase !== null &&
    (purchase as { payment?: unknown }).payment === 'full'
  );
}

/** The purchase choices a reservation's contact keeps; null for a plain reservation. */
export function purchaseOf(contact: Record<string, unknown>): PurchaseChoices | null {
  const parsed = purchaseChoicesSchema.safeParse(contact.purchase);
  return parsed.success ? parsed.data : null;
}

/** The journey's address for a car: /checkout-journey?car_id={slug}. */
export function checkoutJourneyHref(slug: string): string {
  return `/checkout-journey?${new URLSearchParams({ car_id: slug })}`;
}
