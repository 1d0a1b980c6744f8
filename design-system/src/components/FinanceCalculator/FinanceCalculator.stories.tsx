import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { formatAud } from '../Price/format';
import {
  FinanceCalculator,
  type FinanceCalculatorProps,
  type FinanceCalculatorResult,
  type FinanceCalculatorValues,
} from './FinanceCalculator';

// The stories' stand-in for the platform: a plain repayment sum so the figures move as the
// fields change. The real rules (ranges, clamping, fees, the $25 floor) live in the platform.
const PRICE_RANGE = { min: 1000, max: 250_000 };
const PRICE_MESSAGE = 'Cannot be less than $1,000 or more than $250,000';
const perYear = { weekly: 52, fortnightly: 26, monthly: 12 } as const;

function fixtureResult(values: FinanceCalculatorValues, fees: number): FinanceCalculatorResult {
  const price = Math.min(
    PRICE_RANGE.max,
    Math.max(PRICE_RANGE.min, values.purchasePrice ?? PRICE_RANGE.min),
  );
  const amount = Math.max(0, price - (values.deposit ?? 0));
  const balloon = Math.min(values.residual ?? 0, amount);
  const payments = Math.round(perYear[values.frequency] * values.termYears);
  const rate = values.interestRate / 100 / perYear[values.frequency];
  const payment =
    ((amount - balloon * (1 + rate) ** -payments) * rate) / (1 - (1 + rate) ** -payments);
  const enquireForFinance = payment <= 25;
  return {
    repayment: formatAud(Math.round(payment)),
    totalPayable: enquireForFinance ? null : formatAud(Math.round(payment * payments + fees)),
    enquireForFinance,
  };
}

const priceProblemOf = (price: number | undefined) =>
  (price ?? 0) < PRICE_RANGE.min || (price ?? 0) > PRICE_RANGE.max ? PRICE_MESSAGE : null;

type FixtureProps = Omit<FinanceCalculatorProps, 'result' | 'priceProblem'> & {
  feesTotal?: number;
};

/** Holds the values as a page would, and hands every change to the story's spies too. */
function CalculatorFixture({ values: initial, onChange, feesTotal = 0, ...props }: FixtureProps) {
  const [values, setValues] = useState(initial);
  return (
    <FinanceCalculator
      {...props}
      values={values}
      result={fixtureResult(values, feesTotal)}
      priceProblem={priceProblemOf(values.purchasePrice)}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
    />
  );
}

const dealerFees = [
  { label: 'Establishment fee', amount: '$395' },
  { label: 'Security registration fee', amount: '$6' },
  { label: 'Agency fee', amount: '$912.25' },
  { label: 'Monthly admin fee ($8 × 60 months)', amount: '$480' },
];

const meta = {
  title: 'Vehicle/FinanceCalculator',
  component: CalculatorFixture,
  args: {
    id: 'finance-calculator',
    values: {
      purchasePrice: 30_000,
      termYears: 5,
      interestRate: 10,
      deposit: undefined,
      residual: undefined,
      frequency: 'weekly',
    },
    ranges: {
      termYears: { min: 1, max: 7, step: 0.5 },
      interestRate: { min: 0.5, max: 15, step: 0.5 },
    },
    fees: [{ label: 'Establishment fee', amount: '$1,360.50' }],
    feesTotal: 1360.5,
    assumptions:
      'Repayments are worked out by standard amortisation over the term at the rate shown, with the residual left to pay at the end. The total adds the fees above.',
    disclaimer:
      'This calculator is a guide only and is not a quote or an offer of finance. Approval is subject to the lender’s credit criteria. Fees and charges apply.',
    onChange: fn(),
    onFieldBlur: fn(),
    onFirstInteraction: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalculatorFixture>;
export default meta;
type Story = StoryObj<typeof meta>;

const priceInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Purchase price' });

/** $30,000 at 10% over 5 years: the weekly repayment in large type, then monthly. */
export const SwitchFrequency: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Finance Calculator' })).toHaveAttribute(
      'id',
      'finance-calculator',
    );
    await expect(priceInput(canvasElement)).toHaveValue('30,000');
    await expect(canvas.getByText('per week').parentElement).toHaveTextContent('$147 per week');
    await expect(canvas.getByText('Total payable')).toHaveTextContent('$39,511');

    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ frequency: 'monthly' }),
    );
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(canvas.getByText('per month').parentElement).toHaveTextContent('$637 per month');

    // arrow keys move through the options (held down, as a person presses it: Radix checks the
    // radio the arrow key moves to)
    await userEvent.keyboard('{ArrowLeft>}');
    const fortnightly = canvas.getByRole('radio', { name: 'Fortnightly' });
    await waitFor(() => expect(fortnightly).toHaveFocus());
    await expect(fortnightly).toBeChecked();
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(canvas.getByText('per fortnight')).toBeVisible();
  },
};

