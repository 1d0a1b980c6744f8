import 'server-only';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  CarImage,
  CarVariant,
  CaravanSpecifications,
  FinanceLender,
  FinanceProvider,
  OpeningHour,
  Address,
} from '../domain/entities';

// The data the platform owns. Site configuration lives in @dealer/site-config; stock and
// locations are keyed by dealership, and a site sees the dealerships its config lists.

export const dealerships = pgTable('dealerships', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  make: text('make'),
});

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    primary: boolean('primary').notNull().default(false),
    locationType: text('location_type').notNull(),
    locationSubtype: jsonb('location_subtype').$type<string[]>().notNull(),
    manufacturers: jsonb('manufacturers').$type<string[]>().notNull(),
    visible: boolean('visible').notNull().default(true),
    dealerLicenseNumber: text('dealer_license_number'),
    motorVehicleRepairer: text('motor_vehicle_repairer'),
    image: jsonb('image').$type<{ url: string; thumbUrl: string } | null>(),
    averageRating: doublePrecision('average_rating'),
    reviewCount: integer('review_count').notNull().default(0),
    distributionLocations: jsonb('distribution_locations').$type<string[]>().notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    phone: text('phone').notNull(),
    landlinePhone: text('landline_phone'),
    timezone: text('timezone').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHour[]>().notNull(),
  },
  (t) => [
    index('locations_dealership_idx').on(t.dealershipId),
    uniqueIndex('locations_slug_idx').on(t.slug),
  ],
);

/** New car ids: a sequence, so two imports at once (of one site or two) never hand out one id. */
export const carIds = pgSequence('car_ids', { startWith: 1 });

