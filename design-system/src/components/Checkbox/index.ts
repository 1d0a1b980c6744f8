export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { OptInCheckbox, type OptInCheckboxProps } from './OptInCheckbox';
export { TermsCheckbox, type TermsCheckboxProps } from './TermsCheckbox';
export {
  CheckboxGroupField,
  type CheckboxGroupFieldProps,
  type CheckboxOption,
  checkedValues,
} from './CheckboxGroupField';
