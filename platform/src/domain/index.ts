export * from './entities';
export * from './stock-visibility';
export * from './vehicle-facts';
export * from './price-display';
export * from './card-tags';
export * from './card-actions';
export * from './lead-forms';
export * from './promo-cards';