export const cars = pgTable(
  'cars',
  {
    // from the car_ids sequence (newCarIds), so imports running at once never share an id
    id: integer('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    stocknum: text('stocknum').notNull(),
    vin: text('vin'),
    nvic: text('nvic'),
    status: text('status').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    carType: text('car_type').notNull(),
    itemType: text('item_type').notNull(),
    tag: text('tag'),
    // spec §4 a reserved car: the dealer's word (the feed's or the stock API's reserved flag) or
    // a live online hold (set only by the reservations); the car shows Reserved while either
    // says so, and neither writer can clear the other's
    dealerReserved: boolean('dealer_reserved').notNull().default(false),
    reservationHeld: boolean('reservation_held').notNull().default(false),
    reserved: boolean('reserved')
      .notNull()
      .generatedAlwaysAs(sql`dealer_reserved or reservation_held`),
    certified: boolean('certified').notNull().default(false),
    preorder: boolean('preorder').notNull().default(false),
    make: text('make').notNull(),
    model: text('model').notNull(),
    badge: text('badge'),
    series: text('series'),
    body: text('body').notNull(),
    simpleBody: text('simple_body').notNull(),
    fuel: text('fuel').notNull(),
    simpleFuel: text('simple_fuel').notNull(),
    drive: text('drive').notNull(),
    colour: text('colour').notNull(),
    interiorColour: text('interior_colour'),
    transmission: text('transmission').notNull(),
    simpleTransmission: text('simple_transmission').notNull(),
    km: integer('km').notNull(),
    year: integer('year').notNull(),
    price: integer('price').notNull(),
    priceType: text('price_type'),
    beforePrice: integer('before_price'),
    offerPrice: integer('offer_price'),
    subscriptionPrice: integer('subscription_price'),
    seats: integer('seats'),
    doors: integer('doors'),
    regplate: text('regplate'),
    regoExpiry: date('rego_expiry', { mode: 'string' }),
    complianceDate: text('compliance_date'),
    buildDate: text('build_date'),
    engineSize: text('engine_size'),
    views: integer('views').notNull().default(0),
    historyReportUrl: text('history_report_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    privateSuburb: text('private_suburb'),
    privatePostcode: text('private_postcode'),
    /** spec §3 carsales_title: the dealer system's listing title; null: made from the car */
    carsalesTitle: text('carsales_title'),
    images: jsonb('images').$type<CarImage[]>().notNull(),
    dealerComments: text('dealer_comments'),
    standardEquipment: jsonb('standard_equipment').$type<string[]>().notNull(),
    showOnDealerWebsite: boolean('show_on_dealer_website').notNull().default(true),
    paymentProcessors: jsonb('payment_processors').$type<string[]>().notNull(),
    financeLenders: jsonb('finance_lenders')
      .$type<Partial<Record<FinanceProvider, FinanceLender>>>()
      .notNull(),
    autograb: jsonb('autograb').$type<{
      stateAverageMarketPrice: number | null;
      averageMarketPrice: number | null;
    } | null>(),
    youxQuote: jsonb('youx_quote').$type<{
      weeklyRepaymentAmount: number;
      advertisedRate: number;
      comparisonRate: number;
    } | null>(),
    specifications: jsonb('specifications').$type<CaravanSpecifications | null>(),
    variant: jsonb('variant').$type<CarVariant | null>(),
  },
  (t) => [
    index('cars_dealership_status_idx').on(t.dealershipId, t.status),
    uniqueIndex('cars_dealership_slug_idx').on(t.dealershipId, t.slug),
    uniqueIndex('cars_dealership_stocknum_idx').on(t.dealershipId, t.stocknum),
  ],
);

/**
 * Every write to a car, in order: each app process follows it (from its last id) to refresh the
 * search of the sites that show the car and to drop the cached pages that showed it, whichever
 * process made the write. `tx` is the writing transaction's id: a follower reads whole
 * transactions, in that order, only once every earlier one has ended (committed or not), so a long
 * write that commits after a later one is never skipped.
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    dealershipId: integer('dealership_id').notNull(),
    carId: integer('car_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stock_changes_tx_idx').on(t.tx)],
);

/** Which demo dataset version is loaded for which site (idempotent seeding). */
export const demoLoads = pgTable('demo_loads', {
  siteSlug: text('site_slug').primaryKey(),
  version: integer('version').notNull(),
  carCount: integer('car_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull(),
});

/**
 * Leads: committed before the shopper is told 'sent'. No foreign key to cars (stock comes and
 * goes; a lead stays): the car as it was is kept in `vehicle`.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(), // lead_id, a UUID
    siteSlug: text('site_slug').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    form: text('form').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    locationId: integer('location_id'),
    carId: integer('car_id'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    vehicle: jsonb('vehicle').$type<Record<string, unknown> | null>(),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    url: text('url'),
    userAgent: text('user_agent'),
    ipHash: text('ip_hash'),
    /** a hash of the submitted form: a reused Idempotency-Key with another body is refused */
    bodyHash: text('body_hash'),
    /** spec §7 POST /api/miscellaneous column_name 'valuation': a trade-in's valuation, saved */
    valuation: jsonb('valuation').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('leads_site_idempotency_idx').on(t.siteSlug, t.idempotencyKey),
    index('leads_site_created_idx').on(t.siteSlug, t.createdAt),
  ],
);

/** The delivery outbox: one row per lead and destination, retried with backoff until sent. */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: text('id').primaryKey(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id),
    destination: text('destination').notNull(), // 'adf-folder' | 'webhook'
    target: text('target').notNull(), // folder or URL
    status: text('status').notNull(), // 'pending' | 'delivered' | 'failed' (attempts used up)
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** the delivery loop that is sending it, until when: no other loop may take it meanwhile */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [index('lead_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);

/** spec §3 phone reveal record: a shopper revealed a location's number on a car's page. */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id').notNull(),
    carId: integer('car_id').notNull(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_reveals_site_car_idx').on(t.websiteId, t.carId)],
);

/**
 * spec §3 Offer: a dealership's special offer. A site lists the offers of its dealerships except
 * those whose excluded_website_ids name it (spec §5). The description is the dealer's HTML, kept
 * as entered and made safe when shown.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    disclaimer: text('disclaimer'),
    category: text('category'),
    imageUrl: text('image_url'),
    modelName: text('model_name'),
    modelSlug: text('model_slug'),
    modelOverrideUrl: text('model_override_url'),
    manufacturer: text('manufacturer'),
    excludedWebsiteIds: jsonb('excluded_website_ids').$type<number[]>().notNull().default([]),
    /** the offer asks to be the home page's popup (spec §4) */
    popup: boolean('popup').notNull().default(false),
    /** the offer's last day (in the site's day); null: open-ended */
    expiresOn: date('expires_on', { mode: 'string' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('offers_dealership_idx').on(t.dealershipId, t.position)],
);

/** spec §3 Review: a customer's review of a location, and the dealer's reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    text: text('text'),
    rating: integer('rating').notNull(),
    reviewDate: timestamp('review_date', { withTimezone: true }).notNull(),
    replyText: text('reply_text'),
    replyDate: timestamp('reply_date', { withTimezone: true }),
    imageUrl: text('image_url'),
  },
  (t) => [index('reviews_location_date_idx').on(t.locationId, t.reviewDate)],
);

/** spec §3 Model: a manufacturer's model range, shown by its franchise sites (spec §2). */
export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey(),
    manufacturer: text('manufacturer').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** the mega-menu body categories it is listed under */
    categories: jsonb('categories').$type<string[]>().notNull(),
    /** on_sale, coming_soon or discontinued */
    status: text('status').notNull(),
    allNew: boolean('all_new').notNull().default(false),
    overrideUrl: text('override_url'),
    imageUrl: text('image_url'),
    tagline: text('tagline').notNull().default(''),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    fromPrice: integer('from_price'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('models_manufacturer_slug_idx').on(t.manufacturer, t.slug)],
);

export type ModelRow = typeof models.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

export type LeadRow = typeof leads.$inferSelect;
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;

export type CarRow = typeof cars.$inferSelect;
export type NewCarRow = typeof cars.$inferInsert;
export type LocationRow = typeof locations.$inferSelect;

/** Secrets the app makes for itself on first use (e.g. the key of the lead IP hashes). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * spec §2/§9 reservations: a shopper's deposit holding a car for the site's holdHours. At most one
 * reservation holds a car (held or confirmed): a partial unique index makes the second of two
 * simultaneous reservations fail. One row per attempt, keyed by the attempt's idempotency key.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: text('id').primaryKey(), // a UUID: the shopper's reference
    siteSlug: text('site_slug').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    carId: integer('car_id').notNull(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    state: text('state').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    /** the payment provider ('dealer': pay at the dealer; 'stripe') and its payment's id */
    provider: text('provider').notNull(),
    paymentRef: text('payment_ref'),
    leadId: text('lead_id'),
    /** the shopper's contact details as the checkout took them */
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull(),
    holdHours: integer('hold_hours').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /**
     * the shopper's proof: the confirmation link carries it, and only with it (or the shopper's
     * signed-in session) is the reservation shown or cancelled
     */
    accessToken: text('access_token'),
    /** who asked (the client as the limits count it): for the limits on holds without a deposit */
    client: text('client'),
    /** when the online deposit arrived (its payment matched the one this reservation started) */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * the refund outbox: a deposit owed back is tried again at refundDueAt until it goes through
     * (refundAttempts so far, the last refusal in refundError); null when nothing is owed
     */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundError: text('refund_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reservations_refund_due_idx').on(t.refundDueAt),
    uniqueIndex('reservations_site_idempotency_idx').on(t.siteSlug, t.idempotencyKey),
    uniqueIndex('reservations_car_holding_idx')
      .on(t.carId)
      .where(sql`${t.state} in ('held', 'confirmed')`),
    index('reservations_state_until_idx').on(t.state, t.heldUntil),
    index('reservations_site_created_idx').on(t.siteSlug, t.createdAt),
  ],
);

