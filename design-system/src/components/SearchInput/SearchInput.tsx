import { type FormEventHandler } from 'react';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SearchInput.css';

export interface SearchInputProps {
  id: string;
  label: string;
  placeholder?: string;
  /** controlled value (with onChange), or a default for a plain GET form */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** a plain form posts here with `name` when there is no onSubmit (works without JavaScript) */
  action?: string;
  name?: string;
}

/** The keyword box of a search page: a labelled search field and a Search button. */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  defaultValue,
  onChange,
  onSubmit,
  action,
  name = 'query',
}: SearchInputProps) {
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={onSubmit}
      action={onSubmit ? undefined : action}
    >
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={id}
        name={name}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        value={value}
        defaultValue={value === undefined ? defaultValue : undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
