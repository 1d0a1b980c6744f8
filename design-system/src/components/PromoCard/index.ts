export { PromoCard, type PromoCardProps } from './PromoCard';
