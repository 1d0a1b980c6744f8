import { type ReactNode } from 'react';
import { Box, Button, Container, Heading, Link, Stack, Text } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import {
  GARAGE_PATH,
  garageAccess,
  garageSavedSearchItems,
  garageSectionHeadings,
} from '../../domain/garage';
import {
  myEnquiries,
  type MyEnquiryItem,
  myPageHeading,
  myReservations,
  type MyReservationItem,
  numberEnding,
} from '../../domain/my-page';
import { siteTimeZone } from '../../domain/locations';
import { confirmationHref } from '../../domain/reservations';
import { isWatchlistOn } from '../../domain/watchlist';
import { appRuntime } from '../../runtime';
import { type ShopperSession } from '../accounts/session';
import { GarageEmptyState, garageEmptyText, GarageSection } from '../garage/GarageSection';
import { GARAGE_SEARCH_PATH, WatchlistPreview } from '../garage/MyGaragePage';
import { GarageSavedSearches } from '../saved-searches/client/GarageSavedSearches';

// spec §2 a my-* page (/mymotorama and the like): the signed-in shopper's own page on the dealer
// group's site: their saved cars, saved searches, reservations and enquiries, each under its
// heading with an empty state. Reservations and enquiries are the ones made with the mobile
// number the shopper signed in with; each reservation leads to its confirmation page (where it
// can be cancelled), each enquiry to the car it was about while the site still shows it.

/** A car the site shows, by id: its name and page; missing when the site no longer shows it. */
type ShownCars = Map<number, { name: string; href: string; slug: string }>;

