import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { mapFeedRecord } from '../../domain/stock-feed';
import { applyStockUpdate, stockUpdateSchema } from '../../domain/stock-update';
import {
  EmptyReplaceFeedError,
  importModes,
  importStock,
  SiteNotLoadedError,
} from '../../services/stock-import/import-stock';
import { stockImportTokenOf } from '../../domain/stock-import-token';
import { appRuntime } from '../../runtime';
import { siteForRoute } from '../frame/app-context';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';

// POST /api/stock/import: a dealer system pushes its stock. Authorised by the site's bearer
// own token (STOCK_IMPORT_TOKEN_<SITE_SLUG>; there is no token for every site); without one the
// route is closed. Two kinds of body:
//   { "mode": "merge", "cars": [...] }: changes to cars the site has (a price, a sale, a
//     reservation), named by stock number; good rows are written in one transaction.
//   { "mode": "merge" | "replace", "rows": [...] }: whole cars, the rows of a stock feed (the
//     same fields, checks and import as `npm run stock -- import`).
// Each row is checked on its own: good rows are live in search and on their pages within
// seconds; each bad row is reported with its row number, field and reason, and nothing of it
// is written.

/**
 * A dealer's whole stock in one JSON (about 1.5 KB a car with its images: some 3,000 cars); the
 * apps' proxy buffers as much (proxyClientMaxBodySize in templates/next-config.mjs).
 */
export const MAX_STOCK_IMPORT_BYTES = 4 * 1024 * 1024;
/** rows of whole cars one request may carry */
export const MAX_STOCK_IMPORT_ROWS = 10_000;

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const problem = (status: number, message: string, code: string, headers?: Record<string, string>) =>
  answer({ message, code }, status, headers);

export const stockImportSchema = z
  .object({
    /** merge: the rows change the cars they name; other cars stay as they are */
    mode: z.literal('merge'),
    cars: z.array(z.unknown()).min(1).max(1000),
  })
  .strict();

/** A feed of whole cars: merged into the site's stock, or replacing it. */
export const stockFeedImportSchema = z
  .object({
    mode: z.enum(importModes),
    rows: z.array(z.unknown()).min(1).max(MAX_STOCK_IMPORT_ROWS),
  })
  .strict();

/** A rejected row: its number (1 for the first car), the field at fault and why. */
export interface RejectedRow {
  row: number;
  field: string;
  reason: string;
}

/** The token a site's stock import needs, from the environment; null when it has none. */
export function stockImportToken(site: Pick<Site, 'slug'>, env = process.env): string | null {
  return stockImportTokenOf(site.slug, env);
}

/** Whether the request carries the token (compared in constant time). */
export function hasBearerToken(request: Request, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export async function handleStockImport(site: Site, request: Request): Promise<Response> {
  const token = stockImportToken(site);
  if (!token)
    return problem(403, 'Stock import is not set up for this site.', 'import_not_configured');
  if (!hasBearerToken(request, token))
    return problem(401, 'A valid bearer token is required.', 'unauthorized', {
      'www-authenticate': 'Bearer',
    });
  const runtime = appRuntime();
  if (!(await runtime.limits.stockImportsPerSite.take(site.slug)))
    return problem(429, 'Too many imports. Please wait a minute and try again.', 'rate_limited', {
      'retry-after': '60',
    });
  if (!isJsonRequest(request))
    return problem(415, 'The feed must be JSON (Content-Type: application/json).', 'not_json');
  const text = await readBodyWithin(request, MAX_STOCK_IMPORT_BYTES);
  if (text === 'too_large')
    return problem(
      413,
      `The feed is larger than ${MAX_STOCK_IMPORT_BYTES / 1024 / 1024} MiB.`,
      'too_large',
    );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem(400, 'The feed is not valid JSON.', 'invalid_json');
  }
  const invalid = (error: z.ZodError) => {
    const issue = error.issues[0]!;
    return problem(400, `${issue.path.join('.') || 'feed'}: ${issue.message}`, 'invalid_feed');
  };
  if (json && typeof json === 'object' && 'rows' in json) {
    const whole = stockFeedImportSchema.safeParse(json);
    if (!whole.success) return invalid(whole.error);
    return importFeedRows(site, whole.data);
  }
  const feed = stockImportSchema.safeParse(json);
  if (!feed.success) return invalid(feed.error);

  const { stock } = await runtime.store();
  const now = new Date();
  const rejected: RejectedRow[] = [];
  const changed = new Map<number, Car>();
  for (const [i, raw] of feed.data.cars.entries()) {
    const row = i + 1;
    const update = stockUpdateSchema.safeParse(raw);
    if (!update.success) {
      const issue = update.error.issues[0]!;
      const field =
        issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || 'row';
      rejected.push({ row, field, reason: issue.message });
      continue;
    }
    const car = await stock.findCarByStocknum(site, update.data.stocknum);
    if (!car) {
      rejected.push({ row, field: 'stocknum', reason: 'No car with this stock number.' });
      continue;
    }
    changed.set(car.id, applyStockUpdate(changed.get(car.id) ?? car, update.data, now));
  }
  const written = await stock.saveCars([...changed.values()], now);
  if (written.added.length + written.updated.length > 0) runtime.stockChanged();
  return answer(
    {
      added: written.added.length,
      updated: written.updated.length,
      unchanged: written.unchanged.length,
      rejected,
    },
    rejected.length > 0 && changed.size === 0 ? 422 : 200,
  );
}

/** Whole cars through the stock import (the command's checks, batches and modes). */
async function importFeedRows(
  site: Site,
  feed: z.infer<typeof stockFeedImportSchema>,
): Promise<Response> {
  const runtime = appRuntime();
  const { stock } = await runtime.store();
  try {
    const summary = await importStock({
      stock,
      site,
      rows: feed.rows.map((record, i) => ({
        row: i + 1,
        record:
          record && typeof record === 'object' && !Array.isArray(record)
            ? mapFeedRecord(record as Record<string, unknown>)
            : {},
      })),
      mode: feed.mode,
      onCommitted: () => runtime.stockChanged(),
    });
    const { added, updated, unchanged, sold, rejected } = summary;
    return answer(
      { added, updated, unchanged, sold, rejected },
      rejected.length > 0 && added + updated + unchanged === 0 ? 422 : 200,
    );
  } catch (error) {
    if (error instanceof SiteNotLoadedError || error instanceof EmptyReplaceFeedError)
      return problem(409, error.message, 'not_imported');
    throw error;
  }
}

type ImportParams = Promise<{ site: string }>;

export function stockImportRoute() {
  return {
    POST: async (request: Request, { params }: { params: ImportParams }) => {
      const site = await siteForRoute((await params).site);
      if (!site) return problem(404, 'Site not found.', 'site_not_found');
      return handleStockImport(site, request);
    },
  };
}
