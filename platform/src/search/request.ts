import { z } from 'zod';
import { SearchError, type SearchErrorCode } from './errors';

// The Meilisearch search request (the subset the platform serves), validated strictly: an
// unknown field, a wrong type or an out-of-range number is a 400 with Meilisearch's error shape.

// the most hits one public search answers: a page of results is 12 to 48, so 250 is generous
export const MAX_LIMIT = 250;

const filterSchema = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const stringList = z.array(z.string());

const fields = {
  q: z.string().nullable(),
  filter: filterSchema.nullable(),
  facets: stringList.nullable(),
  sort: stringList.nullable(),
  offset: z.number().int().min(0),
  limit: z.number().int().min(0).max(MAX_LIMIT),
  page: z.number().int().min(0),
  hitsPerPage: z.number().int().min(0).max(MAX_LIMIT),
  attributesToRetrieve: stringList.nullable(),
  attributesToHighlight: stringList.nullable(),
  highlightPreTag: z.string(),
  highlightPostTag: z.string(),
  attributesToCrop: stringList.nullable(),
  cropLength: z.number().int().min(0),
  cropMarker: z.string(),
  attributesToSearchOn: stringList.nullable(),
  showMatchesPosition: z.boolean(),
  showRankingScore: z.boolean(),
  matchingStrategy: z.enum(['last', 'all', 'frequency']),
} as const;

type FieldName = keyof typeof fields;

const errorCodes: Record<FieldName, SearchErrorCode> = {
  q: 'invalid_search_q',
  filter: 'invalid_search_filter',
  facets: 'invalid_search_facets',
  sort: 'invalid_search_sort',
  offset: 'invalid_search_offset',
  limit: 'invalid_search_limit',
  page: 'invalid_search_page',
  hitsPerPage: 'invalid_search_hits_per_page',
  attributesToRetrieve: 'invalid_search_attributes_to_retrieve',
  attributesToHighlight: 'invalid_search_attributes_to_highlight',
  highlightPreTag: 'bad_request',
  highlightPostTag: 'bad_request',
  attributesToCrop: 'bad_request',
  cropLength: 'bad_request',
  cropMarker: 'bad_request',
  attributesToSearchOn: 'bad_request',
  showMatchesPosition: 'bad_request',
  showRankingScore: 'bad_request',
  matchingStrategy: 'bad_request',
};

export const searchRequestSchema = z.object(fields).partial().strict();
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const facetSearchRequestSchema = searchRequestSchema
  .extend({ facetName: z.string(), facetQuery: z.string().nullable().optional() })
  .strict();
export type FacetSearchRequest = z.infer<typeof facetSearchRequestSchema>;

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big') return `must be at most ${String(issue.maximum)}`;
  if (issue.code === 'too_small') return `must be at least ${String(issue.minimum)}`;
  if (issue.code === 'invalid_type') return `expected ${issue.expected}`;
  return issue.message;
}

/** Validates a search body; throws a SearchError naming the field, as Meilisearch does. */
export function parseSearchBody<T>(schema: z.ZodType<T>, body: unknown, where = ''): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new SearchError('bad_request', `Invalid value type${where}: expected an object`);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const known = [...Object.keys(fields), 'facetName', 'facetQuery'].join('`, `');
    throw new SearchError(
      'bad_request',
      `Unknown field \`${issue.keys[0]}\`${where}: expected one of \`${known}\``,
    );
  }
  const field = String(issue.path[0] ?? '');
  const code = errorCodes[field as FieldName] ?? 'bad_request';
  throw new SearchError(
    code,
    `Invalid value at \`${where ? `${where}.` : '.'}${field}\`: ${describe(issue)}`,
  );
}
