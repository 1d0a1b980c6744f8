// What a template is: the one typed place for everything a template differs in. The template
// app adds only the route files that are its own (profile.routes.own); site-config, the design
// system, the demo data, search and the scripts read the registered profiles.

/** The kinds of stock a template sells; each has a demo catalogue and its wording. */
export const vehicleKinds = ['car', 'caravan'] as const;
export type VehicleKind = (typeof vehicleKinds)[number];

export const radiusScaleNames = ['none', 'small', 'medium', 'large'] as const;
export type RadiusScaleName = (typeof radiusScaleNames)[number];
export const fontNames = ['system', 'humanist', 'geometric', 'serif', 'helvetica'] as const;
export type FontName = (typeof fontNames)[number];

/** A brand theme: overrides of the design system's base tokens (colours as #rrggbb). */
export interface BrandTheme {
  accent?: string;
  accentHover?: string;
  accentActive?: string;
  accentSoft?: string;
  accentContrast?: string;
  accentText?: string;
  brand?: string;
  brandContrast?: string;
  surface?: string;
  surfaceRaised?: string;
  surfaceSunken?: string;
  neutral?: string;
  muted?: string;
  border?: string;
  borderStrong?: string;
  focus?: string;
  font?: FontName;
  headingWeight?: string;
  radius?: RadiusScaleName;
}

/** How the template names its stock: 'Cars' and /search/used-cars, 'Caravans' and -caravans. */
export interface VehicleWording {
  kind: VehicleKind;
  /** plural, capitalised: 'Cars' */
  noun: string;
  /** singular, lower case: 'car' */
  singular: string;
}

export type FacetKind = 'list' | 'range' | 'toggle';

export interface FacetDefinition {
  attribute: string;
  label: string;
  kind: FacetKind;
  /** list facets: values shown before 'Show more' */
  limit?: number;
  /** list facets shown as tiles with a picture (spec §2), e.g. body types */
  tiles?: boolean;
  /**
   * how a list facet is chosen (spec §2): 'makeCards' for the make filter cards, 'makeModels'
   * for the models a selected make card opens to, 'select' for a dropdown of one value;
   * checkboxes (or tiles) otherwise
   */
  control?: 'makeCards' | 'makeModels' | 'select';
  /** how a dropdown names a value, '{value}' standing for it, e.g. '{value} seats' */
  valueLabel?: string;
  /** range facets */
  step?: number;
  roundTo?: number;
  format?: 'aud' | 'km' | 'number';
  /**
   * range facets: the slider's bounds when the stock gives none (no car, or every car the same):
   * spec §5 price 5,000 to 250,000, §9 other sliders 0 to 100,000; without it the slider is not
   * shown then (a year has no default range)
   */
  defaultBounds?: readonly [number, number];
  /**
   * range facets: the label of the button beside the slider that searches its range sorted by
   * this attribute, highest first (spec §2 'Price-range slider with a button to search sorted by
   * price descending'); no button without it
   */
  highestFirstLabel?: string;
  /**
   * list facets: shown only on a site whose stock holds more than one value of it (a site of one
   * dealership has no dealership filter)
   */
  onlyWithSeveralValues?: boolean;
}

export interface SortOption {
  value: string; // Meilisearch sort, e.g. 'price:asc'
  label: string;
}

/**
 * spec §2 'Some items mandatory, some optional (Sell My Car, Express Maintenance, KINTO)': the
 * menu items a site switches on (site.menu.optionalItems); every other item always shows.
 */
export const optionalMenuItemIds = ['sellMyCar', 'expressMaintenance', 'kinto'] as const;
export type OptionalMenuItemId = (typeof optionalMenuItemIds)[number];

export interface MenuItem {
  label: string;
  href: string;
  align?: 'left' | 'right';
  /** spec §2 'New Vehicles': the item opens the model range of the site's manufacturer */
  modelRange?: boolean;
  /** an optional item: shown only on a site that switches it on (else the item is mandatory) */
  optional?: OptionalMenuItemId;
  /**
   * spec §2 'Book a Service': the link goes to the site's service booking address (its dealer
   * microsite's, else /genuine-service); `href` is the address without a microsite
   */
  serviceBooking?: boolean;
  /**
   * spec §2 a link to the manufacturer's dealer microsite: this path on the site's `microsite`
   * where it has one (e.g. '/demonstrators'); `href` is the site's own page without one
   */
  micrositePath?: string;
  /** spec §2 'dropdowns (hover or click)': the item opens these links (a site may replace them) */
  children?: readonly MenuItem[];
}

