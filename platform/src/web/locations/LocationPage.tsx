import {
  Breadcrumbs,
  Button,
  Columns,
  Container,
  Heading,
  licenceLines,
  LocationMap,
  MapPinIcon,
  OpeningHours,
  ReviewSummary,
  Stack,
  Text,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { jsonLdScriptText } from '../../domain/structured-data';
import { addressLines, directionsUrl, distinctPhones, type Place } from '../../domain/locations';
import { locationStructuredData } from '../../domain/location-structured-data';
import { locationMap } from '../../domain/maps';
import { locationHoursView } from '../../domain/opening-hours';
import { telHref } from '../../domain/vehicle-sidebar';
import { LocationHoursTabs } from './client/LocationHoursTabs';
import { placeRating } from './location-views';

const typeName = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const;

/**
 * spec §7 embedded map: the map of a place (its main location's), the provider's interactive
 * map on a press where the site has one; nothing for a place with no position.
 */
export function PlaceMap({ site, place }: { site: Pick<Site, 'maps'>; place: Place }) {
  const map = locationMap(site, place.main, place.name);
  return map ? <LocationMap image={map.image} interactive={map.interactive} /> : null;
}

/** The place's details: address, phones, licences, its map and the way there. */
export function PlaceDetails({
  site,
  place,
  headingLevel = 2,
}: {
  site: Pick<Site, 'maps'>;
  place: Place;
  headingLevel?: 2 | 3;
}) {
  const { main } = place;
  const phones = distinctPhones(place.locations);
  return (
    <section aria-labelledby={`${place.slug}-details`}>
      <Stack space="small">
        <Heading level={headingLevel} id={`${place.slug}-details`}>
          Location details
        </Heading>
        <address>
          {addressLines(main).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </address>
        <ul aria-label="Phone numbers">
          {phones.map(({ label, phone }) => (
            <li key={phone}>
              <Text>
                {phones.length > 1 ? `${label}: ` : 'Phone: '}
                <a href={telHref(phone)}>{phone}</a>
              </Text>
            </li>
          ))}
        </ul>
        {licenceLines({
          dealerLicence: main.dealerLicenseNumber,
          motorRepairer: main.motorVehicleRepairer,
        }).map(({ label, number }) => (
          <Text key={label} tone="muted">
            {label}: {number}
          </Text>
        ))}
        <PlaceMap site={site} place={place} />
        <div>
          <Button href={directionsUrl(main)} variant="soft" icon={<MapPinIcon />}>
            Get Directions
          </Button>
        </div>
      </Stack>
    </section>
  );
}

/** The place's opening hours: one table, or one for each of its sales, service and parts. */
export function PlaceHours({
  site,
  place,
  now,
  headingLevel = 2,
}: {
  site: Site;
  place: Place;
  now: Date;
  headingLevel?: 2 | 3;
}) {
  const tables = place.locations.map((location) => {
    const view = locationHoursView(location, site.hours, now);
    return {
      id: location.locationType,
      label: typeName[location.locationType],
      rows: view.rows,
      holidayRows: view.holidayRows,
      currentLabel: view.todayLabel,
      openNow: view.openNow,
      todayHours: view.todayHours,
      todayOccasion: view.todayOccasion,
    };
  });
  const only = tables[0];
  return (
    <section aria-labelledby={`${place.slug}-hours`}>
      <Stack space="small">
        <Heading level={headingLevel} id={`${place.slug}-hours`}>
          Opening hours
        </Heading>
        {tables.length > 1 ? (
          <LocationHoursTabs tables={tables} />
        ) : only ? (
          <OpeningHours
            rows={only.rows}
            holidayHours={only.holidayRows}
            currentLabel={only.currentLabel}
            openNow={only.openNow}
            todayHours={only.todayHours}
            todayOccasion={only.todayOccasion}
            label={`${place.name} opening hours`}
          />
        ) : null}
      </Stack>
    </section>
  );
}

/** spec §2 /our-location/{slug} and /locations/{slug}: one place's details, hours and rating. */
export function LocationPage({ site, place, now }: { site: Site; place: Place; now: Date }) {
  const rating = placeRating(place);
  return (
    <Container>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScriptText(locationStructuredData(place, site)),
        }}
      />
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Our Locations', href: '/our-location' },
            { label: place.name, href: `/our-location/${place.slug}` },
          ]}
        />
        <Stack space="small">
          <Heading level={1}>{place.name}</Heading>
          {rating ? (
            <ReviewSummary average={rating.average} count={rating.count} source="Google" />
          ) : null}
        </Stack>
        <Columns space="xlarge">
          <PlaceDetails site={site} place={place} />
          <PlaceHours site={site} place={place} now={now} />
        </Columns>
        <div>
          <Button href={`/contact-us/${place.slug}`}>Contact {place.name}</Button>
        </div>
      </Stack>
    </Container>
  );
}
