'use client';

import { InputField, type InputFieldBaseProps } from './InputField';
import * as styles from './TextField.css';

export interface DateFieldProps extends Omit<InputFieldBaseProps, 'placeholder'> {
  /** the earliest and latest days that can be picked, as YYYY-MM-DD */
  min?: string;
  max?: string;
}

/** A day picked with the browser's own date input; the value is YYYY-MM-DD. */
export function DateField(props: DateFieldProps) {
  return <InputField type="date" className={styles.dateTime} slot="date-field" {...props} />;
}
