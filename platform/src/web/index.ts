export { routeRequest, DIRECTORY_PATH, UNKNOWN_SITE_PATH, type RequestRoute } from './tenancy';
export { requireSite, appStore, siteForRoute } from './app-context';
export { SiteShell, footerLinks, type MenuItem } from './SiteShell';
export { siteIconHref, siteLayoutMetadata } from './site-metadata';
export { HomePage } from './HomePage';
export { SiteNotFound } from './NotFoundPage';
export { SitesDirectory } from './SitesDirectory';
export { PlatformNotFound } from './PlatformNotFound';
export {
  bodyImageResponse,
  historyReportResponse,
  vehicleImageResponse,
  locationImageResponse,
} from './media-routes';
export {
  appSearch,
  appSearchBackend,
  publicSiteConfig,
  searchRoute,
  siteRoute,
} from './api-routes';
export { appLeads, handleLeadRequest, isSameOrigin, leadOutboxDir, leadRoute } from './lead-routes';
export { SearchPage } from './search/SearchPage';
export { makeLogoResponse } from './search/make-logo-route';
export {
  financeQuoteRoute,
  phoneRevealRoute,
  vehiclePdfRoute,
  vehicleViewRoute,
} from './vehicle-routes';
export { VehiclePage, vehiclePageMetadata } from './vehicle/VehiclePage';
export { vehicleOpenForm } from './vehicle/vehicle-forms';
export { VehiclePrintPage } from './vehicle/VehiclePrintPage';
export {
  LeadForm,
  LeadFormDialog,
  LeadFormPage,
  leadFormPropsFor,
  leadFormSetup,
  leadPageRoute,
  leadPages,
  RememberViewedCar,
  SuccessPage,
  successPageRoute,
  type LeadFormCar,
  type LeadFormCarRef,
  type LeadFormDialogProps,
  type LeadFormProps,
  type LeadFormSetup,
  type LeadPageName,
  type ViewedCar,
} from './leads';
export { printPageRoute, shareImageRoute, vehiclePageRoute } from './vehicle/vehicle-page-routes';
