import { z } from 'zod';
import {
  homeBlockIds,
  optionalMenuItemIds,
  templateNames,
  type HomeBlockId,
  type OptionalMenuItemId,
  type TemplateName,
} from '@dealer/template-profiles';
import { enquiryCategories, gatedRouteNames, myPageNames } from './names';

// spec §3 'Site configuration' and every per-site switch of the spec, with the spec's defaults.
// Grouped so a reader finds them: identity, features, search, content, forms, leads, theme.

/** The registered templates (their profiles live in @dealer/template-profiles). */
export const templates = templateNames;
export { type TemplateName };
export { homeBlockIds, type HomeBlockId };
export { optionalMenuItemIds, type OptionalMenuItemId };

export const carTypeKeys = ['new', 'demo', 'used'] as const;
export const radiusScales = ['none', 'small', 'medium', 'large'] as const;
export const fontChoices = ['system', 'humanist', 'geometric', 'serif'] as const;
export const densities = ['compact', 'standard', 'spacious'] as const;
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens');
const urlSchema = z.url();
const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');
const phoneSchema = z.string().regex(/^[0-9 +()]{8,20}$/, 'must be a phone number');
const isoDateSchema = z.iso.date();

export const dealershipSchema = z.object({
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string().min(1),
  /** spec §3 dealership_websites (make) */
  make: z.string().nullable().default(null),
});

export {
  enquiryCategories,
  gatedRouteNames,
  myPageNames,
  type GatedRouteName,
  type MyPageName,
} from './names';

export const featuresSchema = z.object({
  /** spec §4 Watchlist: save/remove for signed-in users. */
  watchlist: z.boolean().default(false),
  /** spec §4 Favourites (garage), stored locally. */
  favourites: z.boolean().default(true),
  compare: z.boolean().default(false),
  /** spec §2 'Instant Message' chat replaces Enquire Now. */
  chatInsteadOfEnquire: z.boolean().default(false),
  /**
   * spec §9 'Chat assistant for service and parts disabled on non-special deployments': the
   * service and parts pages offer the site's chat (its `chat` provider) beside their forms; off
   * by default, and only where a provider is configured
   */
  serviceChatAssistant: z.boolean().default(false),
  /** spec §2/§9 reserve online: deposit default $200, holds 48 hours. */
  reserve: z
    .object({
      enabled: z.boolean().default(false),
      depositAmount: z.number().int().nonnegative().default(200),
      holdHours: z.number().int().positive().default(48),
      /** spec §2 '/buy-online' on one brand instead of '/checkout' */
      checkoutPath: z.enum(['checkout', 'buy-online']).default('checkout'),
    })
    .prefault({}),
  /** spec §2 Call Now number chosen by car type when configured. */
  callNowByCarType: z.partialRecord(z.enum(carTypeKeys), phoneSchema).nullable().default(null),
  /** spec §4 Authentication: default off. */
  authentication: z.boolean().default(false),
  /**
   * spec §2 gated routes: which of the per-site gated pages need a signed-in shopper (with
   * authentication on; /online-payment, /my-garage and the my-* pages always do).
   */
  gatedRoutes: z.array(z.enum(gatedRouteNames)).default([]),
  /**
   * spec §2 the site's my-* page (a signed-in shopper's own page for the dealer group's brand:
   * saved cars, saved searches, reservations and enquiries), with authentication on; the other
   * my-* addresses are not found.
   */
  myPage: z.enum(myPageNames).nullable().default(null),
  /** spec §3 offers_subscription: subscription price shown first. */
  subscriptionOffers: z.boolean().default(false),
  /** spec §2 'Only show Toyota Certified Vehicles' switch on search. */
  certifiedOnlySwitch: z.boolean().default(false),
  /** spec §4 Certified badge feature. */
  certifiedBadge: z.boolean().default(false),
  /** spec §5 trade-in button rule. */
  tradeIn: z.boolean().default(true),
  /** spec §5 finance estimate (autograb) panel. */
  financeEstimate: z.boolean().default(false),
  /** spec §2 mobile sticky bar with Call Now and Enquire Now. */
  mobileStickyBar: z
    .object({
      enabled: z.boolean().default(false),
      hideWhenClosed: z.boolean().default(false),
    })
    .prefault({}),
  /** spec §3 vdp_config.show_map_section */
  mapSection: z.boolean().default(true),
  /** spec §7 view.json count shown on the vehicle page. */
  showViewCount: z.boolean().default(false),
  /** spec §5 past rego shows 'Unregistered' (else hidden). */
  showUnregistered: z.boolean().default(false),
  /** spec §4 tag precedence step 1: Electric/Hybrid/PHEV fuel tag. */
  fuelTag: z.boolean().default(false),
  /** spec §2 Toyota Service Advantage panel. */
  serviceAdvantage: z.boolean().default(false),
  /** spec §5 save and compare hidden for price 0 or no images. */
  hideSaveForNoPriceOrImages: z.boolean().default(false),
});

