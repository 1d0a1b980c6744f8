import { SearchError } from './errors';
import {
  compileFilter,
  type DocumentPredicate,
  type SearchDocument,
} from '../domain/filter-evaluation';
import {
  FilterExpressionError,
  type FilterNode,
  filterAttributes,
  parseFilter,
} from '../domain/filter-expression';
import { type FacetSearchRequest, type SearchRequest } from './request';
import { TextIndex, tokenize } from './text-index';

// The embedded search engine: an exact core over prepared documents for filters, facets and
// sorting, with MiniSearch for the text matching (tokenising, prefix) and Meilisearch's typo
// tolerance (see text-index.ts).
// It answers in Meilisearch's response shapes.

/** A request's filter parsed, a fault in it answered as Meilisearch does (invalid_search_filter). */
function parseSearchFilter(filter: unknown): FilterNode | null {
  try {
    return parseFilter(filter);
  } catch (error) {
    if (error instanceof FilterExpressionError) {
      throw new SearchError('invalid_search_filter', error.message);
    }
    throw error;
  }
}

export interface IndexSettings {
  searchableAttributes: readonly string[];
  filterableAttributes: readonly string[];
  sortableAttributes: readonly string[];
  faceting: { maxValuesPerFacet: number };
}

export interface SearchHitsResponse {
  hits: SearchDocument[];
  query: string;
  processingTimeMs: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  hitsPerPage?: number;
  page?: number;
  totalPages?: number;
  totalHits?: number;
}

export interface FacetSearchResponse {
  facetHits: { value: string; count: number }[];
  facetQuery: string | null;
  processingTimeMs: number;
}

type SortKey = { attribute: string; descending: boolean };

interface TextMatches {
  scores: Map<number, number>;
  matched: Set<string>;
  prefixes: string[];
}

/** Work shared by the queries of one multi-search (they usually repeat the same text). */
export interface SearchMemo {
  text: Map<string, TextMatches>;
}

export function createSearchMemo(): SearchMemo {
  return { text: new Map() };
}

interface FacetColumn {
  single: Int32Array;
  multi: (number[] | null)[] | null;
  values: string[];
  numbers: Float64Array;
  /** value id by lower-case value */
  ids: Map<string, number>;
  /** a value is written in more than one case: which one shows depends on the order */
  caseVariants: boolean;
}

function emptyColumn(size: number): Omit<FacetColumn, 'values' | 'ids'> {
  return {
    single: new Int32Array(size).fill(-1),
    multi: null,
    numbers: new Float64Array(size).fill(Number.NaN),
    caseVariants: false,
  };
}

/** Numbers a document's value of the attribute into the column, at its position. */
function fillColumn(column: FacetColumn, position: number, raw: unknown): void {
  const idOf = (value: unknown): number => {
    const key = facetKey(value);
    if (key === null) return -1;
    const normalised = key.toLowerCase();
    let id = column.ids.get(normalised);
    if (id === undefined) {
      id = column.values.length;
      column.ids.set(normalised, id);
      column.values.push(key);
    } else if (column.values[id] !== key) {
      column.caseVariants = true;
    }
    return id;
  };
  if (Array.isArray(raw)) {
    column.multi ??= new Array<number[] | null>(column.single.length).fill(null);
    column.multi[position] = raw.map(idOf).filter((id) => id >= 0);
    const nums = raw.filter(isNumber);
    if (nums.length > 0) column.numbers[position] = Math.min(...nums);
  } else {
    column.single[position] = idOf(raw);
    if (isNumber(raw)) column.numbers[position] = raw;
  }
}

/**
 * A facet column after a change of documents (see mergeDocumentChanges), or null when it is
 * to be made again: a value written in more than one case shows as its first document writes
 * it, which a change can move.
 */
