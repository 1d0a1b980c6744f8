export { Select, type SelectControlProps, type SelectOption, type SelectProps } from './Select';
export { SelectControl } from './SelectControl';
export { SelectField, type SelectFieldProps } from './SelectField';