export const stockRuleSchema = z.object({
  /** spec §4: sold cars stay visible this many days after sale (default 3). */
  soldWithinDays: z.number().int().nonnegative().default(3),
  usedOnly: z.boolean().default(false),
  inStockOnly: z.boolean().default(false),
  excludedStockNumbers: z.array(z.string()).default([]),
  /** new vehicles of these makes are excluded */
  excludeNewMakes: z.array(z.string()).default([]),
  requirePhotos: z.boolean().default(false),
  excludeTags: z.array(z.string()).default([]),
});

export const promoCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  href: z.string(),
  imageUrl: z.string().nullable().default(null),
  start: isoDateSchema,
  expiry: isoDateSchema,
  /** 1-based result positions */
  positions: z.array(z.number().int().positive()).min(1),
  /** spec §3 promo node `display`, §4 'per car type': the car types the card shows for */
  display: z
    .array(z.enum(carTypeKeys))
    .min(1)
    .default([...carTypeKeys]),
  /**
   * spec §3 promo node `strictDisplay`: the card shows only on a search whose every car type is
   * one it displays for (a used-car card not on a search of all stock); otherwise it shows on a
   * search holding any of them
   */
  strictDisplay: z.boolean().default(false),
});

export const searchSchema = z.object({
  /** spec §3 search_filters: Meilisearch filter expressions ANDed on the server */
  searchFilters: z.array(z.string()).default([]),
  /**
   * spec §9 search filter presets: quick filters, each a search of the site ('Under $20,000' at
   * /search?price=:20000), shown as the search filters' section at index 4
   */
  filterPresets: z
    .array(
      z
        .object({
          label: z.string().trim().min(1).max(40),
          href: z
            .string()
            .regex(
              /^\/search(?:\/[a-z0-9-]+)?(?:\?[^#\s]*)?$/,
              'must be a search of the site (/search or /search/{path}, with its query)',
            ),
        })
        .strict(),
    )
    .max(8)
    .default([]),
  stockRule: stockRuleSchema.prefault({}),
  defaultSort: z.string().default('created_at_timestamp:desc'),
  /** spec §5 price ascending sort excludes price 0 on some sites */
  priceAscendingExcludesZero: z.boolean().default(false),
  promoCards: z.array(promoCardSchema).default([]),
  hitsPerPage: z.number().int().positive().max(100).default(21),
  /** spec §9 facet visible limit (makes) */
  visibleMakes: z.number().int().positive().default(7),
  popularMakes: z.array(z.string()).default([]),
  /**
   * spec §2 the fleet card among the results, at this 1-based result position, its 'Get In
   * Touch' to the site's fleet page (shown only where the site has one); null: none
   */
  fleetCard: z
    .object({
      position: z.number().int().positive().default(6),
      heading: z.string().trim().min(1).default('Fleet Sales'),
      description: z.string().trim().min(1).nullable().default(null),
    })
    .nullable()
    .default(null),
});

export const socialSchema = z.object({
  facebook: urlSchema.nullable().default(null),
  instagram: urlSchema.nullable().default(null),
  youtube: urlSchema.nullable().default(null),
  linkedin: urlSchema.nullable().default(null),
  tiktok: urlSchema.nullable().default(null),
});

/**
 * spec §2 the locations block: the site's visible locations the filter picks (primary, sales,
 * service, parts, service-and-parts, all, or one location's id; then only those selling one of
 * the makes, of one of the subtypes, not excluded, and of the selected ids where listed), each
 * street address once. One place shows its details and hours; several a grid of cards, dark
 * where the site asks.
 */
export const locationsBlockSchema = z.object({
  kind: z.literal('locations'),
  /** the block's heading; none: 'Our Locations' */
  heading: z.string().trim().min(1).optional(),
  filter: z
    .union([
      z.enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']),
      z.number().int().positive(),
    ])
    .default('all'),
  manufacturers: z.array(z.string().trim().min(1)).default([]),
  subtypes: z.array(z.string().trim().min(1)).default([]),
  exclude: z.array(z.number().int().positive()).default([]),
  selected: z.array(z.number().int().positive()).default([]),
  variant: z.enum(['standard', 'dark']).default('standard'),
});

/**
 * A block of a content page: a heading, a paragraph, a list, a list of links or the site's
 * locations.
 */
export const contentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string().min(1) }),
  z.object({ kind: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ kind: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
  z.object({
    kind: z.literal('links'),
    items: z.array(z.object({ label: z.string().min(1), href: z.string().min(1) })).min(1),
  }),
  locationsBlockSchema,
]);

