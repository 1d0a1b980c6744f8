import 'server-only';
import { type Site } from '@dealer/site-config';
import {
  type AdjustmentAnswers,
  onlineEstimateOffered,
  type TradeInWizardValues,
  type ValuationEstimate,
  valuationEstimate,
} from '../../domain/trade-in';
import { type LeadEnricher } from '../leads/lead-service';
import { LeadError } from '../leads/errors';
import {
  type IdentifiedVehicle,
  ValuationError,
  type ValuationService,
} from '../valuation/valuation-service';

// The server's side of the valuation wizard (spec §3 'Valuation wizard', §7 lead submission
// for the trade-in lookup, the valuation and the offer accepted): the vehicle is looked up and
// the estimate worked out here, from the registration, kilometres and answers the shopper gave,
// so what the dealer receives (and what can be accepted) is never what a browser claims.

/** What the wizard shows back: the vehicle found, and the estimate or none (the dealer calls). */
export interface TradeInAnswer {
  vehicle: Omit<IdentifiedVehicle, 'source'> | null;
  valuation: ValuationEstimate | null;
  /** 'demo-estimate' for the embedded demo table, so the page can say so */
  source: IdentifiedVehicle['source'];
}

/** The vehicle and estimate of a trade-in, as the lead and the shopper get them. */
export async function valueTradeIn(
  service: ValuationService,
  input: Pick<TradeInWizardValues, 'rego' | 'regoState' | 'kms' | 'adjustmentAnswers'>,
  now: Date,
): Promise<TradeInAnswer> {
  let vehicle: IdentifiedVehicle | null = null;
  let valuation: ValuationEstimate | null = null;
  try {
    vehicle = await service.lookupRego({ rego: input.rego, state: input.regoState });
    // spec §9 no online estimate for a vehicle over 7 years old or 100,000 km
    if (vehicle && onlineEstimateOffered({ year: vehicle.year, km: input.kms }, now)) {
      const marketValue = await service.marketValue(vehicle);
      if (marketValue !== null)
        valuation = valuationEstimate({
          marketValue,
          year: vehicle.year,
          kms: input.kms,
          adjustmentAnswers: input.adjustmentAnswers as AdjustmentAnswers,
          now,
        });
    }
  } catch (error) {
    // the valuation service is down: the lead still goes to the dealer, who calls with an offer
    if (!(error instanceof ValuationError)) throw error;
    console.warn(`Trade-in valuation unavailable: ${error.message}`);
  }
  const { source: _source, ...shown } = vehicle ?? ({} as IdentifiedVehicle);
  return { vehicle: vehicle ? shown : null, valuation, source: service.source };
}

/** The lead service's enrichment of trade-in leads. */
export function tradeInLeadEnricher(service: () => Promise<ValuationService>): LeadEnricher {
  return async (_site: Site, form, values, now) => {
    if (form !== 'trade-in') return null;
    const answer = await valueTradeIn(await service(), values as TradeInWizardValues, now);
    if (values.offer_accepted === true && answer.valuation === null) {
      throw new LeadError(
        422,
        'There is no online estimate to accept: our team will call you with an offer.',
        { offer_accepted: 'There is no online estimate to accept.' },
        'no_online_estimate',
      );
    }
    return {
      values: { ...values, trade_in_vehicle: answer.vehicle, valuation: answer.valuation },
      answer: { ...answer },
    };
  };
}
