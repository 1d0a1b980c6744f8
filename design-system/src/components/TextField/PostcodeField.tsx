'use client';

import { InputField, type InputFieldBaseProps } from './InputField';
import { capPostcode, POSTCODE_LENGTH } from './postcode';
import * as styles from './TextField.css';

export interface PostcodeFieldProps extends Omit<InputFieldBaseProps, 'name' | 'label'> {
  name?: string;
  label?: InputFieldBaseProps['label'];
}

/** The shopper's postcode: digits only, at most four, with the numeric keypad on phones. */
export function PostcodeField({
  name = 'postcode',
  label = 'Postcode',
  ...props
}: PostcodeFieldProps) {
  return (
    <InputField
      name={name}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={POSTCODE_LENGTH}
      parse={capPostcode}
      className={styles.postcode}
      slot="postcode-field"
      {...props}
    />
  );
}