/**
 * A content page of the site (spec §2 /privacy-policy, /about-us, /pages/*...): its path, title,
 * description and blocks. It replaces the platform's default page at the same path; `hidden`
 * takes a default page away.
 */
export const contentPageSchema = z.object({
  path: z.string().regex(/^(\/[a-z0-9-]+)+$/, 'A path like /about-us or /pages/visit-us'),
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  blocks: z.array(contentBlockSchema).optional(),
  hidden: z.boolean().default(false),
});

/** A picture a site's config names: an https address (its photo hosts) or a path of the site. */
const bannerImageSchema = z
  .string()
  .regex(/^(https:\/\/|\/(?!\/))\S+$/, 'must be an https:// address or a path of the site');

/**
 * spec §3 Manufacturer (id, name, logo url, body variants manufacturer_body, _body2, _body3): a
 * make the site shows, with its logo on the make filter cards (an https address or a path of the
 * site, like /media/logo/toyota.svg); a make not listed, or listed without a logo, shows its
 * drawn initials.
 */
export const manufacturerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1),
  logoUrl: bannerImageSchema.nullable().default(null),
  /** the manufacturer's body names (manufacturer_body, manufacturer_body2, manufacturer_body3) */
  bodies: z.array(z.string().trim().min(1)).max(3).default([]),
});

export const contentSchema = z.object({
  /** the site's content pages, over the platform's defaults */
  pages: z.array(contentPageSchema).default([]),
  /**
   * spec §9 the banner across the top of these page kinds: a picture's https address or a path
   * of the site; a kind left out has the platform's drawn default
   */
  banners: z
    .object({
      offers: bannerImageSchema,
      finance: bannerImageSchema,
      contact: bannerImageSchema,
      fleet: bannerImageSchema,
      parts: bannerImageSchema,
      blog: bannerImageSchema,
    })
    .partial()
    .default({}),
  /** spec §4 no-price text */
  noPriceText: z.string().default('Enquire for price.'),
  /** spec §3 specifications.sold_tag_name */
  soldTagName: z.string().default('JUST SOLD'),
  /** spec §3 specifications.just_arrived_days / just_arrived_tag_name */
  justArrivedDays: z.number().int().nonnegative().default(8),
  justArrivedTagName: z.string().default('New'),
  social: socialSchema.prefault({}),
  /** spec §2 footer: licence numbers with labels DL, CL, MRB (spec §9) */
  licences: z
    .object({
      dealerLicence: z.string().nullable().default(null),
      carLicence: z.string().nullable().default(null),
      motorRepairer: z.string().nullable().default(null),
    })
    .prefault({}),
  /** spec §9 complaints notice lists regulators of these states */
  complaintStates: z.array(z.enum(australianStates)).default([]),
  tagline: z.string().default(''),
  poweredBy: z.string().default('Dealer Platform'),
  /** stock types shown in the vehicle-type wording, e.g. 'Cars', 'Caravans' */
  vehicleNoun: z.string().default('Cars'),
});

/**
 * spec §2 an /enquiries/{slug} page of the site's navigation (/enquiries/new-vehicle-enquiry):
 * its heading, its words and the form it shows (with the general enquiry's category chosen).
 */
export const enquiryPageSchema = z.object({
  slug: slugSchema,
  title: z.string().min(1),
  intro: z.string().min(1),
  form: z.enum(['general-enquiry', 'test-drive', 'fleet', 'service', 'parts']),
  /** the category a general enquiry starts with; null: the form's default */
  category: z.enum(enquiryCategories).nullable().default(null),
});

