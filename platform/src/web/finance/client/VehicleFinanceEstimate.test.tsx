import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financeQuoteRequest } from '../../../domain/finance-quote';
import { VehicleFinanceEstimate } from './VehicleFinanceEstimate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const car = { price: 32_990, year: 2021, vin: 'JTMRBREV30D123456', nvic: 'T1X21A', id: 7 };
const props = {
  carId: car.id,
  initial: { weekly: '-', monthly: '-', advertisedRate: '-', comparisonRate: '-' },
  quoteRequest: financeQuoteRequest(car),
  assumptions: 'Based on a 5 year term.',
  disclaimer: 'A guide only.',
};

describe('VehicleFinanceEstimate', () => {
  it('asks for the quote once with the spec’s body, then shows its figures', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({
        estimate: {
          weekly: '$98',
          monthly: '$425',
          advertisedRate: '7.79%',
          comparisonRate: '8.89%',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<VehicleFinanceEstimate {...props} fetchQuote />);
    await waitFor(() =>
      expect(screen.getByTestId('finance-estimate').textContent).toContain('$98'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/youx/quote');
    // spec §7: selfAssessedCreditScore 'GREAT', purchasePrice, loanTerm 5, year, vin, nvic,
    // whoIsHelping empty (and the car it is for)
    expect(JSON.parse(String(init!.body))).toEqual({
      car_id: 7,
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 32_990,
      loanTerm: 5,
      year: 2021,
      vin: 'JTMRBREV30D123456',
      nvic: 'T1X21A',
      whoIsHelping: '',
    });
  });

  it('asks nothing for a car that has its quote', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    render(<VehicleFinanceEstimate {...props} fetchQuote={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
