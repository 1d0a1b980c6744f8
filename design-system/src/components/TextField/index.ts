export { DateField, type DateFieldProps } from './DateField';
export { EmailField, type EmailFieldProps } from './EmailField';
export { type InputFieldBaseProps } from './InputField';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { PostcodeField, type PostcodeFieldProps } from './PostcodeField';
export { capPostcode, POSTCODE_LENGTH } from './postcode';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, textFieldTypes, type TextFieldProps } from './TextField';
export { TimeField, type TimeFieldProps } from './TimeField';