export const formsSchema = z.object({
  /** spec §2 the site's /enquiries/* pages */
  enquiryPages: z
    .array(enquiryPageSchema)
    .refine((pages) => new Set(pages.map((p) => p.slug)).size === pages.length, {
      message: 'must name each page once',
    })
    .default([]),
  /**
   * spec §4 'Multi-step enquiry': the vehicle page's enquiry asked in steps ('Your enquiry', then
   * 'Your details'), whose success keeps the car and goes to /success
   */
  multiStepEnquiry: z.boolean().default(false),
  messageOptional: z.boolean().default(false),
  hideOptIn: z.boolean().default(false),
  requireTerms: z.boolean().default(false),
  /**
   * spec §3 form submission `additional_services`: the extra services the service enquiry
   * offers to book with the service, a box each (none: the form does not ask)
   */
  additionalServices: z.array(z.string().trim().min(1).max(60)).max(12).default([]),
  /** spec §2 dealership select: the locations the forms offer to send an enquiry to */
  dealershipSelect: z
    .object({
      /** only locations that sell this make (a group's site for one of its brands); null: any */
      make: z.string().min(1).nullable().default(null),
      /** each dealership named by its city instead of its name */
      showCity: z.boolean().default(false),
      /** a fixed list of location ids, offered in this order; empty: the site's locations */
      locationIds: z.array(z.number().int().positive()).default([]),
      /** spec §9: location ids the dealership picker never offers (one brand keeps such a list) */
      excludedLocationIds: z.array(z.number().int().positive()).default([]),
    })
    .prefault({}),
});

/** A slot of the spin-to-win wheel: a prize, or a slot that wins nothing. */
export const spinToWinSlotSchema = z.object({
  id: slugSchema,
  /** what the slot says on the wheel and in the result: '$50 fuel card', 'Better luck next time' */
  label: z.string().min(1).max(40),
  /** its chance against the other slots' weights */
  weight: z.number().int().positive(),
  /** false for a slot that wins nothing */
  wins: z.boolean().default(true),
  /** how many can be won over the promotion; null for no limit */
  quantity: z.number().int().positive().nullable().default(null),
});

/**
 * spec §2 /spin-to-win: a promotion for signed-in shoppers (the site lists 'spin-to-win' among
 * its gated routes, with authentication on), one spin each; its prize rules are these slots.
 */
export const spinToWinSchema = z.object({
  /** a new id is a new promotion: every shopper may spin once more */
  id: slugSchema,
  /** the page's heading */
  title: z.string().min(1),
  intro: z.string().min(1),
  /** the wheel: at least two slots, one of them without a limit so a spin always lands */
  slots: z
    .array(spinToWinSlotSchema)
    .min(2)
    .max(12)
    .refine((slots) => new Set(slots.map((s) => s.id)).size === slots.length, {
      message: 'must name each slot once',
    })
    .refine((slots) => slots.some((s) => s.quantity === null), {
      message: 'needs a slot without a quantity limit, so every spin lands on one',
    }),
  /** the promotion's last day (on the site's clock); null: until it is taken off */
  endsOn: isoDateSchema.nullable().default(null),
  /** how a winner claims the prize, shown with its code */
  claim: z
    .string()
    .min(1)
    .default('Show this code at the dealership within 30 days to claim your prize.'),
  terms: z.string().min(1),
});

/** spec §2/§4/§5 special offers: the offer cards and the home page's offer popup. */
export const offersSchema = z.object({
  /** spec §4 finance offers expand by default on some sites */
  financeExpanded: z.boolean().default(false),
  /** spec §4 the home page shows the current popup offer (one that asks for it) */
  popup: z.boolean().default(true),
  /**
   * spec §5: the offers (by id) this site shows although their excluded_website_ids name it, the
   * exception list one site keeps; none by default
   */
  exclusionExceptions: z.array(z.number().int().positive()).default([]),
});

/** spec §3 Review, §9 the reviews shown and where a happy customer leaves one. */
export const reviewsSchema = z.object({
  /** spec §9 reviews minimum rating: 4 by default, 3 (or another number) where a site sets it */
  minimumRating: z.number().min(1).max(5).default(4),
  /** the dealer's review page ('I had a great experience'); null: the primary location's place */
  reviewUrl: urlSchema.nullable().default(null),
});

/** The finance pages a site can offer (spec §2). */
export const financePages = [
  'finance',
  'finance-enquiry',
  'apply-for-finance',
  'car-finance',
] as const;