function movedColumn(
  column: FacetColumn,
  moved: Int32Array,
  size: number,
  added: readonly { position: number; doc: SearchDocument }[],
  attribute: string,
): FacetColumn | null {
  if (column.caseVariants) return null;
  const next: FacetColumn = { ...emptyColumn(size), values: column.values, ids: column.ids };
  if (column.multi) next.multi = new Array<number[] | null>(size).fill(null);
  for (let position = 0; position < moved.length; position += 1) {
    const to = moved[position]!;
    if (to < 0) continue;
    next.single[to] = column.single[position]!;
    next.numbers[to] = column.numbers[position]!;
    if (column.multi) next.multi![to] = column.multi[position]!;
  }
  for (const { position, doc } of added) fillColumn(next, position, doc[attribute]);
  return next.caseVariants ? null : next;
}

/** A filter leaf's bitmap after a change of documents: moved, and evaluated on the new ones. */
function movedBitmap(
  bitmap: Uint8Array,
  predicate: DocumentPredicate,
  moved: Int32Array,
  size: number,
  added: readonly { position: number; doc: SearchDocument }[],
): Uint8Array {
  const next = new Uint8Array(size);
  for (let position = 0; position < moved.length; position += 1) {
    const to = moved[position]!;
    if (to >= 0) next[to] = bitmap[position]!;
  }
  for (const { position, doc } of added) if (predicate(doc)) next[position] = 1;
  return next;
}

const LEAF_CACHE_SIZE = 256;

