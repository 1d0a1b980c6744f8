import path from 'node:path';
import { getSiteBySlug, sitesOfTemplate, type Site } from '@dealer/site-config';
import { type TemplateName, type TemplateProfile } from '@dealer/template-profiles';
import {
  changedCarsOfSite,
  EmbeddedSearch,
  meilisearchConfigFromEnv,
  meilisearchSearchBackend,
  meilisearchStockPusherFromEnv,
  type SearchBackend,
} from '../search';
import {
  createDeliveryScheduler,
  createDeliveryTransport,
  createLeadService,
  type DeliveryScheduler,
  type LeadService,
} from '../services/leads';
import { openStore, type Store } from '../store';
import { attachDataDirOperator } from '../store/data-dir';
import { stockImportOperator } from '../services/stock-import/import-handoff';
import { createShopperAccounts, type ShopperAccounts } from '../services/accounts';
import { type SmsTransport, smsTransportFromEnv } from '../services/sms';
import { createPhoneCheck, type PhoneCheck } from '../services/reservations/phone-check';
import { createVariantCache, type VariantCache } from '../media/variant-cache';
import { emailTransportFromEnv } from '../services/email';
import {
  runSearchAlerts,
  type SearchAlertsReport,
  searchAlertsSchedule,
} from '../services/saved-searches/search-alerts-job';
import { paymentProviderFromEnv } from '../services/payments';
import {
  createReservationService,
  type ReservationService,
} from '../services/reservations/reservation-service';
import { tradeInLeadEnricher } from '../services/trade-in/trade-in-leads';
import { type ValuationService, valuationServiceFromEnv } from '../services/valuation';
import {
  renderCachePolicy,
  type RenderCachePolicy,
  tagsOfStockChanges,
} from './http/render-cache-policy';
import { createPolicySources } from './http/policy-sources';
import { type AbuseLimits, createAbuseLimits } from './abuse-limits';
import { createSharedBuckets } from '../store/shared-limits';
import { checkEnvironment, environmentValue } from '../command-line/environment';
import { createDocumentCache, type DocumentCache } from './document-cache';
import { createRenderCache, type RenderCache } from './render-cache';
import { createStockFollower } from './stock-follower';

// The composition root of a template app: one runtime per server process, built at start
// (the app's instrumentation.ts) from the template's profile. It owns the store, the search
// backend, the lead service and the lead delivery loop; pages and route handlers ask it for
// them. No other module keeps process state.

const DELIVERY_INTERVAL_MS = 15_000;
/** how often held cars whose hold has ended are released (spec §9 48 hours) */
const HOLD_EXPIRY_INTERVAL_MS = 60_000;

export interface AppRuntime {
  readonly profile: TemplateProfile;
  /** the sites this app serves: the sites of its template */
  readonly sites: readonly Site[];
  store(): Promise<Store>;
  /** the embedded search engine over the store's stock */
  search(): Promise<EmbeddedSearch>;
  /** what server-side searches use: Meilisearch when configured, else the embedded engine */
  searchBackend(): Promise<SearchBackend>;
  leads(): Promise<LeadService>;
  /** reservations of cars: the checkout's hold, the dealer's actions, the hold's end */
  reservations(): Promise<ReservationService>;
  /** the trade-in valuation service: the embedded demo table, or the configured valuation API */
  valuation(): Promise<ValuationService>;
  /** shopper accounts: sign-in by mobile number, one authentication instance per site */
  accounts(): Promise<ShopperAccounts>;
  /** the checkout's mobile check (a texted code) for holds without a deposit paid online */
  phoneCheck(): Promise<{ check: PhoneCheck; sms: SmsTransport }>;
  /** checks the sites' saved searches once and sends their alerts (the app does it on a timer) */
  checkSavedSearches(): Promise<SearchAlertsReport | null>;
  /** a lead was committed: deliver it soon */
  leadAccepted(): void;
  /** the rate limits of the writing and expensive routes, per client */
  readonly limits: AbuseLimits;
  /** vehicle PDFs and share pictures already made */
  readonly documents: DocumentCache;
  /** the pictures' variants and originals on disk (the image route's) */
  imageCache(): VariantCache;
  /** rendered pages kept for every shopper (null when RENDER_CACHE_MB=0) */
  readonly renderCache: RenderCache | null;
  /** which pages the render cache keeps, under which key and tags, until when */
  pagePolicy(
    site: Site,
    pathname: string,
    query: URLSearchParams,
    now: Date,
  ): Promise<RenderCachePolicy | null>;
  /** a car was written in this process: refresh search and drop cached pages now */
  stockChanged(): void;
  /** opens the store and starts the delivery loop */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Where the embedded default writes ADF documents: beside the app's data directory. */
export function leadOutboxDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LEAD_OUTBOX_DIR) return path.resolve(/*turbopackIgnore: true*/ env.LEAD_OUTBOX_DIR);
  const dataDir =
    env.DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite');
  return path.join(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), 'lead-outbox');
}

