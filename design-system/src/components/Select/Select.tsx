'use client';

import { lazy, type ReactNode, type Ref, Suspense, useId, useState } from 'react';
import { ChevronDownIcon } from '../../icons';
import { FieldLabel } from '../Field/FieldParts';
import { StaticSelectTrigger } from '../private/StaticSelectTrigger';
import { type SelectControl as SelectControlType } from './SelectControl';
import * as styles from './Select.css';

const loadControl = () => import('./SelectControl');
// lazy() keeps no type parameters: the control is typed as the module's own generic function
const SelectControl = lazy(() =>
  loadControl().then((module) => ({ default: module.SelectControl })),
) as unknown as typeof SelectControlType;

export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** The props of the select box itself, without its label. */
export interface SelectControlProps<V extends string | number = string> {
  options: readonly SelectOption<V>[];
  /** the chosen option's value; undefined shows the placeholder */
  value?: V;
  onValueChange?: (value: V) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** submitted with a plain (non-JavaScript) form */
  name?: string;
  id?: string;
  /** the id of the visible label, which also names the list of options */
  labelId?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface SelectProps<V extends string | number = string> extends Omit<
  SelectControlProps<V>,
  'aria-labelledby'
> {
  label: ReactNode;
  /** keeps the label for screen readers only */
  hideLabel?: boolean;
}

/**
 * A labelled dropdown of options with a placeholder (Radix Select), outside a form. Until it is
 * first pressed it is a trigger of the same look: the select's code loads then.
 */
export function Select<V extends string | number = string>({
  label,
  hideLabel = false,
  id,
  ...props
}: SelectProps<V>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const labelId = `${selectId}-label`;
  const [opened, setOpened] = useState(false);
  const chosen = props.options.find((option) => option.value === props.value);
  const trigger = (
    <StaticSelectTrigger
      id={selectId}
      className={styles.trigger}
      iconClassName={styles.icon}
      slot="select"
      text={chosen ? chosen.label : (props.placeholder ?? '')}
      placeholder={!chosen}
      disabled={props.disabled}
      icon={<ChevronDownIcon />}
      labelledBy={labelId}
      onOpen={() => setOpened(true)}
      onPrefetch={() => void loadControl()}
    />
  );
  return (
    <div className={styles.root} data-slot="select-field">
      <FieldLabel id={labelId} htmlFor={selectId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {opened ? (
        <Suspense fallback={trigger}>
          <SelectControl<V> id={selectId} labelId={labelId} {...props} defaultOpen />
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  );
}
