export { TradeInFaq, type TradeInFaqItem, type TradeInFaqProps } from './TradeInFaq';
