// The benchmarks find their pages' cars through the site's own stock search, as a shopper's
// browser does.
import { request } from '../server-tests/app-server';

/** The hits of one query to the site's own stock search (POST /api/search/multi-search). */
export async function stockHits<T>(
  port: number,
  host: string,
  query: { q?: string; filter?: string; limit?: number; attributesToRetrieve: string[] },
): Promise<T[]> {
  const answer = await request(
    port,
    host,
    'POST',
    '/api/search/multi-search',
    JSON.stringify({ queries: [{ indexUid: 'stock', ...query }] }),
    { 'content-type': 'application/json', origin: `http://${host}` },
  );
  return (answer.json() as { results: { hits: T[] }[] }).results[0]?.hits ?? [];
}