/** A price outside $1,000 to $250,000 shows the message under the field, and it is announced. */
export const PriceOutOfRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = priceInput(canvasElement);
    await expect(canvas.queryByText(PRICE_MESSAGE)).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await expect(input).toHaveValue('500');
    const message = canvas.getByText(PRICE_MESSAGE);
    await expect(message).toBeVisible();
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(PRICE_MESSAGE);

    await userEvent.type(input, '0000');
    await expect(input).toHaveValue('5,000,000');
    await expect(canvas.getByText(PRICE_MESSAGE)).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '45000');
    await expect(input).toHaveValue('45,000');
    await expect(canvas.queryByText(PRICE_MESSAGE)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ purchasePrice: 45_000 }),
    );

    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('purchasePrice');
  },
};

/** The terms panel opens on 'Show More' and closes on 'Show Less'. */
export const TermsShowMore: Story = {
  args: { fees: dealerFees, feesTotal: 395 + 6 + 912.25 + 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Show More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Agency fee')).toBeNull();

    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Agency fee').nextElementSibling).toHaveTextContent('$912.25');
    await expect(canvas.getByText('Monthly admin fee ($8 × 60 months)')).toBeVisible();
    await expect(canvas.getByText(/standard amortisation/)).toBeVisible();

    await userEvent.click(less);
    await waitFor(() => expect(canvas.queryByText('Agency fee')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Show More' })).toHaveFocus();

    // from the keyboard, and left open so the a11y check covers the panel
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toBeVisible();
  },
};

/** A deposit that covers the price leaves nothing to repay: 'Enquire for Finance', no total. */
export const EnquireForFinance: Story = {
  args: {
    values: {
      purchasePrice: 12_000,
      termYears: 5,
      interestRate: 10,
      deposit: 12_000,
      residual: undefined,
      frequency: 'weekly',
    },
    enquireAction: (
      <Button href="/finance-enquiry?car_id=u3010042#finance-form" size="small">
        Finance Enquiry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enquire for Finance')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Finance Enquiry' })).toBeVisible();
    await expect(canvas.queryByText('Total payable')).toBeNull();
    await expect(canvas.queryByText('per week')).toBeNull();

    // a smaller deposit brings the repayment back
    const deposit = canvas.getByRole('textbox', { name: 'Deposit / trade-in' });
    await expect(deposit).toHaveAccessibleDescription('Optional');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '2000');
    await expect(canvas.queryByText('Enquire for Finance')).toBeNull();
    await expect(canvas.getByText('Total payable')).toBeVisible();
  },
};

/** Term and rate are sliders: arrows step by half a year and half a percent. */
export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByRole('slider', { name: 'Loan term' });
    await expect(term).toHaveAttribute('aria-valuetext', '5 years');
    term.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(term).toHaveAttribute('aria-valuetext', '5.5 years');
    await userEvent.keyboard('{Home}');
    await expect(term).toHaveAttribute('aria-valuetext', '1 year');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ termYears: 1 }));

    const rate = canvas.getByRole('slider', { name: 'Interest rate' });
    rate.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(rate).toHaveAttribute('aria-valuetext', '9.5% p.a.');
    await userEvent.keyboard('{End}');
    await expect(rate).toHaveAttribute('aria-valuenow', '15');
  },
};

/** The first change reports itself once (the platform sends analytics event 26 then). */
export const FirstInteractionOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.onFirstInteraction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Fortnightly' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Residual (balloon)' }), '9000');
    await expect(args.onFirstInteraction).toHaveBeenCalledTimes(1);
  },
};

const openTerms: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show More' }));
  await expect(within(canvasElement).getByRole('button', { name: 'Show Less' })).toBeVisible();
};

const showPriceProblem: Story['play'] = async ({ canvasElement }) => {
  const input = priceInput(canvasElement);
  await userEvent.clear(input);
  await userEvent.type(input, '999');
  await expect(within(canvasElement).getByText(PRICE_MESSAGE)).toBeVisible();
};

export const Toyota: Story = { globals: { brand: 'toyota' }, play: openTerms };
export const ToyotaPriceOutOfRange: Story = {
  globals: { brand: 'toyota' },
  play: showPriceProblem,
};
export const ToyotaEnquireForFinance: Story = {
  ...EnquireForFinance,
  globals: { brand: 'toyota' },
};
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    values: {
      purchasePrice: 89_990,
      termYears: 7,
      interestRate: 8.5,
      deposit: 10_000,
      residual: 20_000,
      frequency: 'monthly',
    },
    ranges: {
      termYears: { min: 1, max: 7, step: 0.5 },
      interestRate: { min: 4, max: 20, step: 0.5 },
    },
    fees: dealerFees,
  },
  play: openTerms,
};
export const CaravanPriceOutOfRange: Story = {
  globals: { brand: 'caravan' },
  play: showPriceProblem,
};
export const CaravanEnquireForFinance: Story = {
  ...EnquireForFinance,
  globals: { brand: 'caravan' },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: showPriceProblem,
};
