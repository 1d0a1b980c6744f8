import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import { siteTimeZone } from '../../domain/locations';
import {
  spinResultText,
  spinToWinEnded,
  spinToWinMessages,
  spinToWinOf,
} from '../../domain/spin-to-win';
import { appRuntime } from '../../runtime';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';
import { type Store } from '../../store/store';
import { type PromotionSpinRow } from '../../store/schema';
import { shopperSession } from '../accounts/session';
import { siteForRoute } from '../frame/app-context';
import { isSameOrigin } from '../leads/lead-routes';
import { type SessionResolver, sessionOnSite } from '../watchlist/watchlist-session';

// spec §2 /spin-to-win: POST /api/spin-to-win { promotion_id } spins the signed-in shopper's one
// spin of the site's promotion and answers { success: true, spin }; a shopper who has spun gets
// their spin again. A refusal answers { success: false, message } with its status.

/** The body is one short field. */
export const MAX_SPIN_BODY_BYTES = 1024;

export const PROMOTION_MISSING_MESSAGE = 'Which promotion is this spin for?';

export const spinRequestSchema = z
  .object({
    promotion_id: z
      .string({ error: PROMOTION_MISSING_MESSAGE })
      .min(1, PROMOTION_MISSING_MESSAGE)
      .max(80, PROMOTION_MISSING_MESSAGE),
  })
  .strict();

export const PROMOTION_CHANGED_MESSAGE =
  'This promotion has changed. Please reload the page to see the current one.';

/** A spin as the page shows it. */
export interface SpinView {
  slotId: string;
  label: string;
  wins: boolean;
  code: string | null;
  text: string;
}

export function spinView(spin: Pick<PromotionSpinRow, 'slotId' | 'label' | 'wins' | 'code'>) {
  return {
    slotId: spin.slotId,
    label: spin.label,
    wins: spin.wins,
    code: spin.code,
    text: spinResultText(spin),
  } satisfies SpinView;
}

export interface SpinRouteDeps {
  resolveSession: SessionResolver;
  store: () => Promise<Pick<Store, 'spins' | 'stock'>>;
  now: () => Date;
  random: (below: number) => number;
}

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const refuse = (status: number, message: string, headers?: Record<string, string>) =>
  answer({ success: false, message }, status, headers);

/**
 * In order: the site's promotion (404), the method (405), the origin (403), JSON (415), a
 * signed-in shopper (401), the body's size (413) and shape (400), the promotion the page showed
 * (409), the promotion not over (410); then the spin, or the one the shopper had.
 */
export async function handleSpin(site: Site, request: Request, deps: SpinRouteDeps) {
  const promotion = spinToWinOf(site);
  if (!promotion) return refuse(404, spinToWinMessages.off);
  if (request.method !== 'POST') return refuse(405, spinToWinMessages.method, { allow: 'POST' });
  if (!isSameOrigin(request)) return refuse(403, spinToWinMessages.crossOrigin);
  if (!isJsonRequest(request)) return refuse(415, spinToWinMessages.notJson);
  const session = await sessionOnSite(site, request.headers, deps.resolveSession);
  if (!session) return refuse(401, spinToWinMessages.signIn);
  const text = await readBodyWithin(request, MAX_SPIN_BODY_BYTES);
  if (text === 'too_large') return refuse(413, spinToWinMessages.tooLarge);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, spinToWinMessages.unreadable);
  }
  const parsed = spinRequestSchema.safeParse(body);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? spinToWinMessages.unreadable);
  }
  if (parsed.data.promotion_id !== promotion.id) return refuse(409, PROMOTION_CHANGED_MESSAGE);
  const store = await deps.store();
  const now = deps.now();
  const earlier = await store.spins.spinOf(site.slug, promotion.id, session.userId);
  if (earlier) return answer({ success: true, fresh: false, spin: spinView(earlier) }, 200);
  if (spinToWinEnded(promotion, now, siteTimeZone(await store.stock.listLocations(site)))) {
    return refuse(410, spinToWinMessages.ended);
  }
  const { spin, fresh } = await store.spins.spin(
    site.slug,
    promotion,
    session.userId,
    now,
    deps.random,
  );
  return answer({ success: true, fresh, spin: spinView(spin) }, fresh ? 201 : 200);
}

type SiteParams = Promise<{ site: string }>;

/** app/[site]/api/spin-to-win/route.ts */
export function spinToWinRoute(resolveSession: SessionResolver = shopperSession) {
  const deps: SpinRouteDeps = {
    resolveSession,
    store: () => appRuntime().store(),
    now: () => new Date(),
    random: (below) => randomInt(below),
  };
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      if (!site) return refuse(404, 'Site not found.');
      return handleSpin(site, request, deps);
    },
  };
}
