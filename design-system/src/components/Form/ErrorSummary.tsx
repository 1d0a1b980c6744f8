'use client';

import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { inFieldOrder, listFieldErrors } from '../Field/errors';
import { useFormFields } from '../Field/FormFields';
import * as styles from './ErrorSummary.css';

// spec §5: the heading of the form's error list
export const ERROR_SUMMARY_HEADING = 'Please fix the following errors:';
export const errorSummaryHeadingLevels = [2, 3, 4] as const;

export interface ErrorSummaryProps {
  heading?: string;
  /** h2 by default; h3 or h4 inside a section or dialog that has its own h2 */
  headingLevel?: (typeof errorSummaryHeadingLevels)[number];
}

const focusable = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Moves to a field's control: the element itself, or the first control inside a group. */
function focusField(id: string, event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control = target.matches(focusable)
    ? target
    : (target.querySelector<HTMLElement>('[data-state="checked"]') ??
      target.querySelector<HTMLElement>(focusable) ??
      target);
  target.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * The list of what to fix after a submit fails: the heading in the critical colour and a link to
 * each invalid field, in the order the fields appear. It takes focus when a submit fails, so
 * keyboard and screen-reader users start from the list. Renders nothing while the form is valid.
 */
export function ErrorSummary({
  heading = ERROR_SUMMARY_HEADING,
  headingLevel = 2,
}: ErrorSummaryProps) {
  const { errors, submitCount } = useFormState();
  const fields = useFormFields();
  const entries = inFieldOrder(listFieldErrors(errors), fields?.order() ?? []);
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (submitCount === 0) return;
    // A zero timeout runs after the one react-hook-form queues to focus the first invalid field,
    // so the summary ends up with focus whatever the form's shouldFocusError says.
    const timer = setTimeout(() => root.current?.focus());
    return () => clearTimeout(timer);
  }, [submitCount]);

  if (entries.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={root}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={styles.summary}
      data-slot="error-summary"
    >
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <ul className={styles.list}>
        {entries.map(({ name, message }) => {
          const id = fields?.idFor(name) ?? name;
          return (
            <li key={name}>
              <a href={`#${id}`} className={styles.link} onClick={(event) => focusField(id, event)}>
                {message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
