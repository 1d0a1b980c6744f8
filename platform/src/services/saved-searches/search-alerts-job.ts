import 'server-only';
import { type Site } from '@dealer/site-config';
import { siteTimeZone as timeZoneOfLocations } from '../../domain/locations';
import { absoluteSiteUrl, savedSearchPath, unsubscribePath } from '../../domain/saved-searches';
import {
  digestAllowedToday,
  type DigestInput,
  emailDigest,
  hasAlerts,
  type MatchedCar,
  searchAlerts,
  smsDigest,
} from '../../domain/search-alerts';
import { rulesAt, type SearchBackend } from '../../search';
import { type AlertingSearch } from '../../store/saved-search-repository';
import { type Store } from '../../store/store';
import { savedSearchAddress, savedSearchMatches } from '../../search/address/saved-search-address';
import {
  loadSearchPathContext,
  type SiteSearchContext,
} from '../../search/address/search-path-context';
import { type EmailTransport } from '../email';
import { askToConfirmAlertEmail } from './alert-email-confirmation';
import { type SmsTransport } from '../sms';

// The saved search alerts job: for each site with shopper accounts, each saved search whose
// alerts are on is run against the site's search backend as the search page runs it, compared
// with what it matched at its last check, and what is new or cheaper goes to the shopper in one
// digest (SMS or email), at most one a day. The app runs it on a timer; `npm run alerts` too.

