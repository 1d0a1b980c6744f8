import { makeDropdownOrder } from '../../domain/popular-makes';
import { uncappedTotal } from '../../search/search-count';
import { facetCountLabel } from '@dealer/design-system';
import { formatAud } from '@dealer/design-system/format';
import {
  emptySearchState,
  type FacetDefinition,
  searchStateFilter,
  searchStateToParams,
  type SearchUiState,
} from '../../search/address/search-state';

// The home page's quick search (spec §2 hero): make, model (of the make), maximum price and
// body, and a 'Show Me N Cars' link to the search page of the choices. The URL and the filter
// are the search page's own (search-state.ts), so the count shown is the count the search page
// finds. Pure functions: the server renders the first state, the browser each change.

export interface QuickSearchChoice {
  make?: string | null;
  model?: string | null;
  /** whole dollars: the search's price at most this */
  maxPrice?: number | null;
  body?: string | null;
}

export const noChoice: QuickSearchChoice = { make: null, model: null, maxPrice: null, body: null };

/** The search page's facets the quick search sets, in the order of the URL's parameters. */
export const quickSearchFacets: readonly FacetDefinition[] = [
  { attribute: 'make', label: 'Make', kind: 'list' },
  { attribute: 'model', label: 'Model', kind: 'list' },
  { attribute: 'body', label: 'Body Type', kind: 'list' },
  { attribute: 'price', label: 'Price', kind: 'range' },
];

/** The search page's state of a choice (a model only with its make). */
export function quickSearchState(choice: QuickSearchChoice): SearchUiState {
  const refinements: Record<string, string[]> = {};
  if (choice.make) refinements.make = [choice.make];
  if (choice.make && choice.model) refinements.model = [choice.model];
  if (choice.body) refinements.body = [choice.body];
  const ranges: SearchUiState['ranges'] =
    choice.maxPrice && choice.maxPrice > 0 ? { price: { max: choice.maxPrice } } : {};
  return { ...emptySearchState, refinements, ranges, toggles: {} };
}

/** The search page of a choice: /search?make=Toyota&model=RAV4&body=Wagon&price=:30000. */
export function quickSearchHref(choice: QuickSearchChoice, searchPath = '/search'): string {
  const query = searchStateToParams(quickSearchState(choice), quickSearchFacets).toString();
  return query ? `${searchPath}?${query}` : searchPath;
}

/** The search's filter of a choice, as the search page sends it. */
export function quickSearchFilter(choice: QuickSearchChoice): (string | string[])[] {
  return searchStateFilter(quickSearchState(choice), {
    baseFilter: null,
    facets: quickSearchFacets,
    priceAscendingExcludesZero: false,
    defaultSort: '',
  });
}

/** One query of a multi-search (the Meilisearch protocol). */
export interface QuickSearchQuery {
  indexUid: string;
  filter: (string | string[])[];
  facets?: string[];
  limit: 0;
}

/**
 * The queries that bring a choice's count, and the models of its make with their counts (the
 * models counted without the model chosen, so every model of the make stays in the list).
 */
export function quickSearchQueries(
  choice: QuickSearchChoice,
  indexUid: string,
): QuickSearchQuery[] {
  const count: QuickSearchQuery = { indexUid, filter: quickSearchFilter(choice), limit: 0 };
  if (!choice.make) return [count];
  const models: QuickSearchQuery = {
    indexUid,
    filter: quickSearchFilter({ ...choice, model: null }),
    facets: ['model'],
    limit: 0,
  };
  return choice.model ? [count, models] : [models];
}

export interface QuickSearchAnswer {
  total: number;
  /** the make's models and their counts; null when no make is chosen */
  models: Record<string, number> | null;
}

interface MultiSearchResult {
  totalHits?: number;
  estimatedTotalHits?: number;
  facetDistribution?: Record<string, Record<string, number>>;
}

const totalOf = (result: MultiSearchResult | undefined) =>
  uncappedTotal(result?.totalHits ?? result?.estimatedTotalHits ?? 0, result?.facetDistribution);

/** The count and models of a choice from the answers to `quickSearchQueries`. */
export function readQuickSearch(
  choice: QuickSearchChoice,
  results: readonly MultiSearchResult[],
): QuickSearchAnswer {
  if (!choice.make) return { total: totalOf(results[0]), models: null };
  const models = results[choice.model ? 1 : 0]?.facetDistribution?.model ?? {};
  return { total: totalOf(results[0]), models };
}

// spec §9 money quick picks: $5,000 to $70,000 by default; the steps go on for dearer stock
const priceSteps = [
  5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 100_000,
  125_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000,
];

/**
 * The maximum prices offered for stock priced from `min` to `max`: the steps above the cheapest
 * car, up to the first that takes in the dearest (the quick picks when the stock is unknown).
 */
export function maxPriceOptions(stats: { min: number; max: number } | null | undefined): number[] {
  if (!stats || !(stats.max > 0)) return priceSteps.filter((step) => step <= 70_000);
  const options: number[] = [];
  for (const step of priceSteps) {
    if (step <= stats.min) continue;
    options.push(step);
    if (step >= stats.max) break;
  }
  return options;
}

/** 'Up to $30,000' */
export const maxPriceLabel = (price: number) => `Up to ${formatAud(price)}`;

/** spec §2 the results button: 'Show Me 1,254 Cars' (counts capped as spec §9 says). */
export const showMeLabel = (total: number, vehicleNoun: string) =>
  `Show Me ${facetCountLabel(total)} ${vehicleNoun}`;

/**
 * A select's options with their counts, 'Toyota (124)': the popular values first (a make
 * dropdown's popular makes, up to index 20, spec §9), then the rest by name.
 */
export function countedOptions(
  counts: Readonly<Record<string, number>>,
  popular: readonly string[] = [],
): { value: string; label: string }[] {
  const present = Object.keys(counts).filter((value) => (counts[value] ?? 0) > 0);
  return makeDropdownOrder(present, popular).map((value) => ({
    value,
    label: `${value} (${facetCountLabel(counts[value]!)})`,
  }));
}
