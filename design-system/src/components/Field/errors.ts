import { type FieldErrors } from 'react-hook-form';

export interface FieldErrorEntry {
  /** the field's name as react-hook-form knows it ('email', 'contact.phone', 'items.0.qty') */
  name: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Every field error with a message, as a flat list of dotted names. Form-level errors (`root`)
 * are left out: they belong in the form alert, not the list of fields to fix.
 */
export function listFieldErrors(errors: FieldErrors | undefined): FieldErrorEntry[] {
  const entries: FieldErrorEntry[] = [];
  const visit = (node: unknown, path: string) => {
    if (!isRecord(node)) return;
    if (typeof node.message === 'string' && typeof node.type === 'string') {
      if (node.message) entries.push({ name: path, message: node.message });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      visit(child, path ? `${path}.${key}` : key);
    }
  };
  for (const [key, child] of Object.entries(errors ?? {})) {
    if (key !== 'root') visit(child, key);
  }
  return entries;
}

/**
 * The entries in the order their fields appear on the page; fields the page does not show keep
 * their own order, after the rest.
 */
export function inFieldOrder(
  entries: readonly FieldErrorEntry[],
  order: readonly string[],
): FieldErrorEntry[] {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index < 0 ? order.length : index;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry.name) - rank(b.entry.name) || a.index - b.index)
    .map(({ entry }) => entry);
}
