// Meilisearch-style errors: { message, code, type, link }, answered with HTTP 400.

export type SearchErrorCode =
  | 'invalid_search_filter'
  | 'invalid_search_sort'
  | 'invalid_search_facets'
  | 'invalid_search_limit'
  | 'invalid_search_offset'
  | 'invalid_search_page'
  | 'invalid_search_hits_per_page'
  | 'invalid_search_q'
  | 'invalid_search_attributes_to_retrieve'
  | 'invalid_search_attributes_to_highlight'
  | 'invalid_facet_search_facet_name'
  | 'invalid_facet_search_facet_query'
  | 'bad_request'
  | 'malformed_payload'
  | 'bad_request_unknown_parameter'
  | 'index_not_found'
  | 'invalid_api_key'
  | 'missing_authorization_header'
  | 'payload_too_large';

// The search backend lives in the process-wide app runtime, shared by every route bundle, so a
// SearchError may come from another bundle's copy of this class: `instanceof` checks a brand.
const brand = Symbol.for('dealer.SearchError');

export class SearchError extends Error {
  readonly [brand] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value;
  }

  constructor(
    readonly code: SearchErrorCode,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'SearchError';
  }

  toJSON() {
    return {
      message: this.message,
      code: this.code,
      type: this.status === 401 || this.status === 403 ? 'auth' : 'invalid_request',
      link: `https://docs.meilisearch.com/errors#${this.code}`,
    };
  }
}
