// The Meilisearch filter language: = != > >= < <=, a TO b, IN [..], NOT IN, EXISTS,
// NOT EXISTS, IS [NOT] NULL, IS [NOT] EMPTY, NOT, AND, OR, parentheses, quoted values and
// attribute names. Parsed into a tree; evaluation lives in filter-evaluation.ts.

// A filter that does not parse, with where and why. Search answers it as Meilisearch does (a 400,
// invalid_search_filter). The error may come from another bundle's copy of this module (the
// search backend is shared by every route bundle), so `instanceof` checks a brand.
const brand = Symbol.for('dealer.FilterExpressionError');

export class FilterExpressionError extends Error {
  readonly [brand] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value;
  }

  constructor(message: string) {
    super(message);
    this.name = 'FilterExpressionError';
  }
}

export type Comparison = '=' | '!=' | '>' | '>=' | '<' | '<=';

export type FilterNode =
  | { kind: 'and'; nodes: FilterNode[] }
  | { kind: 'or'; nodes: FilterNode[] }
  | { kind: 'not'; node: FilterNode }
  | { kind: 'compare'; attribute: string; op: Comparison; value: string }
  | { kind: 'range'; attribute: string; from: string; to: string }
  | { kind: 'in'; attribute: string; values: string[] }
  | { kind: 'exists'; attribute: string }
  | { kind: 'isNull'; attribute: string }
  | { kind: 'isEmpty'; attribute: string };

/** A filter as Meilisearch takes it: a string, or arrays (outer AND, inner OR). */
export type FilterInput = string | (string | string[])[];

interface Token {
  type: 'word' | 'quoted' | 'op' | '(' | ')' | '[' | ']' | ',';
  text: string;
  at: number;
}

const OPERATORS = ['>=', '<=', '!=', '=', '>', '<'] as const;
const SPECIAL = new Set([
  '(',
  ')',
  '[',
  ']',
  ',',
  '=',
  '!',
  '>',
  '<',
  ' ',
  '\t',
  '\n',
  '\r',
  '"',
  "'",
]);

function filterError(source: string, at: number, expected: string): FilterExpressionError {
  const snippet = source.slice(Math.max(0, at - 10), at + 20);
  return new FilterExpressionError(
    `${expected} at position ${at + 1} of the filter: \`${snippet}\`.`,
  );
}

// Bounds on one filter, so a hostile filter is a 400 and never exhausts the stack or the CPU:
// Meilisearch's own nesting limit, and a token budget well above any filter the pages build.
export const MAX_FILTER_DEPTH = 200;
export const MAX_FILTER_TOKENS = 4_000;

const tooDeep = () =>
  new FilterExpressionError(
    'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.',
  );

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    if (tokens.length > MAX_FILTER_TOKENS) {
      throw new FilterExpressionError(
        `The filter is too long: at most ${MAX_FILTER_TOKENS} terms are accepted.`,
      );
    }
    const ch = source[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === '[' || ch === ']' || ch === ',') {
      tokens.push({ type: ch, text: ch, at: i });
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (op) {
      tokens.push({ type: 'op', text: op, at: i });
      i += op.length;
      continue;
    }
    if (ch === '!') throw filterError(source, i, 'Was expecting `!=`');
    if (ch === '"' || ch === "'") {
      let text = '';
      let j = i + 1;
      for (; j < source.length && source[j] !== ch; j++) {
        if (source[j] === '\\' && j + 1 < source.length) j++;
        text += source[j];
      }
      if (j >= source.length) throw filterError(source, i, 'Expression is missing a closing quote');
      tokens.push({ type: 'quoted', text, at: i });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < source.length && !SPECIAL.has(source[j]!)) j++;
    tokens.push({ type: 'word', text: source.slice(i, j), at: i });
    i = j;
  }
  return tokens;
}

class Parser {
  private index = 0;
  private depth = 0;
  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  parse(): FilterNode {
    const node = this.parseOr();
    const rest = this.peek();
    if (rest) throw filterError(this.source, rest.at, 'Found unexpected characters');
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }

  private next(): Token | undefined {
    return this.tokens[this.index++];
  }

  private isKeyword(token: Token | undefined, keyword: string): boolean {
    return token?.type === 'word' && token.text.toUpperCase() === keyword;
  }

  private end(): number {
    return this.source.length;
  }

  private parseOr(): FilterNode {
    const nodes = [this.parseAnd()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.next();
      nodes.push(this.parseAnd());
    }
    return nodes.length === 1 ? nodes[0]! : { kind: 'or', nodes };
  }

  private parseAnd(): FilterNode {
    const nodes = [this.parseNot()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.next();
      nodes.push(this.parseNot());
    }
    return nodes.length === 1 ? nodes[0]! : { kind: 'and', nodes };
  }