export const financeSchema = z.object({
  /** which of /finance, /finance-enquiry, /apply-for-finance, /car-finance the site offers */
  pages: z.array(z.enum(financePages)).default(['finance', 'finance-enquiry']),
  calculator: z
    .object({
      /**
       * spec §5 purchase price minimum: $1,000 by default, $5,000 for the provider or dealer
       * brand the site names
       */
      priceMinimum: z.union([z.literal(1000), z.literal(5000)]).default(1000),
      /**
       * spec §5 interest range: 0.5-15 by default, 7.5-14.5 for one provider, 4-20 for one
       * dealer; step 0.5
       */
      interestRange: z.enum(['standard', 'provider', 'dealer']).default('standard'),
      /** spec §9 default calculator interest: 10, 8.5 on some sites */
      defaultInterest: z.union([z.literal(10), z.literal(8.5)]).default(10),
      /**
       * spec §9 fees: none beyond what the lender data supplies; the establishment fee of 1360.5
       * of one lender type; or one dealer's fee set ($395 establishment, $6 security
       * registration, $8 monthly admin, $912.25 agency)
       */
      fees: z.enum(['lender', 'establishment', 'dealer']).default('lender'),
    })
    .prefault({}),
  /**
   * spec §9 the site's advertised finance: 'one site 6.29% p.a. (comparison 8.19%), no
   * deposit, 5 years'. Its cars' lenders quote at this rate (the demo stock is made so); null:
   * each lender's own rate.
   */
  advertisedRate: z
    .object({
      interestRate: z.number().min(0.5).max(30),
      comparisonRate: z.number().min(0.5).max(30),
      /** the deposit, as a share of the price: 0 for no deposit */
      depositPercent: z.number().min(0).max(90).default(0),
      termYears: z.number().int().min(1).max(7).default(5),
    })
    .refine((rate) => rate.comparisonRate >= rate.interestRate, {
      message: 'the comparison rate is never below the interest rate',
      path: ['comparisonRate'],
    })
    .nullable()
    .default(null),
});

/** The trade-in pages a site can offer (spec §2). */
export const tradeInPages = ['trade-in', 'sell-my-car', 'sell-your-car'] as const;

export const tradeInSchema = z.object({
  /** which of /trade-in, /sell-my-car, /sell-your-car the site offers (none: no valuation) */
  pages: z.array(z.enum(tradeInPages)).default(['trade-in']),
  /** spec §7 POST /api/miscellaneous with column_name 'valuation' (one site) */
  saveValuation: z.boolean().default(false),
});

/** A wall-clock time 'H:MM', 'HH:MM' or 'HH:MM:SS' (24-hour), kept as 'HH:MM'. */
const clockTimeSchema = z
  .string()
  .trim()
  .regex(/^(?:(?:[01]?\d|2[0-3]):[0-5]\d|24:00)(?::[0-5]\d)?$/, 'must be a 24-hour time, HH:MM')
  .transform((time) => {
    const [hours = '', minutes = ''] = time.split(':');
    return `${hours.padStart(2, '0')}:${minutes}`;
  });

/** A special-hours date: a calendar date, or an instant whose UTC calendar day is meant. */
const specialHoursDateSchema = z
  .union([isoDateSchema, z.iso.datetime({ offset: true })])
  .transform((date) => (date.length === 10 ? date : new Date(date).toISOString().slice(0, 10)));

const specialHoursStatusSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['open', 'closed']))
  .transform((status) => (status === 'open' ? ('Open' as const) : ('Closed' as const)));

const locationIdSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9]\d*$/)
    .transform(Number),
]);
const occasionSchema = z.string().trim().min(1).nullable().optional();
const optionalClockSchema = clockTimeSchema.nullable().optional();

function specialHoursEntry(entry: {
  date: string;
  locationId: number;
  status: 'Open' | 'Closed';
  open?: string | null | undefined;
  close?: string | null | undefined;
  occasion?: string | null | undefined;
}) {
  const closed = entry.status === 'Closed';
  return {
    date: entry.date,
    locationId: entry.locationId,
    status: entry.status,
    open: closed ? null : (entry.open ?? null),
    close: closed ? null : (entry.close ?? null),
    occasion: entry.occasion ?? null,
  };
}

/**
 * spec §3 'Special hours entry': date, location_id or location.id, status, start_hour or
 * hours.begin, end_hour or hours.end (and optionally the occasion's name). Both shapes, and the
 * normalised one this parses to, are accepted: { date: 'YYYY-MM-DD' (a UTC calendar date),
 * locationId, status 'Open' | 'Closed', open/close 'HH:MM' or null when closed, occasion }.
 */
