import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../domain/entities';
import { stockDocument, type StockDocument } from './documents';
import {
  type FacetSearchResponse,
  SearchIndex,
  type SearchHitsResponse,
  type SearchMemo,
} from './engine';
import { SearchError } from './errors';
import { type FacetSearchRequest, type SearchRequest } from './request';
import { STOCK_INDEX_UID, stockIndexSettings } from './settings';

// The embedded default: one in-process index per site, built from the store and rebuilt when
// it is older than the refresh interval. Production swaps in Meilisearch behind the same calls.

export interface StockSource {
  listCars(site: Site): Promise<Car[]>;
  listLocations(site: Site): Promise<Location[]>;
}

export interface SearchBackend {
  search(
    site: Site,
    uid: string,
    request: SearchRequest,
    rules: readonly string[],
    memo?: SearchMemo,
  ): Promise<SearchHitsResponse>;
  facetSearch(
    site: Site,
    uid: string,
    request: FacetSearchRequest,
    rules: readonly string[],
  ): Promise<FacetSearchResponse>;
}

/** The search documents of a site, from its cars and locations. */
export async function siteStockDocuments(
  source: StockSource,
  site: Site,
): Promise<StockDocument[]> {
  const [cars, locations] = await Promise.all([source.listCars(site), source.listLocations(site)]);
  const locationById = new Map(locations.map((l) => [l.id, l]));
  const dealershipById = new Map(site.dealerships.map((d) => [d.id, d]));
  // newest first: the order of a search without a query or sort
  const ordered = cars
    .slice()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return ordered.flatMap((car) => {
    const dealership = dealershipById.get(car.dealershipId);
    const location = locationById.get(car.locationId);
    return dealership && location ? [stockDocument(car, { dealership, location })] : [];
  });
}

interface Entry {
  index: Promise<SearchIndex>;
  builtAt: number;
}

export class EmbeddedSearch implements SearchBackend {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly source: StockSource,
    private readonly refreshMs = 60_000,
  ) {}

  /** The site's index, built on first use and refreshed in the background when stale. */
  async indexFor(site: Site): Promise<SearchIndex> {
    const entry = this.entries.get(site.slug);
    const now = Date.now();
    if (entry && now - entry.builtAt < this.refreshMs) return entry.index;
    const build = siteStockDocuments(this.source, site).then((docs) => {
      const index = new SearchIndex(STOCK_INDEX_UID, stockIndexSettings);
      index.replaceAll(docs as never);
      return index;
    });
    const next: Entry = { index: build, builtAt: now };
    if (entry) {
      // keep answering from the old index until the new one is ready
      build.then(
        () => this.entries.set(site.slug, next),
        () => undefined,
      );
      entry.builtAt = now;
      return entry.index;
    }
    this.entries.set(site.slug, next);
    build.catch(() => this.entries.delete(site.slug));
    return build;
  }

  private async index(site: Site, uid: string): Promise<SearchIndex> {
    if (uid !== STOCK_INDEX_UID) {
      throw new SearchError('index_not_found', `Index \`${uid}\` not found.`, 404);
    }
    return this.indexFor(site);
  }

  async search(
    site: Site,
    uid: string,
    request: SearchRequest,
    rules: readonly string[],
    memo?: SearchMemo,
  ) {
    return (await this.index(site, uid)).search(request, rules, memo);
  }

  async facetSearch(
    site: Site,
    uid: string,
    request: FacetSearchRequest,
    rules: readonly string[],
  ) {
    return (await this.index(site, uid)).facetSearch(request, rules);
  }
}
