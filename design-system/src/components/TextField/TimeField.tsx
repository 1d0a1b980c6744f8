'use client';

import { InputField, type InputFieldBaseProps } from './InputField';
import * as styles from './TextField.css';

export interface TimeFieldProps extends Omit<InputFieldBaseProps, 'placeholder'> {
  /** the earliest and latest times, as HH:MM */
  min?: string;
  max?: string;
  /** seconds between times the picker offers (900 for quarter hours) */
  step?: number;
}

/** A time of day with the browser's own time input; the value is HH:MM. */
export function TimeField(props: TimeFieldProps) {
  return <InputField type="time" className={styles.dateTime} slot="time-field" {...props} />;
}
