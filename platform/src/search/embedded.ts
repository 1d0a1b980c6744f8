import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../domain/entities';
import { newestFirst, stockDocument, type StockDocument } from '../domain/stock-document';
import {
  type FacetSearchResponse,
  SearchIndex,
  type SearchHitsResponse,
  type SearchMemo,
} from './engine';
import { SearchError } from './errors';
import { type FacetSearchRequest, type SearchRequest } from './request';
import { STOCK_INDEX_UID, stockIndexSettings } from './settings';
import {
  applyStockChanges,
  INDEX_REBUILD_SHARE,
  shouldRebuildIndex,
  siteStockChanges,
  type StockChangeSource,
} from './stock-changes';

// The embedded default: one in-process index per site, built from the store, changed car by car
// as stock changes (update), and rebuilt when it is older than the refresh interval. Production
// swaps in Meilisearch behind the same calls.

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

/** The search documents of a site, from its cars and locations, newest first. */
export async function siteStockDocuments(
  source: StockSource,
  site: Site,
): Promise<StockDocument[]> {
  const [cars, locations] = await Promise.all([source.listCars(site), source.listLocations(site)]);
  const locationById = new Map(locations.map((l) => [l.id, l]));
  const dealershipById = new Map(site.dealerships.map((d) => [d.id, d]));
  return cars
    .flatMap((car) => {
      const dealership = dealershipById.get(car.dealershipId);
      const location = locationById.get(car.locationId);
      return dealership && location ? [stockDocument(car, { dealership, location })] : [];
    })
    .sort(newestFirst); // the order of a search without a query or sort
}

interface Entry {
  /** the index searches answer from */
  index: Promise<SearchIndex>;
  builtAt: number;
  /**
   * The site's updates, one after another: each reads the store after the one before it was
   * applied, so an older state never replaces a newer one.
   */
  updates: Promise<void>;
}

export class EmbeddedSearch implements SearchBackend {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly source: StockSource & Partial<Pick<StockChangeSource, 'listCarsByIds'>>,
    private readonly refreshMs = 60_000,
    private readonly rebuildShare = INDEX_REBUILD_SHARE,
  ) {}

  private async build(site: Site): Promise<SearchIndex> {
    const docs = await siteStockDocuments(this.source, site);
    const built = new SearchIndex(STOCK_INDEX_UID, stockIndexSettings);
    built.replaceAll(docs as never);
    return built;
  }

  /** Runs a step after the site's steps before it, whether they worked or not. */
  private queue(entry: Entry, step: () => Promise<void>): Promise<void> {
    const run = entry.updates.then(step);
    entry.updates = run.catch(() => undefined);
    return run;
  }

  /** Builds the site's index from the store and answers searches from it once it is ready. */
  private async install(site: Site, entry: Entry): Promise<void> {
    const built = await this.build(site);
    // searches answer from the index before until here
    entry.index = Promise.resolve(built);
    entry.builtAt = Date.now();
  }

  /** Builds the site's index again from the store, after the updates before it. */
  private rebuild(site: Site, entry: Entry): Promise<void> {
    return this.queue(entry, () => this.install(site, entry));
  }

  /** The site's index, built on first use and rebuilt in the background when stale. */
  async indexFor(site: Site): Promise<SearchIndex> {
    const entry = this.entries.get(site.slug);
    if (entry) {
      if (Date.now() - entry.builtAt >= this.refreshMs) {
        entry.builtAt = Date.now(); // one rebuild at a time
        this.rebuild(site, entry).catch(() => undefined);
      }
      return entry.index;
    }
    const index = this.build(site);
    const created: Entry = {
      index,
      builtAt: Date.now(),
      updates: index.then(
        () => undefined,
        () => undefined,
      ),
    };
    this.entries.set(site.slug, created);
    index.catch(() => {
      if (this.entries.get(site.slug) === created) this.entries.delete(site.slug);
    });
    return index;
  }

  /**
   * Rebuilds the site's index from the store now; resolves once searches answer from it. Until
   * then they answer from the index before.
   */
  async refresh(site: Site): Promise<void> {
    const entry = this.entries.get(site.slug);
    if (!entry) return; // never asked for: its first search builds it
    await this.rebuild(site, entry);
  }

  /**
   * The site's cars with these ids changed in the store: their documents are put in the index
   * (or taken out when the site no longer has them), or the index is rebuilt when more cars
   * changed than it holds (INDEX_REBUILD_SHARE). Resolves once searches answer with the change.
   */
  async update(site: Site, carIds: readonly number[]): Promise<void> {
    const entry = this.entries.get(site.slug);
    if (!entry || carIds.length === 0) return; // never asked for: its first search builds it
    const ids = [...new Set(carIds)];
    const listCarsByIds = this.source.listCarsByIds?.bind(this.source);
    await this.queue(entry, async () => {
      if (this.entries.get(site.slug) !== entry) return; // its build failed: the next one reads all
      const index = await entry.index;
      if (!listCarsByIds || shouldRebuildIndex(ids.length, index.size, this.rebuildShare)) {
        await this.install(site, entry);
        return;
      }
      const changes = await siteStockChanges(
        { listCarsByIds, listLocations: (s) => this.source.listLocations(s) },
        site,
        ids,
      );
      applyStockChanges(index, changes);
    });
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