/**
 * Every change to a reservation, with its time and actor (the shopper, the dealer by name, the
 * platform, the payment provider). A provider's event is applied once: its id is unique here.
 */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    note: text('note'),
    providerEventId: text('provider_event_id'),
  },
  (t) => [
    index('reservation_events_reservation_idx').on(t.reservationId, t.id),
    uniqueIndex('reservation_events_provider_event_idx').on(t.providerEventId),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationEventRow = typeof reservationEvents.$inferSelect;

/**
 * spec §3 Watchlist entry: a car a signed-in shopper saved on a site (spec §4 watchlist). An
 * account belongs to one site, so an entry is the site's, the user's and the car's, once. No
 * foreign key to the car: a stock reload replaces a dealership's cars, and an entry of a car
 * that went away is simply not listed.
 */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteSlug: text('site_slug').notNull(),
    userId: text('user_id').notNull(),
    carId: integer('car_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('watchlist_entries_site_user_car_idx').on(t.siteSlug, t.userId, t.carId)],
);

export type WatchlistEntryRow = typeof watchlistEntries.$inferSelect;

// Shopper accounts (spec §6 signed-in user, identified by phone): the authentication library's
// user, session, account and verification records. An account belongs to one site: every row
// carries its site, every read and write is scoped to it, and the unique keys are per site (the
// same mobile number is two accounts on two dealers' sites). The field names are the library's.

/** A shopper's account on a site: the mobile number they signed in with (E.164). */
export const shopperUsers = pgTable(
  'shopper_users',
  {
    id: text('id').primaryKey(),
    siteSlug: text('site_slug').notNull(),
    name: text('name').notNull(),
    /** the library asks for one; a phone sign-in gets a placeholder address of the site's */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shopper_users_site_email_idx').on(t.siteSlug, t.email),
    uniqueIndex('shopper_users_site_phone_idx').on(t.siteSlug, t.phoneNumber),
  ],
);

/** A signed-in browser: the token its session cookie carries, until it expires. */
export const shopperSessions = pgTable(
  'shopper_sessions',
  {
    id: text('id').primaryKey(),
    siteSlug: text('site_slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shopper_sessions_site_token_idx').on(t.siteSlug, t.token),
    index('shopper_sessions_user_idx').on(t.userId),
  ],
);

/** How an account signs in (the library's account record; a phone sign-in needs none). */
export const shopperAccounts = pgTable(
  'shopper_accounts',
  {
    id: text('id').primaryKey(),
    siteSlug: text('site_slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shopper_accounts_site_provider_idx').on(t.siteSlug, t.providerId, t.accountId),
    index('shopper_accounts_user_idx').on(t.userId),
  ],
);

/** A one-time code waiting to be entered: its value and attempts, until it expires. */
export const shopperVerifications = pgTable(
  'shopper_verifications',
  {
    id: text('id').primaryKey(),
    siteSlug: text('site_slug').notNull(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shopper_verifications_site_identifier_idx').on(t.siteSlug, t.identifier)],
);

/** Every sign-in code sent, for the resend limit (per site and mobile number). */
export const shopperCodeSends = pgTable(
  'shopper_code_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteSlug: text('site_slug').notNull(),
    phoneNumber: text('phone_number').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shopper_code_sends_site_phone_idx').on(t.siteSlug, t.phoneNumber, t.sentAt)],
);

export type ShopperUserRow = typeof shopperUsers.$inferSelect;

/**
 * A search a signed-in shopper saved on a site (its path and refinements, as the search page
 * normalises them), with the alerts they chose: by SMS to the account's mobile, by email, or
 * none. The unsubscribe token turns the alerts off from a message's link; `checked_at` is when
 * the stock was last compared (null: the next check only records it), `last_alerted_at` when
 * the last digest went (at most one a day).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteSlug: text('site_slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the search's path, e.g. /search/toyota/rav4 */
    path: text('path').notNull(),
    /** its refinements as the address's query, without '?' ('' for none) */
    query: text('query').notNull().default(''),
    /** 'sms', 'email' or 'none' */
    channel: text('channel').notNull(),
    email: text('email'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_searches_site_user_address_idx').on(t.siteSlug, t.userId, t.path, t.query),
    uniqueIndex('saved_searches_unsubscribe_token_idx').on(t.unsubscribeToken),
    index('saved_searches_site_channel_idx').on(t.siteSlug, t.channel),
  ],
);

/**
 * The email addresses a shopper gave for saved search alerts on a site, each confirmed by the
 * link of the email that asked (alerts go only to a confirmed address).
 */
export const alertEmails = pgTable(
  'alert_emails',
  {
    siteSlug: text('site_slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    /** lower-case */
    email: text('email').notNull(),
    /** the confirmation link's key */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when the last confirmation email was sent, and how many were */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sends: integer('sends').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteSlug, t.userId, t.email] }),
    uniqueIndex('alert_emails_token_idx').on(t.token),
  ],
);
export type AlertEmailRow = typeof alertEmails.$inferSelect;

