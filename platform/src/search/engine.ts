import MiniSearch from 'minisearch';
import { SearchError } from './errors';
import { compileFilter, type DocumentPredicate, type SearchDocument } from './filter-eval';
import { type FilterNode, filterAttributes, parseFilter } from './filter-parser';
import { type FacetSearchRequest, type SearchRequest } from './request';

// The embedded search engine: an exact core over prepared documents for filters, facets and
// sorting, with MiniSearch for the text matching (tokenising, prefix and typo tolerance).
// It answers in Meilisearch's response shapes.

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

// Meilisearch's typo tolerance: one typo from 5 letters, two from 9.
function typosFor(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

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

export class SearchIndex {
  private docs: SearchDocument[] = [];
  private text: MiniSearch<SearchDocument> | null = null;
  private readonly filterable: Set<string>;
  private readonly sortable: Set<string>;
  private readonly searchable: readonly string[];
  private readonly predicateCache = new Map<string, DocumentPredicate>();

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
    const text = new MiniSearch<SearchDocument>({
      idField: '__position',
      fields: [...this.searchable],
      storeFields: [],
      extractField: (doc, field) => {
        if (field === '__position') return (doc as { __position: number }).__position;
        const value = doc[field];
        return value === null || value === undefined ? '' : String(value);
      },
    });
    text.addAll(this.docs.map((doc, position) => ({ ...doc, __position: position })));
    this.text = text;
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

  /** A compiled predicate for a filter; cached for the server's own rule strings. */
  private predicate(filter: unknown, cache: boolean): DocumentPredicate | null {
    if (filter === null || filter === undefined) return null;
    const key = cache && typeof filter === 'string' ? filter : null;
    if (key !== null) {
      const cached = this.predicateCache.get(key);
      if (cached) return cached;
    }
    const node = parseFilter(filter);
    this.checkFilterable(node);
    if (node === null) return null;
    const predicate = compileFilter(node);
    if (key !== null) {
      if (this.predicateCache.size > 500) this.predicateCache.clear();
      this.predicateCache.set(key, predicate);
    }
    return predicate;
  }

  private candidates(
    request: SearchRequest,
    rules: readonly string[],
  ): {
    positions: number[];
    scores: Map<number, number> | null;
    matched: Set<string>;
    prefixes: string[];
  } {
    const predicates = [
      ...rules.map((rule) => this.predicate(rule, true)),
      this.predicate(request.filter, false),
    ].filter((p): p is DocumentPredicate => p !== null);
    const q = (request.q ?? '').trim();
    let positions: number[];
    let scores: Map<number, number> | null = null;
    const matched = new Set<string>();
    const prefixes: string[] = [];
    if (q !== '' && this.text) {
      const fields = request.attributesToSearchOn ?? undefined;
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
      const results = this.text.search(q, {
        prefix: true,
        fuzzy: (term) => typosFor(term),
        combineWith: request.matchingStrategy === 'all' ? 'AND' : 'AND',
        fields,
        boost: Object.fromEntries(this.searchable.map((f, i) => [f, this.searchable.length - i])),
      });
      scores = new Map();
      positions = [];
      for (const result of results) {
        const position = result.id as number;
        scores.set(position, result.score);
        positions.push(position);
        for (const term of result.terms) matched.add(term);
      }
      for (const term of q.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (term) prefixes.push(term);
    } else {
      positions = Array.from({ length: this.docs.length }, (_, i) => i);
    }
    if (predicates.length > 0) {
      const docs = this.docs;
      positions = positions.filter((position) => {
        const doc = docs[position]!;
        for (const predicate of predicates) if (!predicate(doc)) return false;
        return true;
      });
    }
    return { positions, scores, matched, prefixes };
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
    const counts = new Map<string, { value: string; count: number }>();
    let min = Infinity;
    let max = -Infinity;
    for (const position of positions) {
      const raw = this.docs[position]![attribute];
      const values = Array.isArray(raw) ? raw : [raw];
      for (const value of values) {
        if (isNumber(value)) {
          if (value < min) min = value;
          if (value > max) max = value;
        }
        const key = facetKey(value);
        if (key === null) continue;
        const normalised = key.toLowerCase();
        const entry = counts.get(normalised);
        if (entry) entry.count += 1;
        else counts.set(normalised, { value: key, count: 1 });
      }
    }
    return { counts, stats: min <= max ? { min, max } : null };
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
  search(request: SearchRequest, rules: readonly string[] = []): SearchHitsResponse {
    const started = performance.now();
    const sortKeys = parseSort(request.sort, this.sortable);
    const facetAttributes = this.facetAttributes(request.facets);
    const { positions, scores, matched, prefixes } = this.candidates(request, rules);
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
        const { counts, stats: numeric } = this.countFacet(attribute, positions);
        const values = [...counts.values()]
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
    const { counts } = this.countFacet(facetName, positions);
    const query = (facetQuery ?? '').trim().toLowerCase();
    const facetHits = [...counts.entries()]
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
