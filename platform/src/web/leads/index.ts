// The site's enquiry forms: client components, the server helper that sets them up, and the
// form pages every template routes to.
export {
  LeadForm,
  type LeadFormCar,
  type LeadFormDealership,
  type LeadFormProps,
} from '../islands/leads/LeadForm';
export { LeadFormDialog, type LeadFormDialogProps } from '../islands/leads/LeadFormDialog';
export {
  leadFormPropsFor,
  leadFormSetup,
  type LeadFormCarRef,
  type LeadFormSetup,
} from './lead-form-props';
export { RememberViewedCar } from '../islands/leads/RememberViewedCar';
export { type ViewedCar } from './visitor-storage';
export { LeadFormPage } from '../sections/leads/LeadFormPage';
export { SuccessPage } from '../sections/leads/SuccessPage';
export { leadPageRoute } from '../pages/lead-page';
export { successPageRoute } from '../pages/success-page';
export { leadPages, type LeadPageName } from './lead-pages';
