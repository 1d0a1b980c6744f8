export {
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  RequiredMarker,
  useField,
  type FieldControlProps,
  type FieldLabelProps,
  type FieldProps,
  type UseFieldOptions,
  type UseFieldResult,
} from './Field';
export { listFieldErrors, inFieldOrder, type FieldErrorEntry } from './errors';
export { useFormFields, type FormFields } from './FormFields';
