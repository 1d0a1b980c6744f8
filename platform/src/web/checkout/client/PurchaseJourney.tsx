'use client';

import { type ReactNode, useEffect, useId, useState } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import { type z } from 'zod';
import {
  Button,
  Form,
  Heading,
  MoneyField,
  PaymentLogoStrip,
  type PaymentMethod,
  RadioGroupField,
  SelectField,
  Stack,
  Text,
  TextField,
  WizardProgress,
  WizardStep,
} from '@dealer/design-system';
import { formatAud } from '@dealer/design-system/format';
import { type LeadFormOptions } from '../../../domain/lead-forms';
import { holdNeedsConfirmedPhone } from '../../../domain/phone-check-rules';
import {
  PURCHASE_DEFAULT_TERM_YEARS,
  PURCHASE_TERM_YEARS,
  type PurchaseChoices,
  purchaseFinanceEstimate,
  purchaseJourneySteps,
  type PurchaseJourneyStepId,
  purchasePaymentOptions,
  purchaseStepSchemas,
} from '../../../domain/purchase-journey';
import { LeadForm, type LeadFormCar, type LeadFormDealership } from '../../leads/client/LeadForm';
import { useSchemaForm } from '../../leads/client/schema-form';
import { PhoneCheckSection } from './PhoneCheck';

// spec §2 /checkout-journey: buying a car online in steps (domain/purchase-journey): the price,
// a trade-in, finance, the payment (the deposit or the full price), then the shopper's details,
// which the reservation call takes with the choices. Each step checks its own answers with its
// schema; Back keeps them.

export interface PurchaseJourneyProps {
  car: LeadFormCar;
  /** the price to pay, in dollars; null when the car has none (the deposit only) */
  price: number | null;
  /** the shown price in words, e.g. '$35,990 Drive Away', or the site's no-price text */
  priceText: string;
  depositAmount: number;
  holdHours: number;
  /** the site's calculator rate, % p.a., for the finance estimate */
  ratePercent: number;
  payment: {
    label: string;
    /** what the provider tells the shopper at the payment step, for a deposit and in full */
    describeDeposit: string;
    describeFull: string;
    acceptedMethods: readonly PaymentMethod[];
    takesPaymentOnline: boolean;
  };
  /** the site's checkout needs a signed-in shopper, whose number is proven already */
  signedIn: boolean;
  options: LeadFormOptions;
  dealerships: readonly LeadFormDealership[];
  endpoint: string;
}

const stepTitles = purchaseJourneySteps.map((step) => step.title);
const stepIds = purchaseJourneySteps.map((step) => step.id);
const titleOf = (id: PurchaseJourneyStepId) => purchaseJourneySteps.find((s) => s.id === id)!.title;

const tradeInOptions = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const financeOptions = [
  { value: 'No', label: 'Pay outright' },
  { value: 'Yes', label: 'Finance this car' },
];
const termOptions = PURCHASE_TERM_YEARS.map((years) => ({
  value: String(years),
  label: `${years} ${years === 1 ? 'year' : 'years'}`,
}));

type StepAnswers = Record<string, unknown>;

const useStepForm = (schema: z.ZodType, values: StepAnswers) =>
  useSchemaForm(schema, values as FieldValues);

export function PurchaseJourney(props: PurchaseJourneyProps) {
  const [step, setStep] = useState<PurchaseJourneyStepId>('price');
  const [answers, setAnswers] = useState<StepAnswers>({});
  // focus follows the shopper's moves, not the first render
  const [moved, setMoved] = useState(false);
  const go = (next: PurchaseJourneyStepId) => {
    setMoved(true);
    setStep(next);
  };
  const index = stepIds.indexOf(step);
  const back = index > 0 ? () => go(stepIds[index - 1]!) : undefined;
  const next = (values: StepAnswers) => {
    setAnswers((kept) => ({ ...kept, ...values }));
    go(stepIds[index + 1]!);
  };
  const shared = { focus: moved, onBack: back };
  const finance = answers.finance === 'Yes' ? 'Yes' : 'No';
  const paymentOptions = purchasePaymentOptions({
    depositAmount: props.depositAmount,
    price: props.price,
    finance,
  });
  return (
    <Stack space="large">
      <WizardProgress steps={stepTitles} currentStep={index + 1} label="Purchase steps" />
      {step === 'price' ? <PriceStep key="price" {...shared} {...props} onNext={next} /> : null}
      {step === 'trade-in' ? (
        <TradeInStep key="trade-in" {...shared} answers={answers} onNext={next} />
      ) : null}
      {step === 'finance' ? (
        <FinanceStep key="finance" {...shared} {...props} answers={answers} onNext={next} />
      ) : null}
      {step === 'payment' ? (
        <PaymentStep
          key="payment"
          {...shared}
          {...props}
          answers={answers}
          choicesOffered={paymentOptions}
          onNext={next}
        />
      ) : null}
      {step === 'details' ? (
        <DetailsStep
          key="details"
          {...shared}
          {...props}
          choices={choicesOf(answers)}
          paymentOptions={paymentOptions}
        />
      ) : null}
    </Stack>
  );
}

