export {
  DEMO_DATA_VERSION,
  advertisedPrice,
  demoCarCount,
  demoReferenceDate,
  formatClockTime,
  generateDemoData,
  type DemoData,
  type DemoSiteInput,
} from './generate';
export { createRandom, hashSeed, type Random } from './random';
export { generateDemoOffers, type DemoOfferSite } from './offers';
export { generateDemoReviews, withReviewAggregates } from './reviews';