export const specialHoursEntrySchema = z
  .union([
    z
      .object({
        date: specialHoursDateSchema,
        locationId: locationIdSchema,
        status: specialHoursStatusSchema,
        open: optionalClockSchema,
        close: optionalClockSchema,
        occasion: occasionSchema,
      })
      .transform(specialHoursEntry),
    z
      .object({
        date: specialHoursDateSchema,
        location_id: locationIdSchema,
        status: specialHoursStatusSchema,
        start_hour: optionalClockSchema,
        end_hour: optionalClockSchema,
        occasion: occasionSchema,
      })
      .transform(({ location_id, start_hour, end_hour, ...entry }) =>
        specialHoursEntry({ ...entry, locationId: location_id, open: start_hour, close: end_hour }),
      ),
    z
      .object({
        date: specialHoursDateSchema,
        location: z.object({ id: locationIdSchema }),
        status: specialHoursStatusSchema,
        hours: z
          .object({ begin: optionalClockSchema, end: optionalClockSchema })
          .nullable()
          .optional(),
        occasion: occasionSchema,
      })
      .transform(({ location, hours, ...entry }) =>
        specialHoursEntry({
          ...entry,
          locationId: location.id,
          open: hours?.begin,
          close: hours?.end,
        }),
      ),
  ])
  .refine(
    (entry) =>
      entry.status === 'Closed' ||
      (entry.open !== null && entry.close !== null && entry.open !== entry.close),
    { message: 'an open day needs its opening and closing times', path: ['open'] },
  );

export const hoursSchema = z.object({
  /** spec §3 special hours (public holidays), shown in 'View Holiday Hours' */
  specialHours: z.array(specialHoursEntrySchema).default([]),
  /** spec §9 a closed day may read 'By appointment only' */
  closedText: z.string().trim().min(1).default('Closed'),
  /**
   * spec §4 fortnightly weekend hours: from this Saturday on, every second Saturday shows 'By
   * Appointment Only' (e.g. '2025-06-14'); null: every Saturday keeps its hours
   */
  fortnightlyAppointmentSaturdayFrom: isoDateSchema
    .refine((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6, 'must be a Saturday')
    .nullable()
    .default(null),
});

export const leadsSchema = z.object({
  webhookUrl: urlSchema.nullable().default(null),
  adfEmail: z.email().nullable().default(null),
});

/**
 * One slide of the home page's promotions slider (spec §9 'promotions slider 540x1920'): a wide
 * picture (1920 x 540, cropped to that shape), what it says to a shopper who cannot see it, and
 * optionally a heading, a line of text and a link to a page of the site or an https address.
 */
export const promotionSlideSchema = z.object({
  /** an https address (of a photo host the site allows) or a path of the site */
  image: bannerImageSchema,
  /** the picture's text alternative; empty when the heading says all the picture does */
  alt: z.string().trim().max(150),
  heading: z.string().trim().min(1).max(80).nullable().default(null),
  text: z.string().trim().min(1).max(200).nullable().default(null),
  /** where the slide leads; a link to a page the site does not offer is left off */
  link: z
    .object({
      href: bannerImageSchema,
      label: z.string().trim().min(1).max(40),
    })
    .nullable()
    .default(null),
});

/** The home page (spec §2): its blocks in order and the stock its featured carousel shows. */
export const homeSchema = z.object({
  /** the blocks, in order; null: the template's (its profile's homeBlocks) */
  blocks: z
    .array(z.enum(homeBlockIds))
    .refine((blocks) => new Set(blocks).size === blocks.length, 'must name each block once')
    .nullable()
    .default(null),
  /**
   * the featured carousel shows the cars with this tag; null: the cars that arrived within the
   * just-arrived window (spec §3 specifications.just_arrived_days)
   */
  featuredTag: z.string().trim().min(1).nullable().default(null),
  /** spec §2 carousel 'Our Locations' */
  locationsCarousel: z
    .object({
      /** location slugs shown first, in this order; the others follow by name */
      order: z.array(slugSchema).default([]),
      /** only these location slugs; empty: every visible location */
      slugs: z.array(slugSchema).default([]),
    })
    .prefault({}),
  /**
   * the promotions slider's slides, in order (the 'promotions' block); none: no slider
   */
  promotions: z.array(promotionSlideSchema).max(10).default([]),
  /**
   * the picture behind the hero (an https address of a photo host the site allows, or a path of
   * the site), cropped to the hero's box; null: the hero on its plain surface
   */
  heroImage: bannerImageSchema.nullable().default(null),
});

/** The site's header and footer menus (spec §2). */
export const menuSchema = z.object({
  /**
   * spec §2 'Some items mandatory, some optional (Sell My Car, Express Maintenance, KINTO)': the
   * optional items of the template's menus this site shows
   */
  optionalItems: z
    .array(z.enum(optionalMenuItemIds))
    .refine((items) => new Set(items).size === items.length, 'must name each item once')
    .default([]),
  /**
   * spec §2 dropdowns: the links a header item of the template's opens, by the item's address
   * ('/about-us' for Discover), in place of the template's (an empty list: a plain link)
   */
  dropdowns: z
    .record(
      z.string().regex(/^\/[a-z0-9/-]*$/, 'must be an address of the site, like /about-us'),
      z
        .array(
          z.object({
            label: z.string().min(1).max(40),
            href: z
              .string()
              .regex(/^(\/|https:\/\/)/, 'must be an address of the site, or an https address'),
          }),
        )
        .max(12),
    )
    .default({}),
});

const httpsUrlSchema = z.url({ protocol: /^https$/, error: 'must be an https address' });

/**
 * spec §2 'Instant Message': the chat provider a site's 'Instant Message' button opens, where
 * the site turns chat on (features.chatInsteadOfEnquire). A link opens the provider's chat page
 * in a new tab ({car}, {stock_number} and {page} in it become the car's name, its stock number
 * and the page's address); a script is the provider's widget, loaded on the first press, then
 * opened by calling `open` (a global function's dotted name) where given. The site's pages may
 * reach the script's origin and the `origins` listed (its connections, frames and pictures).
 * Without one, or when the script does not load, the button opens the enquiry form.
 */
export const chatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('link'), url: httpsUrlSchema }),
  z.object({
    kind: z.literal('script'),
    src: httpsUrlSchema,
    open: z
      .string()
      .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, "must be a function's name, like Chat.open")
      .nullable()
      .default(null),
    origins: z.array(httpsUrlSchema).max(10).default([]),
  }),
]);

