'use client';

import { createContext, useContext } from 'react';

/**
 * What a Form knows about the fields inside it: the id of each field's control (so the error
 * summary can link to it) and the order the fields appear in (so the summary lists errors in
 * reading order).
 */
export interface FormFields {
  idFor(name: string): string;
  /** adds a field; returns the function that removes it again */
  register(name: string): () => void;
  order(): readonly string[];
}

export function createFormFields(prefix: string): FormFields {
  const mounted: string[] = [];
  return {
    idFor: (name) => `${prefix}${name}`,
    register(name) {
      mounted.push(name);
      return () => {
        const index = mounted.lastIndexOf(name);
        if (index >= 0) mounted.splice(index, 1);
      };
    },
    order: () => mounted,
  };
}

export const FormFieldsContext = createContext<FormFields | null>(null);

/** The fields of the nearest Form, or null outside one. */
export function useFormFields(): FormFields | null {
  return useContext(FormFieldsContext);
}
