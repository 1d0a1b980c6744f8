export { routeRequest, DIRECTORY_PATH, UNKNOWN_SITE_PATH, type RequestRoute } from './tenancy';
export { requireSite, siteForRoute } from './app-context';
export { SiteShell, type MenuItem } from './sections/SiteShell';
export { siteIconHref, siteLayoutMetadata } from './site-metadata';
export { HomePage } from './sections/HomePage';
export { SiteNotFound } from './sections/NotFoundPage';
export { SitesDirectory } from './sections/SitesDirectory';
export { PlatformNotFound } from './sections/PlatformNotFound';
export {
  bodyImageResponse,
  historyReportResponse,
  vehicleImageResponse,
  locationImageResponse,
} from './handlers/media-routes';
export { publicSiteConfig, searchRoute, siteRoute } from './handlers/search-routes';
export { handleLeadRequest, isSameOrigin, leadRoute } from './handlers/lead-routes';
export { SearchPage } from './sections/search/SearchPage';
export { makeLogoResponse } from './handlers/make-logo-route';
export {
  financeQuoteRoute,
  phoneRevealRoute,
  vehiclePdfRoute,
  vehicleViewRoute,
} from './handlers/vehicle-routes';
export { VehiclePage, vehiclePageMetadata } from './sections/vehicle/VehiclePage';
export { vehicleOpenForm } from './vehicle/vehicle-forms';
export { VehiclePrintPage } from './sections/vehicle/VehiclePrintPage';
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
export { vehiclePageRoute } from './pages/vehicle-page';
export { shareImageRoute } from './pages/share-image';
export { printPageRoute } from './pages/print-page';
export { siteLayoutRoute } from './pages/site-layout';
export { homePageRoute } from './pages/home-page';
export { searchPageRoute } from './pages/search-page';
export { unknownPageRoute } from './pages/unknown-page';
export { sitesDirectoryRoute } from './pages/sites-directory';
export { mediaRoutes } from './pages/media-routes';
export { appRuntime, startAppRuntime, type AppRuntime } from '../runtime';
