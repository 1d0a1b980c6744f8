/** A page's query as Next.js hands it over: one value or several under a name. */
export type PageQueryInput = Record<string, string | string[] | undefined>;

/**
 * A page request's query as a string to carry over to another address ('?make=Toyota&page=2'),
 * every value of a repeated name kept in order; '' when it has none.
 */
export function queryString(query: PageQueryInput): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of typeof value === 'string' ? [value] : (value ?? [])) params.append(name, one);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
