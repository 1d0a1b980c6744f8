// spec §9 finance: payment is standard amortisation with a residual (balloon) and fees;
// frequencies weekly 52, fortnightly 26, monthly 12; total = payments per year x term x payment
// + fees.

export const financeFrequencies = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type FinanceFrequency = keyof typeof financeFrequencies;

export interface RepaymentInput {
  /** the amount borrowed (price less deposit and trade-in) */
  amount: number;
  /** the annual interest rate in percent, e.g. 6.29 */
  annualRatePercent: number;
  termYears: number;
  frequency: FinanceFrequency;
  /** the balloon left owing after the last payment */
  residual?: number;
  /** one-off fees (e.g. an establishment fee), added to the total payable */
  fees?: number;
}

export interface Repayment {
  /** the payment each period, unrounded */
  payment: number;
  /** the number of payments */
  payments: number;
  /** payments per year x term x payment + fees */
  totalPayable: number;
}

// spec §9 standard amortisation with residual balloon: the level payment that repays `amount`
// over the term at the rate, leaving `residual` owing; fees go on the total.
export function financeRepayment(input: RepaymentInput): Repayment {
  const perYear = financeFrequencies[input.frequency];
  const payments = Math.max(1, Math.round(perYear * input.termYears));
  const residual = input.residual ?? 0;
  const fees = input.fees ?? 0;
  const rate = input.annualRatePercent / 100 / perYear;
  const payment =
    rate === 0
      ? (input.amount - residual) / payments
      : ((input.amount - residual * (1 + rate) ** -payments) * rate) /
        (1 - (1 + rate) ** -payments);
  return { payment, payments, totalPayable: payments * payment + fees };
}
