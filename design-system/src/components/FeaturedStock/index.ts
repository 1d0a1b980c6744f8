export { FeaturedStock, type FeaturedStockProps } from './FeaturedStock';
