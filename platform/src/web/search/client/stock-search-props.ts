import { type PromoCard as PromoCardConfig } from '@dealer/site-config';
import { type CardOptions } from '../../../search/address/search-config';
import { type FilterPreset } from '../../../domain/filter-presets';
import { type SearchView } from '../search-view';
import { type FacetDefinition, type SortOption } from '../../../search/address/search-state';

/** The fleet card of a site's results: its 1-based position, its words and its page. */
export interface FleetCardSlot {
  position: number;
  heading: string;
  description: string | null;
  href: string;
}

export interface StockSearchProps {
  /** the Meilisearch host: the app's own '/api/search' by default, or a Meilisearch URL */
  host: string;
  indexUid: string;
  apiKey: string;
  basePath: string;
  baseFilter: string | null;
  facets: FacetDefinition[];
  sorts: SortOption[];
  defaultSort: string;
  hitsPerPage: number;
  priceAscendingExcludesZero: boolean;
  vehicleNoun: string;
  cardOptions: CardOptions;
  promoCards: PromoCardConfig[];
  /** spec §2 the fleet card among the results, where the site has one and a fleet page */
  fleetCard?: FleetCardSlot | null;
  /** today in the site's time zone (promo card windows) */
  today: string;
  /** the car types the path stands for */
  pathCarTypes: string[] | null;
  siteSlug: string;
  heading: string;
  /** 'Save this search' (sites with shopper accounts) */
  saveSearch?: boolean;
  /** spec §2/§9 'Popular Makes': the site's list, else the makes with most stock */
  popularMakes: string[];
  /** spec §9: makes shown before 'Show all makes' (7, or the site's popular makes) */
  visibleMakes: number;
  /** the site's models of each make, for the models a selected make card opens to */
  makeModels: Record<string, string[]>;
  /** spec §9 the site's filter presets, the filters' section at index 4 */
  filterPresets?: FilterPreset[];
  /** spec §3 Manufacturer logos from the site's config, by make name in lower case */
  makeLogos?: Record<string, string>;
  /** the page the server rendered: the state of its URL, its hits and facets */
  initialView: SearchView;
  now: string;
}