  /** Runs one nested level (a parenthesis or a NOT), refusing filters nested too deeply. */
  private nested<T>(parse: () => T): T {
    if (++this.depth > MAX_FILTER_DEPTH) throw tooDeep();
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private parseNot(): FilterNode {
    if (this.isKeyword(this.peek(), 'NOT')) {
      this.next();
      return { kind: 'not', node: this.nested(() => this.parseNot()) };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): FilterNode {
    const token = this.peek();
    if (!token) {
      throw filterError(this.source, this.end(), 'Was expecting a condition');
    }
    if (token.type === '(') {
      this.next();
      const node = this.nested(() => this.parseOr());
      const close = this.next();
      if (close?.type !== ')') {
        throw filterError(
          this.source,
          close?.at ?? this.end(),
          'Expression is missing a closing `)`',
        );
      }
      return node;
    }
    return this.parseCondition();
  }

  private attribute(): string {
    const token = this.next();
    if (!token || (token.type !== 'word' && token.type !== 'quoted')) {
      throw filterError(this.source, token?.at ?? this.end(), 'Was expecting an attribute name');
    }
    if (token.type === 'word' && /^(AND|OR|NOT|TO|IN|EXISTS|IS)$/i.test(token.text)) {
      throw filterError(this.source, token.at, 'Was expecting an attribute name');
    }
    return token.text;
  }

  private value(): string {
    const token = this.next();
    if (!token || (token.type !== 'word' && token.type !== 'quoted')) {
      throw filterError(this.source, token?.at ?? this.end(), 'Was expecting a value');
    }
    return token.text;
  }

  private parseCondition(): FilterNode {
    const start = this.peek()!;
    const attribute = this.attribute();
    const token = this.peek();
    if (token?.type === 'op') {
      this.next();
      return { kind: 'compare', attribute, op: token.text as Comparison, value: this.value() };
    }
    if (this.isKeyword(token, 'EXISTS')) {
      this.next();
      return { kind: 'exists', attribute };
    }
    if (this.isKeyword(token, 'IN')) {
      this.next();
      return this.parseIn(attribute);
    }
    if (this.isKeyword(token, 'NOT')) {
      const after = this.peek(1);
      if (this.isKeyword(after, 'IN')) {
        this.index += 2;
        return { kind: 'not', node: this.parseIn(attribute) };
      }
      if (this.isKeyword(after, 'EXISTS')) {
        this.index += 2;
        return { kind: 'not', node: { kind: 'exists', attribute } };
      }
    }
    if (this.isKeyword(token, 'IS')) {
      this.next();
      let negate = false;
      if (this.isKeyword(this.peek(), 'NOT')) {
        this.next();
        negate = true;
      }
      const what = this.next();
      let node: FilterNode;
      if (this.isKeyword(what, 'NULL')) node = { kind: 'isNull', attribute };
      else if (this.isKeyword(what, 'EMPTY')) node = { kind: 'isEmpty', attribute };
      else
        throw filterError(this.source, what?.at ?? this.end(), 'Was expecting `NULL` or `EMPTY`');
      return negate ? { kind: 'not', node } : node;
    }
    if (
      token &&
      (token.type === 'word' || token.type === 'quoted') &&
      this.isKeyword(this.peek(1), 'TO')
    ) {
      const from = this.value();
      this.next(); // TO
      return { kind: 'range', attribute, from, to: this.value() };
    }
    throw filterError(
      this.source,
      token?.at ?? start.at,
      'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`',
    );
  }

  private parseIn(attribute: string): FilterNode {
    const open = this.next();
    if (open?.type !== '[') {
      throw filterError(this.source, open?.at ?? this.end(), 'Was expecting `[` after `IN`');
    }
    const values: string[] = [];
    if (this.peek()?.type === ']') {
      this.next();
      return { kind: 'in', attribute, values };
    }
    for (;;) {
      values.push(this.value());
      const sep = this.next();
      if (sep?.type === ']') break;
      if (sep?.type !== ',') {
        throw filterError(this.source, sep?.at ?? this.end(), 'Expected matching `]` or `,`');
      }
      if (this.peek()?.type === ']') {
        this.next();
        break;
      }
    }
    return { kind: 'in', attribute, values };
  }
}

/** Parses one filter expression; a syntax error says where. */
export function parseFilterExpression(source: string): FilterNode | null {
  const tokens = tokenize(source);
  if (tokens.length === 0) return null;
  return new Parser(source, tokens).parse();
}

/** Parses Meilisearch's filter forms: a string, or arrays where the outer level is AND and inner arrays are OR. */
export function parseFilter(input: unknown): FilterNode | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string') return parseFilterExpression(input);
  if (!Array.isArray(input)) {
    throw new FilterExpressionError(
      'Invalid value type: expected a string or an array of strings and arrays of strings for `filter`.',
    );
  }
  const nodes: FilterNode[] = [];
  for (const item of input) {
    if (typeof item === 'string') {
      const node = parseFilterExpression(item);
      if (node) nodes.push(node);
    } else if (Array.isArray(item)) {
      const alternatives: FilterNode[] = [];
      for (const inner of item) {
        if (typeof inner !== 'string') {
          throw new FilterExpressionError(
            'Invalid value type: filter arrays may nest only one level, and hold strings.',
          );
        }
        const node = parseFilterExpression(inner);
        if (node) alternatives.push(node);
      }
      if (alternatives.length === 1) nodes.push(alternatives[0]!);
      else if (alternatives.length > 1) nodes.push({ kind: 'or', nodes: alternatives });
    } else {
      throw new FilterExpressionError(
        'Invalid value type: expected a string or an array of strings for `filter`.',
      );
    }
  }
  if (nodes.length === 0) return null;
  return nodes.length === 1 ? nodes[0]! : { kind: 'and', nodes };
}

/** The attributes a filter names (for the filterable-attribute check). */
export function filterAttributes(node: FilterNode | null, into = new Set<string>()): Set<string> {
  if (!node) return into;
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const child of node.nodes) filterAttributes(child, into);
      break;
    case 'not':
      filterAttributes(node.node, into);
      break;
    default:
      into.add(node.attribute);
  }
  return into;
}
