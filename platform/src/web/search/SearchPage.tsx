import { type Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { Container, Heading, Stack, Text } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { profileOf } from '@dealer/template-profiles';
import { dayIn } from '../../domain/promo-cards';
import { isUsedCarSearch } from '../../domain/used-car-guarantees';
import { rulesAt } from '../../search';
import { appRuntime } from '../../runtime';
import { publicSiteConfig } from './search-routes';
import {
  cardOptions,
  pathDefaultSort,
  searchFacets,
  searchSorts,
} from '../../search/address/search-config';
import { loadSearchPathContext } from '../../search/address/search-path-context';
import { popularMakesOf } from '../../domain/popular-makes';
import { manufacturerLogos, siteManufacturers } from '../../domain/manufacturers';
import { visibleMakeCount } from './make-sections';
import { searchPageHead } from '../../search/address/search-metadata';
import { movedSearchPath, resolveSearchPath } from '../../search/address/search-path';
import { parseSearchParams } from '../../search/address/search-state';
import { serverSearchView } from './server-search-view';
import { queryString } from '../frame/page-query';
import { pageMetadata } from '../frame/site-metadata';
import { StockSearch } from './client/StockSearch';
import { UsedVehicleGuarantees } from '../vehicle/UsedVehicleGuarantees';
import { offeredHref } from '../frame/site-pages';
import { type FleetCardSlot } from './client/stock-search-props';

export type SearchParamsInput = Record<string, string | string[] | undefined>;

/**
 * spec §2 the fleet card among a site's results, where its config asks for one and it has a
 * fleet page for 'Get In Touch' (never a link to a page the site lacks).
 */
export function fleetCardOf(site: Site): FleetCardSlot | null {
  const card = site.search.fleetCard;
  const href = card ? offeredHref(site, '/fleet') : null;
  return card && href ? { ...card, href } : null;
}

function toUrlParams(input: SearchParamsInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') params.set(key, value);
    else if (Array.isArray(value) && value[0] !== undefined) params.set(key, value[0]);
  }
  return params;
}

/**
 * What /search/... paths can name: the site's makes, models, locations and dealerships; and how
 * many cars of each car type the site has.
 */
const pathContext = cache(async function pathContext(site: Site) {
  const runtime = appRuntime();
  const [backend, store] = await Promise.all([runtime.searchBackend(), runtime.store()]);
  return loadSearchPathContext(backend, store.stock, site, new Date());
});

/**
 * What a /search/... path means; a path naming a make, model or location by an old form of its
 * slug is sent to its address now (a permanent redirect, the query kept); null when it names
 * nothing the site has.
 */
async function searchPathOf(site: Site, path: string[], searchParams: SearchParamsInput) {
  const context = await pathContext(site);
  const resolved = resolveSearchPath(path, context);
  if (resolved) return { context, resolved };
  const moved = movedSearchPath(path, context);
  if (moved) permanentRedirect(`${moved}${queryString(searchParams)}`);
  return null;
}

/**
 * The head of a search page (issue: pages search engines can tell apart): its own title and
 * description, the canonical address of its refinements, and no index for a combination.
 */
export async function searchPageMetadata(
  site: Site,
  path: string[],
  searchParams: SearchParamsInput,
): Promise<Metadata> {
  const found = await searchPathOf(site, path, searchParams);
  if (!found) return {};
  const { context, resolved } = found;
  const facets = searchFacets(site, context.valueCounts);
  const sorts = searchSorts(site, pathDefaultSort(site, resolved.carTypes));
  const state = parseSearchParams(toUrlParams(searchParams), facets, sorts);
  const head = searchPageHead(
    { name: site.name, vehicleNoun: site.content.vehicleNoun },
    resolved,
    state,
    facets,
  );
  return {
    ...pageMetadata(site, {
      title: head.title,
      description: head.description,
      path: head.canonical,
    }),
    robots: { index: head.index, follow: true },
  };
}

/** spec §2 'Car search page': the first page of results is rendered here, on the server. */
export async function SearchPage({
  site,
  path,
  searchParams,
}: {
  site: Site;
  path: string[];
  searchParams: SearchParamsInput;
}) {
  const found = await searchPathOf(site, path, searchParams);
  if (!found) notFound();
  const { context, resolved } = found;
  const facets = searchFacets(site, context.valueCounts);
  const defaultSort = pathDefaultSort(site, resolved.carTypes);
  const sorts = searchSorts(site, defaultSort);
  const state = parseSearchParams(toUrlParams(searchParams), facets, sorts);
  const options = {
    baseFilter: resolved.filter,
    facets,
    hitsPerPage: site.search.hitsPerPage,
    defaultSort,
    priceAscendingExcludesZero: site.search.priceAscendingExcludesZero,
  };
  const now = new Date();
  const backend = await appRuntime().searchBackend();
  const initialView = await serverSearchView(backend, site, state, options, rulesAt(site, now));
  const config = await publicSiteConfig(site, now);
  const popularMakes = popularMakesOf(site.search.popularMakes, context.makeCounts);
  const locations = await (await appRuntime().store()).stock.listLocations(site);
  const firstLocationTimezone = locations[0]?.timezone ?? 'Australia/Sydney';
  return (
    <Container>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={1}>{resolved.heading}</Heading>
          <Text tone="muted">
            {site.name}: browse, filter and sort our {site.content.vehicleNoun.toLowerCase()}.
          </Text>
        </Stack>
        <StockSearch
          // a navigation to another search (a link, a recent search) starts a fresh InstantSearch
          key={`${resolved.path}?${toUrlParams(searchParams).toString()}`}
          host={config.search.host}
          indexUid={config.search.indexUid}
          apiKey={config.search.apiKey}
          basePath={resolved.path}
          baseFilter={resolved.filter}
          facets={facets}
          sorts={sorts}
          defaultSort={defaultSort}
          hitsPerPage={site.search.hitsPerPage}
          priceAscendingExcludesZero={site.search.priceAscendingExcludesZero}
          vehicleNoun={site.content.vehicleNoun}
          cardOptions={cardOptions(site)}
          siteSlug={site.slug}
          popularMakes={popularMakes}
          visibleMakes={visibleMakeCount(site.search.popularMakes)}
          makeModels={Object.fromEntries(context.models)}
          makeLogos={manufacturerLogos(siteManufacturers(site))}
          filterPresets={site.search.filterPresets}
          heading={resolved.heading}
          saveSearch={site.features.authentication}
          promoCards={site.search.promoCards}
          fleetCard={fleetCardOf(site)}
          today={dayIn(firstLocationTimezone, now)}
          pathCarTypes={resolved.carTypes ? [...resolved.carTypes] : null}
          initialView={initialView}
          now={now.toISOString()}
        />
        {/* spec §2 the used-car promises under the results of a used-car search */}
        {isUsedCarSearch(
          profileOf(site.template).vehicle.kind,
          context.carTypeCounts,
          resolved.carTypes,
        ) ? (
          <UsedVehicleGuarantees />
        ) : null}
      </Stack>
    </Container>
  );
}