/** Where the picture variants are kept: `image-cache` beside the app's data directory. */
export function imageCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.IMAGE_CACHE_DIR) return path.resolve(/*turbopackIgnore: true*/ env.IMAGE_CACHE_DIR);
  const dataDir =
    env.DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite');
  return path.join(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), 'image-cache');
}

/** The picture cache's size from IMAGE_CACHE_MB (default 512 MB). */
export function imageCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  return Math.round(environmentValue('IMAGE_CACHE_MB', env) * 1024 * 1024);
}

/** The render cache's size from RENDER_CACHE_MB (default 96 MB); 0 turns it off. */
export function renderCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  return Math.floor(environmentValue('RENDER_CACHE_MB', env) * 1024 * 1024);
}

/** A value made once, on first use; a failure is not kept, so the next use tries again. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => {
    value ??= make().catch((error: unknown) => {
      value = null;
      throw error;
    });
    return value;
  };
}

export function createAppRuntime(profile: TemplateProfile): AppRuntime {
  const sites = sitesOfTemplate(profile.name as TemplateName);
  const store = once(() => openStore());
  // the index is built from the stock read a page at a time (the app's own thread stays free)
  const search = once(async () => {
    const { stock } = await store();
    return new EmbeddedSearch({ ...stock, listCars: stock.listCarsPaged });
  });
  const meilisearch = meilisearchConfigFromEnv();
  const searchBackend: () => Promise<SearchBackend> = meilisearch
    ? once(async () => meilisearchSearchBackend(meilisearch))
    : search;
  let scheduler: DeliveryScheduler | null = null;
  // the abuse limits' buckets, in the database when the processes share a PostgreSQL
  const sharedBuckets = once(async () => {
    const { handle } = await store();
    return handle.kind === 'postgres' ? createSharedBuckets(handle.db) : null;
  });
  const valuation = once(async () => valuationServiceFromEnv(process.env));
  const accounts = once(async () => {
    const { handle, leads: repository } = await store();
    return createShopperAccounts({
      db: handle.db,
      secret: async () => process.env.AUTH_SECRET || repository.secret('shopper-auth'),
      sms: smsTransportFromEnv(process.env),
    });
  });
  let imageCache: VariantCache | null = null;
  const phoneCheck = once(async () => {
    const { leads: repository } = await store();
    const secret = process.env.AUTH_SECRET || (await repository.secret('shopper-auth'));
    return { check: createPhoneCheck(secret), sms: smsTransportFromEnv(process.env) };
  });
  const leads = once(async () => {
    const { leads: repository, stock } = await store();
    const service = createLeadService({
      leads: repository,
      stock,
      outboxDir: leadOutboxDir(),
      enrich: tradeInLeadEnricher(valuation),
    });
    scheduler = createDeliveryScheduler({
      service,
      transport: createDeliveryTransport(),
      sites,
      intervalMs: DELIVERY_INTERVAL_MS,
    });
    return service;
  });
  const reservations = once(async () => {
    const { reservations: repository, stock } = await store();
    await leads();
    return createReservationService({
      repository,
      stock,
      provider: paymentProviderFromEnv(process.env),
      outboxDir: leadOutboxDir(),
      onStockChanged: () => follower.poke(),
      onLeadAccepted: () => scheduler?.deliverSoon(),
    });
  });
  let holdExpiry: ReturnType<typeof setInterval> | null = null;
  // saved search alerts: one run at a time, on a timer (SEARCH_ALERTS_INTERVAL_SECONDS)
  const alertTransports = once(async () => ({
    sms: smsTransportFromEnv(process.env),
    email: emailTransportFromEnv(process.env),
  }));
  let alertsRun: Promise<SearchAlertsReport | null> | null = null;
  let alertsTimers: ReturnType<typeof setTimeout>[] = [];
  const checkSavedSearches = (): Promise<SearchAlertsReport | null> => {
    alertsRun ??= (async () => {
      try {
        const report = await runSearchAlerts(
          { store, backend: searchBackend, ...(await alertTransports()), log: console.error },
          sites,
        );
        if (report.sent > 0 || report.failed > 0) {
          console.log(
            `Saved search alerts: ${report.checked} checked, ${report.sent} sent, ${report.failed} not sent.`,
          );
        }
        return report;
      } catch (error) {
        console.error(`Checking the saved searches failed: ${(error as Error).message}`);
        return null;
      } finally {
        alertsRun = null;
      }
    })();
    return alertsRun;
  };
  // the ended holds released, and the refunds the provider refused before tried again
  const expireHolds = () =>
    reservations()
      .then(async (service) => {
        await service.expireDue(sites);
        await service.retryRefunds();
      })
      .catch((error: unknown) =>
        console.error(`Releasing ended holds failed: ${(error as Error).message}`),
      );
  const cacheBytes = renderCacheBytes();
  const renderCache = cacheBytes > 0 ? createRenderCache({ maxBytes: cacheBytes }) : null;
  // the policy's lookups, kept between requests and moved by the stock follower's changes
  const policySources = createPolicySources(async () => (await store()).stock);
  // with the admin key, stock changes are pushed to Meilisearch as the follower sees them
  const meilisearchPusher = once(async () =>
    meilisearch ? meilisearchStockPusherFromEnv((await store()).stock) : null,
  );
  const follower = createStockFollower({
    log: {
      stockChangesAfter: async (cursor, limit) =>
        (await store()).stock.stockChangesAfter(cursor, limit),
      lastStockChange: async () => (await store()).stock.lastStockChange(),
    },
    async onChanges(changes) {
      const touched = tagsOfStockChanges(sites, changes);
      const touchedSites = sites.filter((site) => touched.sites.includes(site.slug));
      // search first: a page rendered after the drop must find the new stock
      if (!meilisearch) {
        const embedded = await search();
        await Promise.all(
          touchedSites.map((site) => embedded.update(site, changedCarsOfSite(site, changes))),
        );
      } else {
        const push = await meilisearchPusher();
        // one site after another (Meilisearch runs the index's tasks in order anyway)
        for (const site of touchedSites) await push?.(site, changedCarsOfSite(site, changes));
      }
      await Promise.all(
        touchedSites.map((site) =>
          policySources.carsChanged(site, changedCarsOfSite(site, changes)),
        ),
      );
      renderCache?.invalidate(touched.tags);
    },
  });
  return {
    profile,
    sites,
    store,
    search,
    searchBackend,
    leads,
    reservations,
    valuation,
    accounts,
    phoneCheck,
    checkSavedSearches,
    leadAccepted: () => scheduler?.deliverSoon(),
    limits: createAbuseLimits(process.env, { shared: sharedBuckets }),
    documents: createDocumentCache(),
    imageCache: () =>
      (imageCache ??= createVariantCache({ dir: imageCacheDir(), maxBytes: imageCacheBytes() })),
    renderCache,
    pagePolicy: (site, pathname, query, now) =>
      renderCachePolicy(policySources, site, pathname, query, now),
    stockChanged: () => follower.poke(),
    async start() {
      checkEnvironment(); // under `npm run dev` too, where no app server checked it first
      await valuation();
      await store();
      // the stock command hands its import to this process when it holds the embedded store
      attachDataDirOperator(
        stockImportOperator({
          sites,
          stock: async () => (await store()).stock,
          stockChanged: () => follower.poke(),
        }),
      );
      await leads();
      scheduler?.start();
      await follower.start();
      await expireHolds();
      holdExpiry ??= setInterval(() => void expireHolds(), HOLD_EXPIRY_INTERVAL_MS);
      holdExpiry.unref?.();
      const alertsSchedule = searchAlertsSchedule();
      if (alertsSchedule && alertsTimers.length === 0) {
        const first = setTimeout(() => void checkSavedSearches(), alertsSchedule.firstRunMs);
        const every = setInterval(() => void checkSavedSearches(), alertsSchedule.intervalMs);
        alertsTimers = [first, every];
        for (const timer of alertsTimers) timer.unref?.();
      }
    },
    async stop() {
      attachDataDirOperator(null);
      if (holdExpiry) clearInterval(holdExpiry);
      holdExpiry = null;
      for (const timer of alertsTimers) clearTimeout(timer);
      alertsTimers = [];
      await alertsRun;
      await scheduler?.stop();
      await follower.stop();
    },
  };
}

const processSlot = globalThis as typeof globalThis & { __dealerRuntime?: AppRuntime };

/**
 * Builds the process's runtime and starts it (the app's instrumentation.ts calls this once).
 * A data directory or site config that cannot be used ends the process with one sentence.
 */
export async function startAppRuntime(profile: TemplateProfile): Promise<AppRuntime> {
  const runtime = (processSlot.__dealerRuntime ??= createAppRuntime(profile));
  try {
    await runtime.start();
  } catch (error) {
    if (
      error instanceof Error &&
      (error.name === 'DataDirError' ||
        error.name === 'SiteConfigError' ||
        error.name === 'ValuationConfigError')
    ) {
      console.error(`Error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  return runtime;
}

/** The process's runtime, for pages and route handlers. */
export function appRuntime(): AppRuntime {
  const runtime = processSlot.__dealerRuntime;
  if (!runtime) {
    throw new Error(
      'The app runtime has not been started: the template app calls startAppRuntime(profile) in its instrumentation.ts.',
    );
  }
  return runtime;
}

/** A site of this app by slug, or null (unknown slugs and sites of another template). */
export function siteOfApp(runtime: Pick<AppRuntime, 'profile'>, slug: string): Site | null {
  const site = getSiteBySlug(slug);
  return site && site.template === runtime.profile.name ? site : null;
}
