// Dealer parts of spec §2: cards, vehicle page parts, locations, offers, strips.
export * from './components/VehicleCard';
export * from './components/PromoCard';
export * from './components/SocialLinks';
export * from './components/LocationCard';
export * from './components/LocationMap';
export * from './components/LocationsGrid';
export * from './components/LocationsCarousel';
export * from './components/PromotionsSlider';
export * from './components/OpeningHours';
export * from './components/OfferCard';
export * from './components/ReviewCard';
export * from './components/ReviewSummary';
export * from './components/ModelCard';
export * from './components/MakeFilterCard';
export * from './components/FleetCard';
export * from './components/TradeInFaq';
export * from './components/PrizeWheel';