export interface SearchAlertsDeps {
  store: () => Promise<Pick<Store, 'savedSearches' | 'stock'>>;
  backend: () => Promise<SearchBackend>;
  sms: SmsTransport;
  email: EmailTransport;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface SearchAlertsReport {
  /** the saved searches checked */
  checked: number;
  /** first checks: only recorded */
  recorded: number;
  /** digests sent */
  sent: number;
  /** searches with news held back: a digest went today already */
  held: number;
  /** digests that could not be sent (tried again at the next check) */
  failed: number;
  /** email alerts waiting for their address to be confirmed (asked again while due) */
  unconfirmed: number;
}

/** The time zone a site's day is counted in: its first location's. */
async function siteTimeZone(stock: Pick<Store['stock'], 'listLocations'>, site: Site) {
  return timeZoneOfLocations(await stock.listLocations(site));
}

/** The digest of a search's news, with its addresses on the site's public origin. */
export function digestOf(
  site: Site,
  search: Pick<AlertingSearch, 'name' | 'path' | 'query' | 'unsubscribeToken'>,
  alerts: DigestInput['alerts'],
): DigestInput {
  return {
    site: { name: site.name, vehicleNoun: site.content.vehicleNoun },
    search: { name: search.name },
    alerts,
    searchUrl: absoluteSiteUrl(site.url, savedSearchPath(search)),
    carUrl: (car: MatchedCar) => absoluteSiteUrl(site.url, `/cars/${encodeURIComponent(car.slug)}`),
    unsubscribeUrl: absoluteSiteUrl(site.url, unsubscribePath(search.unsubscribeToken)),
  };
}

/** Sends a digest by the search's channel; false when the search has nowhere to send it. */
async function sendDigest(
  deps: SearchAlertsDeps,
  site: Site,
  search: AlertingSearch,
  input: DigestInput,
): Promise<boolean> {
  if (search.channel === 'sms' && search.phoneNumber) {
    await deps.sms.send({ site: site.slug, to: search.phoneNumber, body: smsDigest(input) });
    return true;
  }
  if (search.channel === 'email' && search.email) {
    await deps.email.send({
      site: site.slug,
      to: search.email,
      ...emailDigest(input),
      headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
    });
    return true;
  }
  return false;
}

/** Checks one site's saved searches whose alerts are on. */
async function checkSite(
  deps: SearchAlertsDeps,
  site: Site,
  report: SearchAlertsReport,
): Promise<void> {
  const log = deps.log ?? (() => undefined);
  const now = (deps.now ?? (() => new Date()))();
  const { savedSearches, stock } = await deps.store();
  const searches = await savedSearches.alerting(site.slug);
  if (searches.length === 0) return;
  const backend = await deps.backend();
  const [context, timeZone]: [SiteSearchContext, string] = await Promise.all([
    loadSearchPathContext(backend, stock, site, now),
    siteTimeZone(stock, site),
  ]);
  const rules = rulesAt(site, now);
  for (const search of searches) {
    report.checked += 1;
    // an address nobody confirmed gets no alerts, only the confirmation email (while due)
    if (search.channel === 'email' && !search.emailConfirmed) {
      report.unconfirmed += 1;
      if (search.email) {
        await askToConfirmAlertEmail(
          { savedSearches, email: deps.email, log },
          site,
          { userId: search.userId, email: search.email, searchName: search.name },
          now,
        );
      }
      continue;
    }
    // an address that names nothing now (a model no longer in stock) matches no cars
    const address = savedSearchAddress(site, context, savedSearchPath(search));
    const current = address ? await savedSearchMatches(backend, site, address, rules) : [];
    const previous = search.checkedAt ? await savedSearches.snapshot(search.id) : null;
    const alerts = searchAlerts(previous, current);
    if (previous === null) report.recorded += 1;
    if (!hasAlerts(alerts)) {
      await savedSearches.recordCheck(search.id, current, now);
      continue;
    }
    // a digest went today already: the snapshot stays, so tomorrow's tells all since the last
    if (!digestAllowedToday(search.lastAlertedAt, now, timeZone)) {
      report.held += 1;
      continue;
    }
    if (!(await savedSearches.claimDigest(search.id, search.lastAlertedAt, now))) {
      report.held += 1; // another process is sending it
      continue;
    }
    try {
      const sent = await sendDigest(deps, site, search, digestOf(site, search, alerts));
      await savedSearches.recordCheck(search.id, current, now);
      if (sent) report.sent += 1;
      else await savedSearches.releaseDigest(search.id, now, search.lastAlertedAt);
    } catch (error) {
      report.failed += 1;
      await savedSearches.releaseDigest(search.id, now, search.lastAlertedAt);
      log(
        `The alert of saved search ${search.id} on ${site.slug} could not be sent: ${(error as Error).message}`,
      );
    }
  }
}

/**
 * Runs the alerts of the given sites (those with shopper accounts on): every saved search with
 * alerts checked once. A site that fails is logged and the others still run.
 */
export async function runSearchAlerts(
  deps: SearchAlertsDeps,
  sites: readonly Site[],
): Promise<SearchAlertsReport> {
  const report: SearchAlertsReport = {
    checked: 0,
    recorded: 0,
    sent: 0,
    held: 0,
    failed: 0,
    unconfirmed: 0,
  };
  for (const site of sites) {
    if (!site.features.authentication) continue;
    try {
      await checkSite(deps, site, report);
    } catch (error) {
      (deps.log ?? console.error)(
        `Checking the saved searches of ${site.slug} failed: ${(error as Error).message}`,
      );
    }
  }
  return report;
}

/** The default time between two runs of the alerts job: an hour. */
export const SEARCH_ALERTS_INTERVAL_SECONDS = 3600;
/** The first run after the app starts waits this long (or the interval, when shorter). */
export const SEARCH_ALERTS_FIRST_RUN_SECONDS = 60;

export interface SearchAlertsSchedule {
  intervalMs: number;
  firstRunMs: number;
}

/**
 * When an app runs the alerts job, from SEARCH_ALERTS_INTERVAL_SECONDS (default an hour; 0 turns
 * it off): every interval, and once a minute after start (sooner when the interval is shorter).
 */
export function searchAlertsSchedule(
  env: Record<string, string | undefined> = process.env,
): SearchAlertsSchedule | null {
  const text = env.SEARCH_ALERTS_INTERVAL_SECONDS?.trim();
  const seconds = text ? Number(text) : SEARCH_ALERTS_INTERVAL_SECONDS;
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(
      `SEARCH_ALERTS_INTERVAL_SECONDS must be a number of seconds (0 turns the alerts off), not "${text}".`,
    );
  }
  if (seconds === 0) return null;
  const intervalMs = Math.max(1, Math.round(seconds * 1000));
  return { intervalMs, firstRunMs: Math.min(intervalMs, SEARCH_ALERTS_FIRST_RUN_SECONDS * 1000) };
}
