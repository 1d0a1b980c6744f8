import { type Comparison, type FilterNode } from './filter-expression';

// Meilisearch filter semantics over plain documents: string equality is case-insensitive,
// `!=` and NOT include documents without the field, an array field matches when any element does.

export type SearchDocument = Record<string, unknown>;
export type DocumentPredicate = (doc: SearchDocument) => boolean;

function elements(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function asNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function equals(element: unknown, text: string, textLower: string, number: number | null): boolean {
  if (typeof element === 'number') return number !== null && element === number;
  if (typeof element === 'string') return element.toLowerCase() === textLower;
  if (typeof element === 'boolean') return String(element) === textLower;
  return false;
}

function compareElement(
  element: unknown,
  op: Comparison,
  text: string,
  number: number | null,
): boolean {
  let diff: number;
  if (typeof element === 'number' && number !== null) diff = element - number;
  else if (typeof element === 'string' && number === null) {
    const a = element.toLowerCase();
    const b = text.toLowerCase();
    diff = a < b ? -1 : a > b ? 1 : 0;
  } else return false;
  switch (op) {
    case '>':
      return diff > 0;
    case '>=':
      return diff >= 0;
    case '<':
      return diff < 0;
    case '<=':
      return diff <= 0;
    default:
      return false;
  }
}

function isEmptyValue(value: unknown): boolean {
  if (value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Compiles a filter tree into a predicate over documents. */
export function compileFilter(node: FilterNode | null): DocumentPredicate {
  if (!node) return () => true;
  switch (node.kind) {
    case 'and': {
      const parts = node.nodes.map(compileFilter);
      return (doc) => parts.every((p) => p(doc));
    }
    case 'or': {
      const parts = node.nodes.map(compileFilter);
      return (doc) => parts.some((p) => p(doc));
    }
    case 'not': {
      const inner = compileFilter(node.node);
      return (doc) => !inner(doc);
    }
    case 'compare': {
      const { attribute, op, value } = node;
      const lower = value.toLowerCase();
      const number = asNumber(value);
      if (op === '=' || op === '!=') {
        const positive = (doc: SearchDocument) =>
          elements(doc[attribute]).some((e) => equals(e, value, lower, number));
        return op === '=' ? positive : (doc) => !positive(doc);
      }
      return (doc) => elements(doc[attribute]).some((e) => compareElement(e, op, value, number));
    }
    case 'range': {
      const { attribute } = node;
      const from = asNumber(node.from);
      const to = asNumber(node.to);
      return (doc) =>
        elements(doc[attribute]).some(
          (e) => compareElement(e, '>=', node.from, from) && compareElement(e, '<=', node.to, to),
        );
    }
    case 'in': {
      const { attribute } = node;
      const values = node.values.map((v) => ({ v, lower: v.toLowerCase(), n: asNumber(v) }));
      return (doc) =>
        elements(doc[attribute]).some((e) => values.some((x) => equals(e, x.v, x.lower, x.n)));
    }
    case 'exists':
      return (doc) => Object.prototype.hasOwnProperty.call(doc, node.attribute);
    case 'isNull':
      return (doc) => doc[node.attribute] === null;
    case 'isEmpty':
      return (doc) => isEmptyValue(doc[node.attribute]);
  }
}