/**
 * A heading and its links in the footer (spec §2 'Footer adds Pre-Owned, Service, Contact
 * groups').
 */
export interface FooterGroup {
  heading: string;
  links: readonly MenuItem[];
}

export type StockMix = readonly (readonly ['new' | 'demo' | 'used', number])[];

/** The demo stock of the template's demo sites (the seeded generator reads it). */
export interface DemoCatalogue {
  /** the make of a franchise dealer: its new and demo stock is that make only */
  franchiseMake: string | null;
  /** used stock of a franchise dealer that is another make (a trade-in), 0 to 1 */
  otherMakeShare: number;
  /** weights of new, demo and used stock */
  stockMix: StockMix;
  /** finance lenders of the stock, one per dealership in turn */
  financeLenders: readonly string[];
  /** the lender turn starts at a place given by the site's slug (so sites differ) */
  lenderTurnBySite: boolean;
  /** used cars of the franchise make can be certified pre-owned (spec §4) */
  certifiedUsed: boolean;
  /** sales locations buy cars too (location_subtype 'buying', spec §3) */
  buyingLocations: boolean;
  /** every sales location trades on Sundays (else only the first) */
  sundayTradingEverywhere: boolean;
  /** distribution locations of the first sales location (spec §5) */
  distributionLocations: readonly string[];
  /** tags a dealer puts on stock */
  tags: readonly string[];
}

/**
 * The blocks a site's home page can show (spec §2 screens: quick search, stock carousel, body
 * tiles, offers, locations, reviews, guarantee strip, calls to action), in the order a site
 * lists them.
 */
export const homeBlockIds = [
  'hero',
  'promotions',
  'featured',
  'bodyTypes',
  'offers',
  'locations',
  'reviews',
  'guarantees',
  'callsToAction',
] as const;
export type HomeBlockId = (typeof homeBlockIds)[number];

/** The home page of a template that names no blocks of its own. */
export const defaultHomeBlocks: readonly HomeBlockId[] = [
  'hero',
  'featured',
  'bodyTypes',
  'offers',
  'callsToAction',
  'reviews',
  'locations',
];

export interface TemplateProfile {
  /** the template's name: its app folder templates/<name>, its package, its site's `template` */
  name: string;
  /** one line a developer reads in the README and the sites directory */
  description: string;
  /** the port `npm start` serves it on (end-to-end tests use port + 100) */
  port: number;
  theme: BrandTheme;
  vehicle: VehicleWording;
  search: {
    facets: readonly FacetDefinition[];
    sorts: readonly SortOption[];
  };
  /** header menu, in order */
  menu: readonly MenuItem[];
  /** footer links */
  footerLinks: readonly MenuItem[];
  /** the footer's groups of links under a heading each, in order (none when absent) */
  footerGroups?: readonly FooterGroup[];
  routes: {
    /** route files under app/ that are the template's own (not generated); the rest is generated */
    own: readonly string[];
  };
  /** the home page's blocks, in order, of a site that names none (else `defaultHomeBlocks`) */
  homeBlocks?: readonly HomeBlockId[];
  demo: DemoCatalogue;
}

/** Identity function that checks a profile's shape where it is written. */
export function defineProfile<const P extends TemplateProfile>(profile: P): P {
  return profile;
}

/** The optional items of a template's menus (header and footer groups), each once. */
export function optionalMenuItemsOf(
  profile: Pick<TemplateProfile, 'menu' | 'footerLinks' | 'footerGroups'>,
): OptionalMenuItemId[] {
  const items = [
    ...profile.menu,
    ...profile.footerLinks,
    ...(profile.footerGroups ?? []).flatMap((group) => group.links),
  ];
  return [...new Set(items.flatMap((item) => (item.optional ? [item.optional] : [])))];
}

