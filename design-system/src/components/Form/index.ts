export {
  ERROR_SUMMARY_HEADING,
  ErrorSummary,
  errorSummaryHeadingLevels,
  type ErrorSummaryProps,
} from './ErrorSummary';
export { Form, type FormProps } from './Form';
export { FormAlert, formAlertTones, type FormAlertProps } from './FormAlert';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
