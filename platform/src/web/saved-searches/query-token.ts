/** The `token` of a page's query (the first when repeated), or null: the links of alert emails. */
export function queryToken(query: Record<string, string | string[] | undefined>): string | null {
  const value = query.token;
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? (value[0] ?? null) : null;
}
