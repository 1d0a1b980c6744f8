// The site's enquiry forms: client components, the server helper that sets them up, and the
// form pages every template routes to.
export {
  LeadForm,
  type LeadFormCar,
  type LeadFormDealership,
  type LeadFormProps,
} from './LeadForm';
export { LeadFormDialog, type LeadFormDialogProps } from './LeadFormDialog';
export {
  leadFormPropsFor,
  leadFormSetup,
  type LeadFormCarRef,
  type LeadFormSetup,
} from './lead-form-props';
export { RememberViewedCar } from './RememberViewedCar';
export { type ViewedCar } from './visitor-storage';
export { LeadFormPage } from './LeadFormPage';
export { SuccessPage } from './SuccessPage';
export { leadPageRoute, successPageRoute } from './lead-page-routes';
export { leadPages, type LeadPageName } from './lead-pages';
