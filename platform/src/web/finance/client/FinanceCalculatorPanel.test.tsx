import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAud } from '@dealer/design-system/format';
import {
  type CalculatorConfig,
  calculatorFees,
  calculatorRanges,
  financeCalculation,
} from '../../../domain/finance-calculator';
import { FinanceCalculatorPanel, type FinanceCalculatorPanelProps } from './FinanceCalculatorPanel';

const calculator: CalculatorConfig = {
  priceMinimum: 1000,
  interestRange: 'standard',
  defaultInterest: 10,
  fees: 'establishment',
};
const MESSAGE = 'Cannot be less than $1,000 or more than $250,000';

type DataLayerWindow = { dataLayer?: { event_id: number }[] };
const calculatorEvents = () =>
  ((window as DataLayerWindow).dataLayer ?? []).filter((event) => event.event_id === 26);

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});
afterEach(cleanup);

function renderPanel(props: Partial<FinanceCalculatorPanelProps> = {}) {
  const user = userEvent.setup({ delay: null });
  render(<FinanceCalculatorPanel calculator={calculator} carPrice={42_000} {...props} />);
  return { user, price: screen.getByRole<HTMLInputElement>('textbox', { name: 'Purchase price' }) };
}

/** the weekly repayment the domain works out for a price, as the page shows it */
const weeklyAt = (purchasePrice: number) =>
  formatAud(
    financeCalculation(
      {
        purchasePrice,
        termYears: 5,
        interestRate: 10,
        deposit: 0,
        residual: 0,
        frequency: 'weekly',
      },
      calculatorRanges(calculator),
      calculatorFees(calculator),
    ).payment,
  );
const shownRepayment = () => screen.getByText('per week').parentElement!.textContent;

describe('FinanceCalculatorPanel', () => {
  it('starts at the car’s price, 5 years and the site’s rate, under the anchor id', () => {
    const { price } = renderPanel();
    expect(price.value).toBe('42,000');
    expect(screen.getByRole('region', { name: 'Finance Calculator' }).id).toBe(
      'finance-calculator',
    );
    expect(shownRepayment()).toBe(`${weeklyAt(42_000)} per week`);
    expect(screen.getByRole('slider', { name: 'Loan term' }).getAttribute('aria-valuenow')).toBe(
      '5',
    );
    expect(
      screen.getByRole('slider', { name: 'Interest rate' }).getAttribute('aria-valuenow'),
    ).toBe('10');
  });

  it('starts at $30,000 for a car without a price', () => {
    const { price } = renderPanel({ carPrice: 0 });
    expect(price.value).toBe('30,000');
  });

  it('keeps a typed out-of-range price with the message, works from the clamped price, and clamps on leaving the field', async () => {
    const { user, price } = renderPanel();
    await user.clear(price);
    await user.type(price, '400000');
    expect(price.value).toBe('400,000');
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(shownRepayment()).toBe(`${weeklyAt(250_000)} per week`);

    await user.tab();
    expect(price.value).toBe('250,000');
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(shownRepayment()).toBe(`${weeklyAt(250_000)} per week`);

    // below the minimum, the figures use $1,000: too small a payment, so 'Enquire for Finance'
    await user.clear(price);
    await user.type(price, '500');
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(screen.getByText('Enquire for Finance')).toBeTruthy();
    expect(screen.queryByText('Total payable')).toBeNull();
    await user.tab();
    expect(price.value).toBe('1,000');
  });

  it('recalculates on every change', async () => {
    const { user, price } = renderPanel();
    await user.clear(price);
    await user.type(price, '30000');
    expect(shownRepayment()).toBe(`${weeklyAt(30_000)} per week`);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('per month')).toBeTruthy();
  });

  it('sends analytics event 26 once, on the first interaction', async () => {
    const { user, price } = renderPanel();
    expect(calculatorEvents()).toHaveLength(0);
    await user.type(price, '5');
    expect(calculatorEvents()).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Fortnightly' }));
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await user.type(screen.getByRole('textbox', { name: 'Deposit / trade-in' }), '1000');
    expect(calculatorEvents()).toHaveLength(1);
  });

  it('lists the fees in the terms panel', async () => {
    const { user } = renderPanel({
      calculator: { ...calculator, fees: 'dealer' },
    });
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    const terms = screen.getByText('Agency fee').closest('dl')!;
    expect(within(terms).getByText('Agency fee').nextElementSibling?.textContent).toBe('$912.25');
    expect(within(terms).getByText('Monthly admin fee ($8 × 60 months)')).toBeTruthy();
  });
});
