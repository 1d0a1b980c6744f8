'use client';

import { useEffect, useRef, useState } from 'react';
import { Button, FinanceEstimatePanel } from '@dealer/design-system';
import { type FinanceQuoteRequest } from '../../../domain/finance-quote';
import { whenIdle } from '../../frame/client/when-idle';

/** The estimate's figures as the page shows them: '$165', '7.49%', or '-' without a quote. */
export interface EstimateFigures {
  weekly: string;
  monthly: string;
  advertisedRate: string;
  comparisonRate: string;
}

export interface VehicleFinanceEstimateProps {
  carId: number;
  initial: EstimateFigures;
  /** spec §4 the car has no quote yet and a price above 0: ask for one, once */
  fetchQuote: boolean;
  /** spec §7 the quote call's body for this car (the server prices the car it names) */
  quoteRequest: FinanceQuoteRequest;
  assumptions: string;
  disclaimer: string;
}

const LOADING = 'Loading…';

// spec §4/§7 finance quote: POST /api/youx/quote once when the car has none; a loading flag
// shows meanwhile; a failure is silent and the rate fields show '-' (spec §8)
export function VehicleFinanceEstimate({
  carId,
  initial,
  fetchQuote,
  quoteRequest,
  assumptions,
  disclaimer,
}: VehicleFinanceEstimateProps) {
  const [figures, setFigures] = useState(initial);
  const [loading, setLoading] = useState(fetchQuote);
  const asked = useRef(false);
  useEffect(() => {
    if (!fetchQuote || asked.current) return undefined;
    // asked once the page is idle, so the call does not compete with hydration
    return whenIdle(() => {
      if (asked.current) return;
      asked.current = true;
      fetch('/api/youx/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ car_id: carId, ...quoteRequest }),
      })
        .then(async (response) => {
          if (!response.ok) return;
          const body = (await response.json()) as { estimate?: EstimateFigures | null };
          if (body.estimate) setFigures(body.estimate);
        })
        .catch(() => undefined)
        .finally(() => setLoading(false));
    });
  }, [carId, fetchQuote, quoteRequest]);

  return (
    <div aria-busy={loading} data-testid="finance-estimate">
      <FinanceEstimatePanel
        weekly={loading ? LOADING : figures.weekly}
        monthly={loading ? LOADING : figures.monthly}
        assumptions={`${assumptions} Interest rate ${
          loading ? LOADING : figures.advertisedRate
        } p.a., comparison rate ${loading ? LOADING : figures.comparisonRate} p.a.`}
        disclaimer={disclaimer}
        // spec §2: the estimate leads to the calculator, with this car's price in it
        action={
          <Button href="#finance-calculator" variant="ghost" size="small">
            Calculate repayments
          </Button>
        }
      />
    </div>
  );
}
