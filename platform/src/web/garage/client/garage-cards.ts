import { cardAttributes, type CardDocument } from '../../../search/address/search-config';

// The garage's cars kept in the browser (favourites, recently viewed) are only ids there: their
// cards, with today's price and status, are asked of the site's search, which shows only what
// the site shows (its stock rule applies on the server, as for every search).

/** The site's search as the browser reaches it: the app's own '/api/search', or Meilisearch. */
export interface GarageSearch {
  host: string;
  indexUid: string;
  apiKey: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The multi-search query of the cars with these ids. */
export function garageCardsQuery(search: GarageSearch, ids: readonly number[]) {
  return {
    indexUid: search.indexUid,
    filter: [`id IN [${ids.join(', ')}]`],
    limit: ids.length,
    attributesToRetrieve: cardAttributes,
  };
}

/**
 * The cards of the cars with these ids that the site shows, in the order of the ids; null when
 * the search could not be reached (the garage then offers the cars as plain links).
 */
export async function fetchGarageCards(
  search: GarageSearch,
  ids: readonly number[],
  fetchImpl: Fetch = fetch,
): Promise<CardDocument[] | null> {
  const wanted = ids.filter((id) => Number.isInteger(id) && id >= 1);
  if (wanted.length === 0) return [];
  try {
    const response = await fetchImpl(`${search.host}/multi-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${search.apiKey}` },
      body: JSON.stringify({ queries: [garageCardsQuery(search, wanted)] }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { results?: { hits?: CardDocument[] }[] };
    const hits = body.results?.[0]?.hits;
    if (!Array.isArray(hits)) return null;
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    return wanted.flatMap((id) => {
      const hit = byId.get(id);
      return hit ? [hit] : [];
    });
  } catch {
    return null;
  }
}