/** The answers of the steps, as the reservation call takes them. */
function choicesOf(answers: StepAnswers): PurchaseChoices {
  const vehicle = answers.trade_in_vehicle as PurchaseChoices['trade_in_vehicle'];
  return {
    payment: answers.payment === 'full' ? 'full' : 'deposit',
    trade_in: answers.trade_in === 'Yes' ? 'Yes' : 'No',
    ...(answers.trade_in === 'Yes' && vehicle ? { trade_in_vehicle: vehicle } : {}),
    finance: answers.finance === 'Yes' ? 'Yes' : 'No',
    ...(answers.finance === 'Yes'
      ? {
          finance_deposit: Number(answers.finance_deposit ?? 0),
          finance_term_years: Number(answers.finance_term_years ?? PURCHASE_DEFAULT_TERM_YEARS),
        }
      : {}),
  };
}

interface StepProps {
  focus: boolean;
  onBack?: () => void;
}

function PriceStep({
  focus,
  priceText,
  depositAmount,
  holdHours,
  onNext,
}: StepProps & PurchaseJourneyProps & { onNext: (values: StepAnswers) => void }) {
  return (
    <WizardStep
      title={titleOf('price')}
      description="The price of the car, and what buying it online involves."
      continueType="button"
      onContinue={() => onNext({})}
      focusTitleOnMount={focus}
    >
      <dl data-slot="purchase-price">
        <dt>Price</dt>
        <dd>
          <Text as="span" weight="strong">
            {priceText}
          </Text>
        </dd>
        <dt>Deposit to buy online</dt>
        <dd>
          {depositAmount > 0
            ? `${formatAud(depositAmount)}, 100% refundable`
            : 'No deposit: the car is held for you'}
        </dd>
      </dl>
      <Text>
        {`Tell us about a trade-in and finance, then pay the deposit or the full price online. We hold the car for you for ${holdHours} hours while we arrange the rest.`}
      </Text>
    </WizardStep>
  );
}

function TradeInStep({
  focus,
  onBack,
  answers,
  onNext,
}: StepProps & { answers: StepAnswers; onNext: (values: StepAnswers) => void }) {
  const methods = useStepForm(purchaseStepSchemas['trade-in'], {
    trade_in: answers.trade_in ?? '',
    trade_in_vehicle: answers.trade_in_vehicle ?? { year: '', make: '', model: '', kms: '' },
  });
  const tradeIn: unknown = useWatch({ control: methods.control, name: 'trade_in' });
  return (
    <Form form={methods} onSubmit={onNext} aria-label={titleOf('trade-in')}>
      <WizardStep
        title={titleOf('trade-in')}
        description="We value your trade-in when you bring it in, and its value comes off the balance you pay at the dealership."
        onBack={onBack}
        focusTitleOnMount={focus}
      >
        <RadioGroupField
          name="trade_in"
          label="Do you have a trade-in?"
          options={tradeInOptions}
          orientation="horizontal"
          required
        />
        {tradeIn === 'Yes' ? (
          <>
            <TextField name="trade_in_vehicle.year" label="Year" inputMode="numeric" required />
            <TextField name="trade_in_vehicle.make" label="Make" maxLength={60} required />
            <TextField name="trade_in_vehicle.model" label="Model" maxLength={60} required />
            <TextField
              name="trade_in_vehicle.kms"
              label="Kilometres"
              inputMode="numeric"
              required
            />
          </>
        ) : null}
      </WizardStep>
    </Form>
  );
}

