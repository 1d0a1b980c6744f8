// Vehicle page parts of spec §2: gallery, sidebar, specifications, features, key information,
// dealer comments, tabs, finance panels, sticky bars, strips and the not-found panel; the compare
// table of cars side by side.
export * from './components/VehicleDetailLayout';
export * from './components/VehicleGallery';
export * from './components/VehicleSidebar';
export * from './components/SpecificationList';
export * from './components/FeatureList';
export * from './components/KeyInformation';
export * from './components/DealerComments';
export * from './components/VehicleTabs';
export * from './components/FinanceSummary';
export * from './components/FinanceEstimatePanel';
export * from './components/ServiceAdvantagePanel';
export * from './components/StickyCtaBar';
export * from './components/MobileStickyBar';
export * from './components/GuaranteeStrip';
export * from './components/PaymentLogoStrip';
export * from './components/ReservationSummary';
export * from './components/VehicleNotFound';
export * from './components/CompareTable';
export { type VehiclePriceDisplay } from './components/private/VehiclePrice';