/** The cars a saved search matched when it was last checked, each with its price (AUD). */
export const savedSearchSnapshots = pgTable(
  'saved_search_snapshots',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    carId: integer('car_id').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.carId] })],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * spec §3 Favourite, §4 favourites (garage): the cars a signed-in shopper favourited on a site,
 * kept in the account as well as the browser (the browser's list is merged in on signing in),
 * once per site, user and car. As with the watchlist, no foreign key to the car: a stock reload
 * replaces a dealership's cars, and a favourite of a car that went away is simply not shown.
 */
export const shopperFavourites = pgTable(
  'shopper_favourites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteSlug: text('site_slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    carId: integer('car_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('shopper_favourites_site_user_car_idx').on(t.siteSlug, t.userId, t.carId)],
);

export type ShopperFavouriteRow = typeof shopperFavourites.$inferSelect;

/**
 * spec §2 /spin-to-win: each signed-in shopper's one spin of a site's promotion, the slot it
 * landed on and, for a prize, the code the shopper claims it with. The key makes a second spin
 * of the same promotion impossible; the count of a slot's rows is how many of it were won.
 */
export const promotionSpins = pgTable(
  'promotion_spins',
  {
    siteSlug: text('site_slug').notNull(),
    promotionId: text('promotion_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    slotId: text('slot_id').notNull(),
    /** what the slot said when it was won (the config may change later) */
    label: text('label').notNull(),
    wins: boolean('wins').notNull(),
    /** the claim code of a prize; null for a slot that wins nothing */
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteSlug, t.promotionId, t.userId] }),
    index('promotion_spins_slot_idx').on(t.siteSlug, t.promotionId, t.slotId),
  ],
);
export type PromotionSpinRow = typeof promotionSpins.$inferSelect;

/**
 * The abuse limits' token buckets when several app processes share one PostgreSQL database
 * (runtime/abuse-limits): one row per limit and key (a client's address and site, a site, a
 * mobile number), its tokens left at `at` (milliseconds since 1970) and whether the last take
 * was allowed. Rows not touched for a day are dropped as new takes are made.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_limit_buckets_at_idx').on(t.at)],
);

/** The cars a visitor viewed on a day (spec §7 view count), shared by an app's processes. */
export const recentViews = pgTable(
  'recent_views',
  {
    key: text('key').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('recent_views_day_idx').on(t.day)],
);
