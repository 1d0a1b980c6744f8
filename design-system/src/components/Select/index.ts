export {
  Select,
  SelectControl,
  type SelectControlProps,
  type SelectOption,
  type SelectProps,
} from './Select';
export { SelectField, type SelectFieldProps } from './SelectField';
