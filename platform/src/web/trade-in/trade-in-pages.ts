import { formatNumber } from '@dealer/design-system/format';
import { type tradeInPages } from '@dealer/site-config';
import { ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KMS } from '../../domain/trade-in';

// The site's trade-in pages (spec §2 /trade-in, /sell-my-car, /sell-your-car, which the site
// offers is config; /cars/trade-in?car_id= for a trade against a car): the valuation wizard and
// the trade-in FAQ (spec §2 components).

export type TradeInPageName = (typeof tradeInPages)[number];

export interface TradeInPageDefinition {
  title: string;
  intro: string;
}

export const tradeInPageDefinitions: Record<TradeInPageName, TradeInPageDefinition> = {
  'trade-in': {
    title: 'Trade-In',
    intro:
      'Value your trade-in in a few minutes: tell us about your vehicle and get an estimate online.',
  },
  'sell-my-car': {
    title: 'Sell My Car',
    intro:
      'We buy cars outright, whether or not you buy one from us. Tell us about your car and get an estimate online.',
  },
  'sell-your-car': {
    title: 'Sell Your Car',
    intro:
      'Sell your car to us without the hassle of a private sale. Tell us about your car and get an estimate online.',
  },
};

/** The page of a trade against a car the shopper wants. */
export const CAR_TRADE_IN_PAGE: TradeInPageDefinition = {
  title: 'Trade-In',
  intro: 'Value your trade-in against the vehicle you want.',
};

export const TRADE_IN_FAQ_HEADING = 'Frequently Asked Questions';

const maxKms = formatNumber(ONLINE_ESTIMATE_MAX_KMS);

/** The questions and answers under the wizard. */
export const tradeInFaqItems = [
  {
    question: 'How is my vehicle valued?',
    answer:
      'We start from what vehicles of the same make, model, year and badge are selling for, then adjust for the kilometres and the condition you tell us about.',
  },
  {
    question: 'Why is there no online estimate for my vehicle?',
    answer: `Vehicles over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old or with more than ${maxKms} km vary too much to value online. Send us your details and the dealer will call you to arrange a valuation.`,
  },
  {
    question: 'Is the online estimate a guaranteed offer?',
    answer:
      'The estimate is based on the details you give us. The final offer is confirmed when the dealer inspects the vehicle.',
  },
  {
    question: 'Can I trade in a vehicle with finance owing?',
    answer: 'Yes. We pay out the loan and take the payout from the trade-in value.',
  },
  {
    question: 'What do I need to bring?',
    answer:
      'Your driver licence, the registration papers, the service books and every key.\nIf there is finance owing, bring a recent payout letter.',
  },
] as const;