// spec §2 footer links
export const defaultFooterLinks: readonly MenuItem[] = [
  { label: 'Sitemap', href: '/sitemap.xml' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms & Conditions', href: '/terms-and-conditions' },
  { label: 'Complaint Handling Process', href: '/pages/complaint-handling-process' },
];

/** The sorts every template offers. */
export const baseSorts: readonly SortOption[] = [
  { value: 'created_at_timestamp:desc', label: 'Newest listings' },
  { value: 'price:asc', label: 'Price: Low to High' },
  { value: 'price:desc', label: 'Price: High to Low' },
  { value: 'year:desc', label: 'Year: Newest first' },
];

/** spec §2 the price-range slider, with its button that searches by price, highest first */
export const priceFacet: FacetDefinition = {
  attribute: 'price',
  label: 'Price',
  kind: 'range',
  step: 500,
  roundTo: 1000,
  format: 'aud',
  defaultBounds: [5_000, 250_000],
  highestFirstLabel: 'Search Price: High to Low',
};

/** spec §9 'Slider default 0 to 100000': a slider's bounds when the stock gives none. */
export const SLIDER_DEFAULT_BOUNDS = [0, 100_000] as const;

// spec §2, §3 facet attributes, §9 limits
export const carFacets: readonly FacetDefinition[] = [
  { attribute: 'make', label: 'Make', kind: 'list', limit: 7, control: 'makeCards' },
  { attribute: 'model', label: 'Model', kind: 'list', limit: 30, control: 'makeModels' },
  { attribute: 'body', label: 'Body Type', kind: 'list', tiles: true },
  priceFacet,
  {
    attribute: 'km',
    label: 'Kilometres',
    kind: 'range',
    step: 1000,
    roundTo: 1000,
    format: 'km',
    defaultBounds: SLIDER_DEFAULT_BOUNDS,
  },
  { attribute: 'year', label: 'Year', kind: 'range', step: 1, roundTo: 1, format: 'number' },
  { attribute: 'car_type', label: 'Condition', kind: 'list' },
  { attribute: 'fuel', label: 'Fuel Type', kind: 'list' },
  { attribute: 'transmission', label: 'Transmission', kind: 'list' },
  { attribute: 'drive', label: 'Drive Type', kind: 'list' },
  { attribute: 'colour', label: 'Colour', kind: 'list' },
  {
    attribute: 'seats',
    label: 'Seats',
    kind: 'list',
    control: 'select',
    valueLabel: '{value} seats',
  },
  { attribute: 'city', label: 'City', kind: 'list', limit: 20 },
  { attribute: 'location_name', label: 'Location', kind: 'list' },
  { attribute: 'dealership_name', label: 'Dealership', kind: 'list', limit: 40 },
  { attribute: 'tag', label: 'Tag', kind: 'list' },
  { attribute: 'badge', label: 'Badge', kind: 'list' },
];

export const caravanFacets: readonly FacetDefinition[] = [
  { attribute: 'make', label: 'Make', kind: 'list', limit: 7, control: 'makeCards' },
  { attribute: 'model', label: 'Model', kind: 'list', limit: 30, control: 'makeModels' },
  { attribute: 'body', label: 'Type', kind: 'list', tiles: true },
  priceFacet,
  { attribute: 'year', label: 'Year', kind: 'range', step: 1, roundTo: 1, format: 'number' },
  {
    attribute: 'sleeps',
    label: 'Sleeps',
    kind: 'list',
    control: 'select',
    valueLabel: 'Sleeps {value}',
  },
  { attribute: 'car_type', label: 'Condition', kind: 'list' },
  // spec §2 search filters city, dealership and badge: where the site has more than one
  { attribute: 'city', label: 'City', kind: 'list', limit: 20, onlyWithSeveralValues: true },
  { attribute: 'location_name', label: 'Location', kind: 'list' },
  {
    attribute: 'dealership_name',
    label: 'Dealership',
    kind: 'list',
    limit: 40,
    onlyWithSeveralValues: true,
  },
  { attribute: 'tag', label: 'Tag', kind: 'list' },
  { attribute: 'badge', label: 'Badge', kind: 'list', onlyWithSeveralValues: true },
];

/** What each vehicle kind brings by default: wording, facets, sorts and demo tags. */
export const vehicleKindDefaults = {
  car: {
    vehicle: { kind: 'car', noun: 'Cars', singular: 'car' },
    facets: carFacets,
    sorts: [...baseSorts, { value: 'km:asc', label: 'Kilometres: Low to High' }],
    tags: ['Low Kms', 'One Owner', 'Log Books', 'Clearance', 'Drive Away', 'Test Drive Only'],
  },
  caravan: {
    vehicle: { kind: 'caravan', noun: 'Caravans', singular: 'caravan' },
    facets: caravanFacets,
    sorts: baseSorts,
    tags: ['Off Road', 'Family Van', 'Clearance', 'Ex-Hire'],
  },
} as const satisfies Record<
  VehicleKind,
  {
    vehicle: VehicleWording;
    facets: readonly FacetDefinition[];
    sorts: readonly SortOption[];
    tags: readonly string[];
  }
>;
