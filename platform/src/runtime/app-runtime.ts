import path from 'node:path';
import { getSiteBySlug, sitesOfTemplate, type Site } from '@dealer/site-config';
import { type TemplateName, type TemplateProfile } from '@dealer/template-profiles';
import {
  EmbeddedSearch,
  meilisearchConfigFromEnv,
  meilisearchSearchBackend,
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
import { type AbuseLimits, createAbuseLimits } from './abuse-limits';
import { createDocumentCache, type DocumentCache } from './document-cache';

// The composition root of a template app: one runtime per server process, built at start
// (the app's instrumentation.ts) from the template's profile. It owns the store, the search
// backend, the lead service and the lead delivery loop; pages and route handlers ask it for
// them. No other module keeps process state.

const DELIVERY_INTERVAL_MS = 15_000;

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
  /** a lead was committed: deliver it soon */
  leadAccepted(): void;
  /** the rate limits of the writing and expensive routes, per client */
  readonly limits: AbuseLimits;
  /** vehicle PDFs and share pictures already made */
  readonly documents: DocumentCache;
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
  const search = once(async () => new EmbeddedSearch((await store()).stock));
  const meilisearch = meilisearchConfigFromEnv();
  const searchBackend: () => Promise<SearchBackend> = meilisearch
    ? once(async () => meilisearchSearchBackend(meilisearch))
    : search;
  let scheduler: DeliveryScheduler | null = null;
  const leads = once(async () => {
    const { leads: repository, stock } = await store();
    const service = createLeadService({ leads: repository, stock, outboxDir: leadOutboxDir() });
    scheduler = createDeliveryScheduler({
      service,
      transport: createDeliveryTransport(),
      sites,
      intervalMs: DELIVERY_INTERVAL_MS,
    });
    return service;
  });
  return {
    profile,
    sites,
    store,
    search,
    searchBackend,
    leads,
    leadAccepted: () => scheduler?.deliverSoon(),
    limits: createAbuseLimits(),
    documents: createDocumentCache(),
    async start() {
      await store();
      await leads();
      scheduler?.start();
    },
    async stop() {
      await scheduler?.stop();
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
      (error.name === 'DataDirError' || error.name === 'SiteConfigError')
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
