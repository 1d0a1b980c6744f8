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
import { appRuntime } from '../../runtime';
import { type ShopperSession } from '../accounts/session';
import { WatchlistEntries, WatchlistEntry, WatchlistRemoveButton } from './client/WatchlistEntries';
import { WATCHLIST_SEARCH_PATH, watchlistCards } from './watchlist-view';

/** The watchlist with no cars in it: a way to the search. */
function EmptyWatchlist({ vehicleNoun }: { vehicleNoun: string }) {
  return (
    <Stack space="medium">
      <Text>{`Your watchlist is empty. Save ${vehicleNoun.toLowerCase()} you like and they will appear here.`}</Text>
      <div>
        <Button href={WATCHLIST_SEARCH_PATH}>Search our stock</Button>
      </div>
    </Stack>
  );
}

/**
 * spec §4 the watchlist page: heading 'Watchlist', the signed-in shopper's saved cars as cards
 * with their current price (the display rules) and status, sold cars marked 'Sold', a Remove on
 * each; with none, a way to the search.
 */
export async function WatchlistPage({ site, session }: { site: Site; session: ShopperSession }) {
  const now = new Date();
  const store = await appRuntime().store();
  const [saved, locations] = await Promise.all([
    store.watchlist.savedCars(site, session.userId),
    store.stock.listLocations(site),
  ]);
  const cards = watchlistCards(
    site,
    saved.map((s) => s.car),
    locations,
    now,
  );
  const empty = <EmptyWatchlist vehicleNoun={site.content.vehicleNoun} />;
  return (
    <Container width="large">
      <Stack space="large">
        <Heading level={1}>Watchlist</Heading>
        {cards.length === 0 ? (
          empty
        ) : (
          <WatchlistEntries
            phoneNumber={session.phoneNumber}
            carIds={cards.map((c) => c.carId)}
            empty={empty}
          >
            <ResultsGrid label="Watchlist">
              {cards.map(({ carId, name, status, card }) => (
                <WatchlistEntry key={carId} carId={carId}>
                  <VehicleCard
                    {...card}
                    headingLevel={2}
                    extra={
                      <Stack space="small">
                        <Text weight="strong" data-testid="watchlist-status">
                          {status}
                        </Text>
                        <WatchlistRemoveButton car={{ id: carId, name }} />
                      </Stack>
                    }
                  />
                </WatchlistEntry>
              ))}
            </ResultsGrid>
          </WatchlistEntries>
        )}
      </Stack>
    </Container>
  );
}