/**
 * spec §7 'embedded map from a maps provider': the provider of a site's maps (a location page,
 * the contact pages, the vehicle page's #vehicle-map). Each map is a static picture served by
 * the site's own image route; the provider's interactive map is loaded only when the shopper
 * presses 'View interactive map', and the site's pages may frame the provider's origin and no
 * other. `google`: the Maps Static API draws the picture (fetched by the server, with
 * `serverKey` where the site has one, else `key`) and the Maps Embed API the interactive map
 * (with `key`, which the browser sees: restrict it to the site's domains). `openstreetmap`: no
 * key; OpenStreetMap's embedded map is the interactive one and the picture is drawn by the site
 * (OpenStreetMap offers no static map service). Null: the embedded default, a map drawn by the
 * site and a 'Get Directions' link, with no provider reached at all.
 */
export const mapsSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('google'),
    key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{10,100}$/, "must be a Google Maps API key, like 'AIza...'"),
    serverKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{10,100}$/, "must be a Google Maps API key, like 'AIza...'")
      .nullable()
      .default(null),
  }),
  z.object({ provider: z.literal('openstreetmap') }),
]);

/** A host a site's photos may be loaded from: a name ('cdn.dealer.com.au') or '.dealer.com.au' for its subdomains. */
const photoHostSchema = z
  .string()
  .regex(/^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, {
    message: "must be a lower-case host name, or '.' and a domain for its subdomains",
  });

/** spec §7 image delivery, §9 image quality: how the site's pictures are served. */
export const mediaSchema = z.object({
  /** the hosts the site's feed photos may come from (https only); none: only the site's own pictures */
  photoHosts: z.array(photoHostSchema).default([]),
  /** spec §9 image quality: 75, 80 on some sites */
  imageQuality: z.number().int().min(30).max(95).default(75),
});

export const themeOverridesSchema = z.object({
  brand: z.enum(templates),
  accentColour: hexColourSchema.nullable().default(null),
  /** the body text's colour (the muted text is derived from it); null: the brand's */
  textColour: hexColourSchema.nullable().default(null),
  /** the page's colour (the sunken panels are derived from it); null: the brand's */
  surfaceColour: hexColourSchema.nullable().default(null),
  logoUrl: z.string().nullable().default(null),
  radius: z.enum(radiusScales).nullable().default(null),
  font: z.enum(fontChoices).nullable().default(null),
  /** the room between things: the spacing scale at 0.8, 1 or 1.2; null: standard */
  density: z.enum(densities).nullable().default(null),
});

