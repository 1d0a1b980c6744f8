import { type ReactNode } from 'react';
import {
  Button,
  Container,
  Heading,
  ResultsGrid,
  Stack,
  Text,
  VehicleCard,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { isAccountFavouritesOn } from '../../domain/favourites';
import {
  GARAGE_WATCHLIST_PREVIEW,
  type GarageAccess,
  garageSectionHeadings,
  garageSections,
  type GarageSectionId,
  garageSavedSearchItems,
} from '../../domain/garage';
import { WATCHLIST_PATH } from '../../domain/watchlist';
import { appRuntime } from '../../runtime';
import { type ShopperSession } from '../accounts/session';
import { publicSiteConfig } from '../search/search-routes';
import { GarageFavourites, GarageRecentlyViewed } from './client/GarageCars';
import { GarageRecentSearches } from '../search/client/GarageRecentSearches';
import { GarageSavedSearches } from '../saved-searches/client/GarageSavedSearches';
import { cardOptions } from '../../search/address/search-config';
import { WATCHLIST_SEARCH_PATH, watchlistCards } from '../watchlist/watchlist-view';
import { GarageEmptyState, garageEmptyText, GarageSection } from './GarageSection';

// My garage (/my-garage): the shopper's favourites, watchlist, saved searches, recent searches
// and recently viewed cars in one place, each section under its heading with an empty state
// that offers the search. The account's lists (watchlist, saved searches, favourites) are read
// here; the browser's (recent searches, recently viewed, a visitor's favourites) in the browser.

/** The search the empty states offer. */
export const GARAGE_SEARCH_PATH = WATCHLIST_SEARCH_PATH;

/** The watchlist's first cars with their price and status, and a way to the whole list. */
export async function WatchlistPreview({
  site,
  session,
  empty,
}: {
  site: Site;
  session: ShopperSession;
  empty: ReactNode;
}) {
  const store = await appRuntime().store();
  const [saved, locations] = await Promise.all([
    store.watchlist.savedCars(site, session.userId),
    store.stock.listLocations(site),
  ]);
  const cards = watchlistCards(
    site,
    saved.map((s) => s.car),
    locations,
    new Date(),
  );
  if (cards.length === 0) return empty;
  const preview = cards.slice(0, GARAGE_WATCHLIST_PREVIEW);
  return (
    <Stack space="medium">
      <ResultsGrid label="Watchlist">
        {preview.map(({ carId, status, card }) => (
          <li key={carId}>
            <VehicleCard
              {...card}
              headingLevel={3}
              extra={
                <Text weight="strong" data-testid="watchlist-status">
                  {status}
                </Text>
              }
            />
          </li>
        ))}
      </ResultsGrid>
      <div>
        <Button href={WATCHLIST_PATH} variant="soft" size="small">
          {cards.length > preview.length
            ? `View all ${cards.length} in your watchlist`
            : 'View your watchlist'}
        </Button>
      </div>
    </Stack>
  );
}

export async function MyGaragePage({
  site,
  access,
  session,
}: {
  site: Site;
  access: Exclude<GarageAccess, null>;
  /** the signed-in shopper; null for a visitor where the garage is the browser's */
  session: ShopperSession | null;
}) {
  const now = new Date();
  const noun = site.content.vehicleNoun;
  const sections = garageSections(site.features, access);
  const empty = (section: GarageSectionId) => (
    <GarageEmptyState
      text={garageEmptyText(section, noun)}
      searchHref={GARAGE_SEARCH_PATH}
      vehicleNoun={noun}
    />
  );
  const store = session ? await appRuntime().store() : null;
  const [config, accountFavourites, savedSearches] = await Promise.all([
    publicSiteConfig(site, now),
    store && session && isAccountFavouritesOn(site.features)
      ? store.favourites.list(site.slug, session.userId)
      : null,
    store && session && sections.includes('saved-searches')
      ? store.savedSearches.list(site.slug, session.userId)
      : [],
  ]);
  const search = {
    host: config.search.host,
    indexUid: config.search.indexUid,
    apiKey: config.search.apiKey,
  };
  const carsCommon = { search, cardOptions: cardOptions(site), now: now.toISOString() };

  const content: Record<GarageSectionId, () => ReactNode> = {
    favourites: () => (
      <GarageFavourites
        siteSlug={site.slug}
        accountIds={accountFavourites}
        {...carsCommon}
        empty={empty('favourites')}
      />
    ),
    watchlist: () =>
      session ? (
        <WatchlistPreview site={site} session={session} empty={empty('watchlist')} />
      ) : null,
    'saved-searches': () => (
      <GarageSavedSearches
        searches={garageSavedSearchItems(savedSearches)}
        empty={empty('saved-searches')}
      />
    ),
    'recent-searches': () => (
      <GarageRecentSearches siteSlug={site.slug} empty={empty('recent-searches')} />
    ),
    'recently-viewed': () => (
      <GarageRecentlyViewed {...carsCommon} empty={empty('recently-viewed')} />
    ),
  };

  return (
    <Container width="large">
      {/* the lists the browser keeps come in after the first paint and may grow the page: it
          takes at least the screen's height, so nothing in view (the footer) moves as they do */}
      <div style={{ minHeight: '100vh' }} data-slot="garage">
        <Stack space="xlarge">
          <Stack space="small">
            <Heading level={1}>My Garage</Heading>
            <Text tone="muted">
              {access === 'account'
                ? `Your saved cars and searches, and the ${noun.toLowerCase()} you looked at, in one place.`
                : `Your favourites, and the searches and ${noun.toLowerCase()} you looked at, kept in this browser.`}
            </Text>
          </Stack>
          {sections.map((section) => (
            <GarageSection key={section} id={section} heading={garageSectionHeadings[section]}>
              {content[section]()}
            </GarageSection>
          ))}
        </Stack>
      </div>
    </Container>
  );
}
