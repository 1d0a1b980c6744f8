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
  /** the order the index's build started in: a build never replaces a later one */
  build: number;
}

export class EmbeddedSearch implements SearchBackend {
  private readonly entries = new Map<string, Entry>();
  private builds = 0;

  constructor(
    private readonly source: StockSource,
    private readonly refreshMs = 60_000,
  ) {}

  private startBuild(site: Site): Entry {
    const index = siteStockDocuments(this.source, site).then((docs) => {
      const built = new SearchIndex(STOCK_INDEX_UID, stockIndexSettings);
      built.replaceAll(docs as never);
      return built;
    });
    return { index, builtAt: Date.now(), build: (this.builds += 1) };
  }

  /** Puts a finished build in place, unless a later build is there already. */
  private install(site: Site, next: Entry): void {
    const current = this.entries.get(site.slug);
    if (!current || current.build < next.build) this.entries.set(site.slug, next);
  }

  /** The site's index, built on first use and refreshed in the background when stale. */
  async indexFor(site: Site): Promise<SearchIndex> {
    const entry = this.entries.get(site.slug);
    if (entry && Date.now() - entry.builtAt < this.refreshMs) return entry.index;
    const next = this.startBuild(site);
    if (entry) {
      // keep answering from the old index until the new one is ready
      entry.builtAt = next.builtAt;
      next.index.then(
        () => this.install(site, next),
        () => undefined,
      );
      return entry.index;
    }
    this.entries.set(site.slug, next);
    next.index.catch(() => {
      if (this.entries.get(site.slug) === next) this.entries.delete(site.slug);
    });
    return next.index;
  }

  /**
   * Rebuilds the site's index from the store now (its stock changed); resolves once searches
   * answer from it. Until then they answer from the index before.
   */
  async refresh(site: Site): Promise<void> {
    if (!this.entries.has(site.slug)) return; // never asked for: its first search builds it
    const next = this.startBuild(site);
    await next.index;
    this.install(site, next);
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