const DEFAULT_LIMIT = 20;

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function facetKey(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function parseSort(sort: readonly string[] | null | undefined, sortable: Set<string>): SortKey[] {
  if (!sort) return [];
  return sort.map((entry) => {
    const match = /^([^:]+):(asc|desc)$/.exec(entry.trim());
    if (!match) {
      throw new SearchError(
        'invalid_search_sort',
        `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${entry}\`.`,
      );
    }
    const attribute = match[1]!;
    if (!sortable.has(attribute)) {
      throw new SearchError(
        'invalid_search_sort',
        `Attribute \`${attribute}\` is not sortable. Available sortable attributes are: \`${[...sortable].join(', ')}\`.`,
      );
    }
    return { attribute, descending: match[2] === 'desc' };
  });
}

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (isNumber(a) && isNumber(b)) return a - b;
  if (isNumber(a)) return -1; // numbers before strings, as Meilisearch sorts
  if (isNumber(b)) return 1;
  const x = String(a).toLowerCase();
  const y = String(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Wraps the words of text that the query matched (prefix-aware) in the given tags. */
export function highlightText(
  text: string,
  matched: ReadonlySet<string>,
  prefixes: readonly string[],
  pre: string,
  post: string,
): string {
  if (matched.size === 0 && prefixes.length === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const lower = word.toLowerCase();
    // a word the query typed in part shows the typed part; a whole or fuzzy match, the word
    const prefix = prefixes.find(
      (p) => p.length > 0 && p.length < lower.length && lower.startsWith(p),
    );
    if (prefix && !prefixes.includes(lower)) {
      return `${pre}${word.slice(0, prefix.length)}${post}${word.slice(prefix.length)}`;
    }
    if (matched.has(lower) || prefixes.includes(lower)) return `${pre}${word}${post}`;
    return word;
  });
}

/** The changes to a set of documents: documents in (replacing any with the same id), ids out. */
export interface DocumentChanges {
  upserts: readonly SearchDocument[];
  removedIds: readonly unknown[];
}

/** The order the documents are kept in, which is the ranking of a search without text or sort. */
export type DocumentOrder = (a: SearchDocument, b: SearchDocument) => number;

/**
 * The documents after a change, in `order`, with where each old document went (-1 when it
 * left) and the documents that came in with their positions. `documents` must be in `order`
 * already; an id both upserted and removed leaves.
 */
export function mergeDocumentChanges(
  documents: readonly SearchDocument[],
  { upserts, removedIds }: DocumentChanges,
  order: DocumentOrder,
): {
  documents: SearchDocument[];
  moved: Int32Array;
  added: { position: number; doc: SearchDocument }[];
} {
  const removed = new Set(removedIds);
  const byId = new Map<unknown, SearchDocument>();
  for (const doc of upserts) if (!removed.has(doc.id)) byId.set(doc.id, doc);
  const incoming = [...byId.values()].sort(order);
  const next: SearchDocument[] = [];
  const moved = new Int32Array(documents.length).fill(-1);
  const added: { position: number; doc: SearchDocument }[] = [];
  let j = 0;
  const takeIncoming = () => {
    added.push({ position: next.length, doc: incoming[j]! });
    next.push(incoming[j]!);
    j += 1;
  };
  documents.forEach((doc, position) => {
    if (removed.has(doc.id) || byId.has(doc.id)) return;
    while (j < incoming.length && order(incoming[j]!, doc) < 0) takeIncoming();
    moved[position] = next.length;
    next.push(doc);
  });
  while (j < incoming.length) takeIncoming();
  return { documents: next, moved, added };
}

/** Every state an index has been in gets a number of its own (a memo never mixes two). */
let indexStates = 0;

export class SearchIndex {
  private docs: SearchDocument[] = [];
  private state = (indexStates += 1);
  private text: TextIndex | null = null;
  private readonly filterable: Set<string>;
  private readonly sortable: Set<string>;
  private readonly searchable: readonly string[];
  private readonly leafCache = new Map<
    string,
    { bitmap: Uint8Array; predicate: DocumentPredicate }
  >();
  private readonly rulesCache = new Map<string, Uint8Array>();
  private readonly columns = new Map<string, FacetColumn>();

  constructor(
    readonly uid: string,
    readonly settings: IndexSettings,
  ) {
    this.filterable = new Set(settings.filterableAttributes);
    this.sortable = new Set(settings.sortableAttributes);
    this.searchable = settings.searchableAttributes;
  }

  get size(): number {
    return this.docs.length;
  }

  /** Replaces every document (documents are kept in the order given: the default ranking). */
  replaceAll(documents: readonly SearchDocument[]): void {
    this.docs = documents.slice();
    this.forgetDerived();
    this.text = new TextIndex(this.searchable, this.docs);
  }

  /**
   * Puts documents in (a document replaces the one with its id) and takes ids out, in place,
   * keeping the documents in `order` (the order they are in already): the index then answers
   * exactly as one built with replaceAll from the resulting documents. The change is made at
   * once: a search sees the documents before it or after it, never a mix.
   */
  applyChanges(changes: DocumentChanges, order: DocumentOrder): void {
    const { documents, moved, added } = mergeDocumentChanges(this.docs, changes, order);
    if (this.text) this.text.applyChanges(moved, added);
    else this.text = new TextIndex(this.searchable, documents);
    this.docs = documents;
    // what searches made of the documents before moves with them (rather than made again)
    const size = documents.length;
    for (const leaf of this.leafCache.values()) {
      leaf.bitmap = movedBitmap(leaf.bitmap, leaf.predicate, moved, size, added);
    }
    for (const [attribute, column] of [...this.columns]) {
      const next = movedColumn(column, moved, size, added, attribute);
      if (next) this.columns.set(attribute, next);
      else this.columns.delete(attribute);
    }
    this.rulesCache.clear();
    this.state = indexStates += 1;
  }

  /** Filter bitmaps and facet columns are per position: they are made again on next use. */
  private forgetDerived(): void {
    this.leafCache.clear();
    this.rulesCache.clear();
    this.columns.clear();
    this.state = indexStates += 1;
  }

  private checkFilterable(node: FilterNode | null): void {
    for (const attribute of filterAttributes(node)) {
      if (!this.filterable.has(attribute)) {
        throw new SearchError(
          'invalid_search_filter',
          `Attribute \`${attribute}\` is not filterable. Available filterable attributes are: \`${[...this.filterable].join(', ')}\`.`,
        );
      }
    }
  }

  /** The documents a filter tree matches, as a bitmap; leaf results are cached. */
  private bitmap(node: FilterNode): Uint8Array {
    const size = this.docs.length;
    switch (node.kind) {
      case 'and': {
        const result = new Uint8Array(size).fill(1);
        for (const child of node.nodes) {
          const part = this.bitmap(child);
          for (let i = 0; i < size; i += 1) result[i]! &= part[i]!;
        }
        return result;
      }
      case 'or': {
        const result = new Uint8Array(size);
        for (const child of node.nodes) {
          const part = this.bitmap(child);
          for (let i = 0; i < size; i += 1) result[i]! |= part[i]!;
        }
        return result;
      }
      case 'not': {
        const inner = this.bitmap(node.node);
        const result = new Uint8Array(size);
        for (let i = 0; i < size; i += 1) result[i] = inner[i]! ^ 1;
        return result;
      }
      default: {
        const key = JSON.stringify(node);
        const cached = this.leafCache.get(key);
        if (cached) return cached.bitmap;
        const predicate = compileFilter(node);
        const result = new Uint8Array(size);
        for (let i = 0; i < size; i += 1) if (predicate(this.docs[i]!)) result[i] = 1;
        if (this.leafCache.size >= LEAF_CACHE_SIZE) {
          this.leafCache.delete(this.leafCache.keys().next().value as string);
        }
        this.leafCache.set(key, { bitmap: result, predicate });
        return result;
      }
    }
  }

  private filterBitmap(filter: unknown): Uint8Array | null {
    if (filter === null || filter === undefined) return null;
    const node = parseSearchFilter(filter);
    this.checkFilterable(node);
    return node === null ? null : this.bitmap(node);
  }

  /** The documents the server's rules allow; the same rules give the same bitmap. */
  private rulesBitmap(rules: readonly string[]): Uint8Array | null {
    if (rules.length === 0) return null;
    const key = rules.join('\u0000');
    const cached = this.rulesCache.get(key);
    if (cached) return cached;
    const result = this.filterBitmap(rules.map((rule) => `(${rule})`).join(' AND '))!;
    if (this.rulesCache.size >= 16) this.rulesCache.clear();
    this.rulesCache.set(key, result);
    return result;
  }

  private textMatches(
    q: string,
    request: SearchRequest,
    memo: SearchMemo | undefined,
  ): TextMatches {
    const fields = request.attributesToSearchOn ?? undefined;
    const key = `${this.state}\u0000${q}\u0000${fields?.join(',') ?? ''}`;
    const remembered = memo?.text.get(key);
    if (remembered) return remembered;
    if (fields) {
      for (const field of fields) {
        if (!this.searchable.includes(field)) {
          throw new SearchError(
            'bad_request',
            `Attribute \`${field}\` is not searchable. Available searchable attributes are: \`${this.searchable.join(', ')}\`.`,
          );
        }
      }
    }
    const { scores, matched } = this.text!.search(q, fields);
    const prefixes = tokenize(q);
    const found = { scores, matched, prefixes };
    memo?.text.set(key, found);
    return found;
  }

  private candidates(
    request: SearchRequest,
    rules: readonly string[],
    memo?: SearchMemo,
  ): {
    positions: number[];
    scores: Map<number, number> | null;
    matched: Set<string>;
    prefixes: string[];
  } {
    const allowed = this.rulesBitmap(rules);
    const filtered = this.filterBitmap(request.filter);
    const q = (request.q ?? '').trim();
    const text = q !== '' && this.text ? this.textMatches(q, request, memo) : null;
    const positions: number[] = [];
    if (text) {
      for (const position of text.scores.keys()) {
        if ((allowed === null || allowed[position]) && (filtered === null || filtered[position])) {
          positions.push(position);
        }
      }
      positions.sort((a, b) => a - b);
    } else {
      const size = this.docs.length;
      for (let i = 0; i < size; i += 1) {
        if ((allowed === null || allowed[i]) && (filtered === null || filtered[i]))
          positions.push(i);
      }
    }
    return {
      positions,
      scores: text?.scores ?? null,
      matched: text?.matched ?? new Set(),
      prefixes: text?.prefixes ?? [],
    };
  }

  /** Facet values of an attribute, numbered once: counting is then an array increment. */
  private column(attribute: string): FacetColumn {
    const existing = this.columns.get(attribute);
    if (existing) return existing;
    const size = this.docs.length;
    const column: FacetColumn = { ...emptyColumn(size), values: [], ids: new Map() };
    for (let i = 0; i < size; i += 1) fillColumn(column, i, this.docs[i]![attribute]);
    this.columns.set(attribute, column);
    return column;
  }

  private facetAttributes(facets: readonly string[] | null | undefined): string[] {
    if (!facets) return [];
    if (facets.includes('*')) return [...this.filterable];
    for (const facet of facets) {
      if (!this.filterable.has(facet)) {
        throw new SearchError(
          'invalid_search_facets',
          `Invalid facet distribution, attribute \`${facet}\` is not filterable. The available filterable attributes are \`${[...this.filterable].join(', ')}\`.`,
        );
      }
    }
    return [...facets];
  }

  private countFacet(attribute: string, positions: readonly number[]) {
    const { single, multi, values, numbers } = this.column(attribute);
    const counts = new Int32Array(values.length);
    let min = Infinity;
    let max = -Infinity;
    for (const position of positions) {
      const ids = multi?.[position];
      if (ids) for (const id of ids) counts[id]! += 1;
      else if (single[position]! >= 0) counts[single[position]!]! += 1;
      const n = numbers[position]!;
      if (n === n) {
        if (n < min) min = n;
        if (n > max) max = n;
      }
    }
    const entries: { value: string; count: number }[] = [];
    for (let id = 0; id < values.length; id += 1) {
      if (counts[id]! > 0) entries.push({ value: values[id]!, count: counts[id]! });
    }
    return { entries, stats: min <= max ? { min, max } : null };
  }

  private order(
    positions: number[],
    sortKeys: SortKey[],
    scores: Map<number, number> | null,
    needed: number,
  ): number[] {
    if (sortKeys.length === 0 && scores === null) return positions; // insertion order
    const docs = this.docs;
    const compare = (a: number, b: number) => {
      for (const { attribute, descending } of sortKeys) {
        const x = docs[a]![attribute];
        const y = docs[b]![attribute];
        const missingX = x === null || x === undefined;
        const missingY = y === null || y === undefined;
        if (missingX || missingY) {
          if (missingX !== missingY) return missingX ? 1 : -1; // missing values always last
          continue;
        }
        const diff = compareValues(x, y);
        if (diff !== 0) return descending ? -diff : diff;
      }
      if (scores) {
        // text relevance: fewer typos first (Meilisearch's typo rule), then the attribute
        const diff = (scores.get(b) ?? 0) - (scores.get(a) ?? 0);
        if (diff !== 0) return diff;
      }
      return a - b;
    };
    if (needed >= positions.length / 4) return positions.slice().sort(compare);
    // Only the first `needed` are shown: keep a sorted top list instead of sorting everything.
    const top: number[] = [];
    for (const position of positions) {
      if (top.length === needed && compare(position, top[needed - 1]!) >= 0) continue;
      let low = 0;
      let high = top.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (compare(top[mid]!, position) <= 0) low = mid + 1;
        else high = mid;
      }
      top.splice(low, 0, position);
      if (top.length > needed) top.pop();
    }
    return top;
  }

  private present(
    position: number,
    request: SearchRequest,
    matched: Set<string>,
    prefixes: string[],
  ): SearchDocument {
    const doc = this.docs[position]!;
    const retrieve = request.attributesToRetrieve;
    const hit: SearchDocument = {};
    if (!retrieve || retrieve.includes('*')) Object.assign(hit, doc);
    else for (const attribute of retrieve) if (attribute in doc) hit[attribute] = doc[attribute];
    const highlight = request.attributesToHighlight;
    if (highlight && highlight.length > 0) {
      const pre = request.highlightPreTag ?? '<em>';
      const post = request.highlightPostTag ?? '</em>';
      const attributes = new Set(highlight.includes('*') ? Object.keys(hit) : highlight);
      const formatted: SearchDocument = {};
      for (const [key, value] of Object.entries(hit)) {
        if (attributes.has(key) && typeof value === 'string') {
          formatted[key] = highlightText(value, matched, prefixes, pre, post);
        } else if (attributes.has(key) && typeof value === 'number') {
          formatted[key] = String(value);
        } else {
          formatted[key] = value;
        }
      }
      hit._formatted = formatted;
    }
    if (request.showRankingScore) hit._rankingScore = 1;
    return hit;
  }

  /** A search with the server's rules ANDed to the client's filter. */
  search(
    request: SearchRequest,
    rules: readonly string[] = [],
    memo?: SearchMemo,
  ): SearchHitsResponse {
    const started = performance.now();
    const sortKeys = parseSort(request.sort, this.sortable);
    const facetAttributes = this.facetAttributes(request.facets);
    const { positions, scores, matched, prefixes } = this.candidates(request, rules, memo);
    const pageMode = request.page !== undefined || request.hitsPerPage !== undefined;
    let offset: number;
    let limit: number;
    if (pageMode) {
      const hitsPerPage = request.hitsPerPage ?? DEFAULT_LIMIT;
      const page = request.page ?? 1;
      limit = page === 0 ? 0 : hitsPerPage;
      offset = page === 0 ? 0 : (page - 1) * hitsPerPage;
    } else {
      offset = request.offset ?? 0;
      limit = request.limit ?? DEFAULT_LIMIT;
    }
    const needed = Math.min(positions.length, offset + limit);
    const ordered = limit === 0 ? [] : this.order(positions, sortKeys, scores, needed);
    const hits = ordered
      .slice(offset, offset + limit)
      .map((position) => this.present(position, request, matched, prefixes));

    const response: SearchHitsResponse = { hits, query: request.q ?? '', processingTimeMs: 0 };
    if (request.facets) {
      const distribution: Record<string, Record<string, number>> = {};
      const stats: Record<string, { min: number; max: number }> = {};
      for (const attribute of facetAttributes) {
        const { entries, stats: numeric } = this.countFacet(attribute, positions);
        const values = entries
          .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
          .slice(0, this.settings.faceting.maxValuesPerFacet);
        distribution[attribute] = Object.fromEntries(values.map((v) => [v.value, v.count]));
        if (numeric) stats[attribute] = numeric;
      }
      response.facetDistribution = distribution;
      response.facetStats = stats;
    }
    if (pageMode) {
      const hitsPerPage = request.hitsPerPage ?? DEFAULT_LIMIT;
      response.hitsPerPage = hitsPerPage;
      response.page = request.page ?? 1;
      response.totalPages = hitsPerPage === 0 ? 0 : Math.ceil(positions.length / hitsPerPage);
      response.totalHits = positions.length;
    } else {
      response.limit = limit;
      response.offset = offset;
      response.estimatedTotalHits = positions.length;
    }
    response.processingTimeMs = Math.round(performance.now() - started);
    return response;
  }

  /** Values of one facet matching a facet query, within the search's results. */
  facetSearch(request: FacetSearchRequest, rules: readonly string[] = []): FacetSearchResponse {
    const started = performance.now();
    if (!this.filterable.has(request.facetName)) {
      throw new SearchError(
        'invalid_facet_search_facet_name',
        `Attribute \`${request.facetName}\` is not facet-searchable. Available facet-searchable attributes are: \`${[...this.filterable].join(', ')}\`.`,
      );
    }
    const { facetName, facetQuery, ...search } = request;
    const { positions } = this.candidates(search, rules);
    const { entries } = this.countFacet(facetName, positions);
    const query = (facetQuery ?? '').trim().toLowerCase();
    const facetHits = entries
      .map((entry) => [entry.value.toLowerCase(), entry] as const)
      .filter(([normalised]) =>
        query === ''
          ? true
          : normalised.split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(query)) ||
            normalised.startsWith(query),
      )
      .map(([, entry]) => entry)
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, this.settings.faceting.maxValuesPerFacet);
    return {
      facetHits,
      facetQuery: facetQuery ?? null,
      processingTimeMs: Math.round(performance.now() - started),
    };
  }
}
