// What the valuation wizard needs only once the shopper answers: its steps' zod schemas (the
// ones the server checks with, and the phone rules inside them). TradeInWizard loads this module
// after the page has painted, so the page paints and answers without zod or libphonenumber.

export { tradeInDetailsFormSchema, tradeInStepSchemas } from '../../../domain/trade-in';