export const siteSchema = z.object({
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string().min(1),
  url: urlSchema,
  /** production host names that serve this site */
  domains: z.array(z.string().min(3)).default([]),
  template: z.enum(templates),
  address: z.string().default(''),
  phone: phoneSchema.nullable().default(null),
  /** spec §3 dealership_id (primary) and dealerships */
  dealershipId: z.number().int().positive(),
  dealerships: z.array(dealershipSchema).min(1),
  /** spec §3 manufacturer (name) for franchise sites */
  manufacturer: z.string().nullable().default(null),
  /** spec §3 finance_provider */
  financeProvider: z.string().nullable().default(null),
  /** spec §5 finance hidden for these dealership ids */
  financeExcludedDealershipIds: z.array(z.number().int()).default([]),
  /** spec §3 Manufacturer: the makes the site lists with their ids, logos and body names */
  manufacturers: z
    .array(manufacturerSchema)
    .refine(
      (list) => new Set(list.map((m) => m.name.toLowerCase())).size === list.length,
      'must name each manufacturer once',
    )
    .default([]),
  /** manufacturer dealer microsite base domain (spec §2) */
  microsite: urlSchema.nullable().default(null),
  features: featuresSchema.prefault({}),
  search: searchSchema.prefault({}),
  content: contentSchema.prefault({}),
  home: homeSchema.prefault({}),
  menu: menuSchema.prefault({}),
  forms: formsSchema.prefault({}),
  offers: offersSchema.prefault({}),
  /** spec §2 /spin-to-win: the site's promotion, or null for none */
  spinToWin: spinToWinSchema.nullable().default(null),
  chat: chatSchema.nullable().default(null),
  /** spec §7 the site's maps provider; null: the embedded default (a map drawn by the site) */
  maps: mapsSchema.nullable().default(null),
  reviews: reviewsSchema.prefault({}),
  leads: leadsSchema.prefault({}),
  finance: financeSchema.prefault({}),
  tradeIn: tradeInSchema.prefault({}),
  hours: hoursSchema.prefault({}),
  media: mediaSchema.prefault({}),
  theme: themeOverridesSchema,
  /** the demo data generator's stock size for this site; null: 200 cars per dealership */
  demoStockCount: z.number().int().positive().nullable().default(null),
  /**
   * the demo stock's pictures: drawings (a few KB each), or raster photos as a dealer's feed
   * brings them (12 a car, 2400 x 1600 JPEGs of 1-3 MB, made on first use)
   */
  demoPhotos: z.enum(['drawn', 'raster']).default('drawn'),
});

export type SiteInput = z.input<typeof siteSchema>;
export type Site = z.output<typeof siteSchema>;
export type Dealership = z.output<typeof dealershipSchema>;
export type StockRule = z.output<typeof stockRuleSchema>;
export type PromoCard = z.output<typeof promoCardSchema>;
export type ThemeOverrides = z.output<typeof themeOverridesSchema>;
export type SiteHome = z.output<typeof homeSchema>;
export type PromotionSlide = z.output<typeof promotionSlideSchema>;
export type SiteMenu = z.output<typeof menuSchema>;
export type SiteOffers = z.output<typeof offersSchema>;
export type SpinToWin = z.output<typeof spinToWinSchema>;
export type EnquiryPage = z.output<typeof enquiryPageSchema>;
export type SpinToWinSlot = z.output<typeof spinToWinSlotSchema>;
export type SiteReviews = z.output<typeof reviewsSchema>;
export type SiteHours = z.output<typeof hoursSchema>;
export type SpecialHoursEntry = z.output<typeof specialHoursEntrySchema>;
export type SpecialHoursEntryInput = z.input<typeof specialHoursEntrySchema>;
export type ContentBlock = z.output<typeof contentBlockSchema>;
export type LocationsBlock = z.output<typeof locationsBlockSchema>;
export type ChatProvider = z.output<typeof chatSchema>;
export type SiteManufacturer = z.output<typeof manufacturerSchema>;
export type MapsProvider = z.output<typeof mapsSchema>;
export type ContentPageEntry = z.output<typeof contentPageSchema>;