function FinanceStep({
  focus,
  onBack,
  answers,
  price,
  ratePercent,
  onNext,
}: StepProps &
  PurchaseJourneyProps & { answers: StepAnswers; onNext: (values: StepAnswers) => void }) {
  const methods = useStepForm(purchaseStepSchemas.finance, {
    finance: answers.finance ?? '',
    finance_deposit: answers.finance_deposit ?? '',
    finance_term_years: String(answers.finance_term_years ?? PURCHASE_DEFAULT_TERM_YEARS),
  });
  const [finance, deposit, term] = useWatch({
    control: methods.control,
    name: ['finance', 'finance_deposit', 'finance_term_years'],
  }) as [unknown, unknown, unknown];
  const estimate =
    finance === 'Yes' && price !== null
      ? purchaseFinanceEstimate({
          price,
          deposit: Number(deposit) || 0,
          termYears: Number(term) || PURCHASE_DEFAULT_TERM_YEARS,
          ratePercent,
        })
      : null;
  return (
    <Form form={methods} onSubmit={onNext} aria-label={titleOf('finance')}>
      <WizardStep
        title={titleOf('finance')}
        description="Pay for the car outright, or finance it and pay the deposit online."
        onBack={onBack}
        focusTitleOnMount={focus}
      >
        <RadioGroupField
          name="finance"
          label="How would you like to pay for the car?"
          options={financeOptions}
          orientation="horizontal"
          required
        />
        {finance === 'Yes' ? (
          <>
            <MoneyField name="finance_deposit" label="Deposit" quickPicks={[]} />
            <SelectField name="finance_term_years" label="Loan Term" options={termOptions} />
            {estimate?.text ? (
              <div data-slot="purchase-estimate" aria-live="polite">
                <Text weight="strong">{`Estimated repayments: ${estimate.text}`}</Text>
                <Text size="small" tone="muted">
                  An estimate only. Your lender&rsquo;s quote sets the repayments, fees and rate.
                </Text>
              </div>
            ) : null}
          </>
        ) : null}
      </WizardStep>
    </Form>
  );
}

function PaymentStep({
  focus,
  onBack,
  answers,
  choicesOffered: options,
  payment,
  onNext,
}: StepProps &
  PurchaseJourneyProps & {
    answers: StepAnswers;
    choicesOffered: ReturnType<typeof purchasePaymentOptions>;
    onNext: (values: StepAnswers) => void;
  }) {
  const kept = options.some((o) => o.payment === answers.payment) ? answers.payment : undefined;
  const methods = useStepForm(purchaseStepSchemas.payment, {
    payment: kept ?? (options.length === 1 ? options[0]!.payment : ''),
  });
  const chosen: unknown = useWatch({ control: methods.control, name: 'payment' });
  const headingId = useId();
  return (
    <Form form={methods} onSubmit={onNext} aria-label={titleOf('payment')}>
      <WizardStep
        title={titleOf('payment')}
        description={
          answers.finance === 'Yes'
            ? 'A financed car is bought with its deposit; your lender pays the balance.'
            : 'Pay the deposit now and the balance at the dealership, or pay the full price now.'
        }
        onBack={onBack}
        focusTitleOnMount={focus}
      >
        <RadioGroupField
          name="payment"
          label="What would you like to pay now?"
          options={options.map((o) => ({ value: o.payment, label: o.label }))}
          required
        />
        <section aria-labelledby={headingId} data-slot="checkout-payment">
          <Stack space="small">
            <Heading level={3} id={headingId}>
              {`Payment: ${payment.label}`}
            </Heading>
            <Text>{chosen === 'full' ? payment.describeFull : payment.describeDeposit}</Text>
            <PaymentLogoStrip methods={payment.acceptedMethods} />
          </Stack>
        </section>
      </WizardStep>
    </Form>
  );
}

function DetailsStep({
  focus,
  onBack,
  choices,
  paymentOptions,
  car,
  payment,
  signedIn,
  options,
  dealerships,
  endpoint,
}: StepProps &
  PurchaseJourneyProps & {
    choices: PurchaseChoices;
    paymentOptions: ReturnType<typeof purchasePaymentOptions>;
  }): ReactNode {
  const headingId = useId();
  // the step's title takes focus as it appears, so a screen reader announces it
  useEffect(() => {
    const heading = focus ? document.getElementById(headingId) : null;
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [focus, headingId]);
  const option = paymentOptions.find((o) => o.payment === choices.payment) ?? paymentOptions[0]!;
  const phoneCheck =
    !signedIn &&
    holdNeedsConfirmedPhone({
      takesPaymentOnline: payment.takesPaymentOnline,
      depositCents: option.amountCents,
    });
  return (
    <section aria-labelledby={headingId} data-slot="wizard-step">
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {titleOf('details')}
        </Heading>
        {phoneCheck ? <PhoneCheckSection headingLevel={3} /> : null}
        <LeadForm
          form="reserve"
          options={{ ...options, requireTerms: true, messageOptional: true }}
          dealerships={dealerships}
          car={car}
          endpoint={endpoint}
          request={{ purchase: choices }}
          submitLabel={option.buttonLabel}
          source="Buy Online"
          pageId="checkout-journey"
          errorHeadingLevel={3}
          accepted={{
            title: 'Buying your car',
            message: 'One moment while we confirm your purchase.',
          }}
          aria-labelledby={headingId}
        />
        {onBack ? (
          <div>
            <Button variant="transparent" tone="neutral" onClick={onBack}>
              Back
            </Button>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}
