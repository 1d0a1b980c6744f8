'use client';

import { type ReactNode, useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type SelectOption } from '../Select/Select';
import { SelectField } from '../Select/SelectField';

export const DEALERSHIP_PLACEHOLDER = 'Please select a dealership...';

export type DealershipOption = SelectOption<string | number>;

export interface DealershipSelectProps {
  /** the dealerships to choose from, already filtered and labelled (name or city) by the page */
  options: readonly DealershipOption[];
  name?: string;
  label?: ReactNode;
  placeholder?: string;
  hint?: ReactNode;
  /** spec §5: the dealership select is required when it is shown */
  required?: boolean;
  disabled?: boolean;
}

/**
 * The dealership (location) a shopper's enquiry goes to. With one dealership it is chosen
 * already; with none there is nothing to choose and nothing renders (spec §2 dealership select).
 */
export function DealershipSelect({ options, ...props }: DealershipSelectProps) {
  if (options.length === 0) return null;
  return <DealershipSelectField options={options} {...props} />;
}

function DealershipSelectField({
  options,
  name = 'location_id',
  label = 'Dealership',
  placeholder = DEALERSHIP_PLACEHOLDER,
  hint,
  required = true,
  disabled,
}: DealershipSelectProps) {
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name });
  const only = options.length === 1 ? options[0]!.value : undefined;

  useEffect(() => {
    if (only !== undefined && (value === undefined || value === null || value === '')) {
      setValue(name, only);
    }
  }, [only, value, name, setValue]);

  return (
    <SelectField
      name={name}
      label={label}
      options={options}
      placeholder={placeholder}
      hint={hint}
      required={required}
      disabled={disabled}
    />
  );
}
