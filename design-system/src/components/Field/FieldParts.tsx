import { type ReactNode } from 'react';
import { AlertIcon } from '../../icons';
import * as styles from './Field.css';

// A field's label, hint and error text: plain parts with no form state, so a control outside
// a form (the search page's dropdowns) uses them without bringing the form library along.

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

/**
 * The asterisk after a required field's label. Screen readers skip it: the control itself says
 * it is required.
 */
export function RequiredMarker() {
  return (
    <span className={styles.required} aria-hidden="true" data-slot="required-marker">
      {' *'}
    </span>
  );
}

export interface FieldLabelProps {
  id?: string;
  /** the control it labels; leave out for a group, which is named by aria-labelledby */
  htmlFor?: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}

/** A field's label, with a marker when the field is required. */
export function FieldLabel({
  id,
  htmlFor,
  required = false,
  hidden = false,
  children,
}: FieldLabelProps) {
  const className = join(styles.label, hidden && styles.visuallyHidden);
  const content = (
    <>
      {children}
      {required ? <RequiredMarker /> : null}
    </>
  );
  return htmlFor ? (
    <label id={id} htmlFor={htmlFor} className={className} data-slot="field-label">
      {content}
    </label>
  ) : (
    <span id={id} className={className} data-slot="field-label">
      {content}
    </span>
  );
}

/** Help text under a label ('We will only use this to contact you about this car'). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint} data-slot="field-hint">
      {children}
    </p>
  );
}

/** A field's error message, in the critical colour. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} data-slot="field-error">
      <AlertIcon size={16} className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}
