'use client';

import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useController } from 'react-hook-form';
import { ChevronDownIcon } from '../../icons';
import { Field } from '../Field/Field';
import { StaticSelectTrigger } from '../private/StaticSelectTrigger';
import { type SelectOption } from './Select';
import { type SelectControl as SelectControlType } from './SelectControl';
import * as styles from './Select.css';

const loadControl = () => import('./SelectControl');
// lazy() keeps no type parameters: the control is typed as the module's own generic function
const SelectControl = lazy(() =>
  loadControl().then((module) => ({ default: module.SelectControl })),
) as unknown as typeof SelectControlType;

export interface SelectFieldProps<V extends string | number = string> {
  /** the react-hook-form name of the value, one of the options' values */
  name: string;
  label: ReactNode;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  disabled?: boolean;
}

/**
 * A dropdown connected to the nearest Form by `name`. Until it is first pressed it is a trigger
 * of the same look, wired to the form as the select is (its ref, label, hint, error and blur):
 * the select's code (Radix Select and its positioning) loads then, not with the page.
 */
export function SelectField<V extends string | number = string>({
  name,
  label,
  options,
  placeholder,
  hint,
  required = false,
  hideLabel,
  disabled,
}: SelectFieldProps<V>) {
  const { field } = useController({ name });
  const [opened, setOpened] = useState(false);
  const chosen = options.find((option) => option.value === field.value);
  const off = disabled ?? field.disabled;
  return (
    <Field name={name} label={label} hint={hint} required={required} hideLabel={hideLabel}>
      {(control, ids) => {
        const trigger = (
          <StaticSelectTrigger
            {...control}
            ref={field.ref}
            className={styles.trigger}
            iconClassName={styles.icon}
            slot="select"
            text={chosen ? chosen.label : (placeholder ?? '')}
            placeholder={!chosen}
            disabled={off}
            icon={<ChevronDownIcon />}
            labelledBy={ids.label}
            onOpen={() => setOpened(true)}
            onPrefetch={() => void loadControl()}
            onBlur={field.onBlur}
          />
        );
        return opened ? (
          <Suspense fallback={trigger}>
            <SelectControl<V>
              {...control}
              labelId={ids.label}
              ref={field.ref}
              name={field.name}
              options={options}
              value={chosen?.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={placeholder}
              disabled={off}
              required={required}
              defaultOpen
            />
          </Suspense>
        ) : (
          trigger
        );
      }}
    </Field>
  );
}