/** A reservation or an enquiry of the shopper's: an article named for it, in a bordered box. */
function EntryCard({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="article"
      aria-label={label}
      padding="medium"
      borderRadius="medium"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="standard"
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

function ReservationEntry({
  site,
  item,
  car,
  carName,
}: {
  site: Site;
  item: MyReservationItem;
  car: { name: string; slug: string } | undefined;
  carName: string;
}) {
  return (
    <EntryCard label={carName} testId="my-reservation">
      <Stack space="small">
        <Heading level={3}>{carName}</Heading>
        <Text weight="strong">{item.stateLabel}</Text>
        {item.holdEnds ? <Text>{`Held for you until ${item.holdEnds}`}</Text> : null}
        <Text tone="muted">
          {[item.deposit, `Reserved on ${item.made}`].filter(Boolean).join(' · ')}
        </Text>
        {car ? (
          <div>
            <Button
              href={confirmationHref(site, car.slug, item.id, null)}
              variant="soft"
              size="small"
            >
              View reservation
            </Button>
          </div>
        ) : null}
      </Stack>
    </EntryCard>
  );
}

function EnquiryEntry({ item, car }: { item: MyEnquiryItem; car: { href: string } | undefined }) {
  return (
    <EntryCard label={`${item.kind}, ${item.made}`} testId="my-enquiry">
      <Stack space="small">
        <Heading level={3}>{item.kind}</Heading>
        {item.carName ? (
          <Text>{car ? <Link href={car.href}>{item.carName}</Link> : item.carName}</Text>
        ) : null}
        <Text tone="muted">{`Sent on ${item.made}`}</Text>
      </Stack>
    </EntryCard>
  );
}

export async function MyPage({ site, shopper }: { site: Site; shopper: ShopperSession }) {
  const noun = site.content.vehicleNoun;
  const store = await appRuntime().store();
  const ending = numberEnding(shopper.phoneNumber);
  const [locations, reservationRows, leadRows, savedSearches] = await Promise.all([
    store.stock.listLocations(site),
    ending ? store.reservations.madeWithNumberEnding(site.slug, ending) : [],
    ending ? store.leads.leftWithNumberEnding(site.slug, ending) : [],
    store.savedSearches.list(site.slug, shopper.userId),
  ]);
  const timeZone = siteTimeZone(locations);
  const reservations = myReservations(reservationRows, shopper.phoneNumber, timeZone);
  const enquiries = myEnquiries(leadRows, shopper.phoneNumber, timeZone);
  // the cars named, as the site shows them now (a sold or hidden car has no page to lead to)
  const carIds = new Set<number>([
    ...reservations.map((r) => r.carId),
    ...enquiries.flatMap((e) => (e.carId === null ? [] : [e.carId])),
  ]);
  const shown: ShownCars = new Map();
  for (const car of await Promise.all([...carIds].map((id) => store.stock.getCarById(site, id)))) {
    if (car?.slug) {
      shown.set(car.id, { name: car.name, slug: car.slug, href: `/cars/${car.slug}` });
    }
  }
  // a reservation's car by the name its lead kept, when the site no longer shows it
  const leadCarNames = new Map(
    leadRows.flatMap((lead) =>
      typeof lead.vehicle?.name === 'string' ? [[lead.id, lead.vehicle.name] as const] : [],
    ),
  );
  const reservationLeads = new Map(reservationRows.map((r) => [r.id, r.leadId]));

  return (
    <Container width="large">
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level={1}>{myPageHeading(site)}</Heading>
          <Text tone="muted">
            Your saved cars and searches, your reservations and your enquiries, in one place.
          </Text>
        </Stack>
        <GarageSection id="saved-cars" heading="Saved cars">
          {isWatchlistOn(site.features) ? (
            <WatchlistPreview
              site={site}
              session={shopper}
              empty={
                <GarageEmptyState
                  text={garageEmptyText('watchlist', noun)}
                  searchHref={GARAGE_SEARCH_PATH}
                  vehicleNoun={noun}
                />
              }
            />
          ) : garageAccess(site.features) ? (
            <div>
              <Button href={GARAGE_PATH} variant="soft" size="small">
                View your saved cars in My Garage
              </Button>
            </div>
          ) : (
            <Text tone="muted">This site does not keep saved cars.</Text>
          )}
        </GarageSection>
        <GarageSection id="saved-searches" heading={garageSectionHeadings['saved-searches']}>
          <GarageSavedSearches
            searches={garageSavedSearchItems(savedSearches)}
            empty={
              <GarageEmptyState
                text={garageEmptyText('saved-searches', noun)}
                searchHref={GARAGE_SEARCH_PATH}
                vehicleNoun={noun}
              />
            }
          />
        </GarageSection>
        <GarageSection id="reservations" heading="Reservations">
          {reservations.length === 0 ? (
            <GarageEmptyState
              text={`You have no reservations. Reserve a ${noun.toLowerCase().replace(/s$/, '')} online and it will appear here.`}
              searchHref={GARAGE_SEARCH_PATH}
              vehicleNoun={noun}
            />
          ) : (
            <Stack space="medium">
              {reservations.map((item) => {
                const car = shown.get(item.carId);
                const leadId = reservationLeads.get(item.id);
                const name =
                  car?.name ?? (leadId ? leadCarNames.get(leadId) : undefined) ?? 'Reserved car';
                return (
                  <ReservationEntry
                    key={item.id}
                    site={site}
                    item={item}
                    car={car}
                    carName={name}
                  />
                );
              })}
            </Stack>
          )}
        </GarageSection>
        <GarageSection id="enquiries" heading="Enquiries">
          {enquiries.length === 0 ? (
            <GarageEmptyState
              text="You have not sent us an enquiry yet. Your enquiries will appear here."
              searchHref={GARAGE_SEARCH_PATH}
              vehicleNoun={noun}
            />
          ) : (
            <Stack space="medium">
              {enquiries.map((item) => (
                <EnquiryEntry
                  key={item.id}
                  item={item}
                  car={item.carId === null ? undefined : shown.get(item.carId)}
                />
              ))}
            </Stack>
          )}
        </GarageSection>
      </Stack>
    </Container>
  );
}
