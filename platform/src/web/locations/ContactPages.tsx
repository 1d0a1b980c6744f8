import {
  Button,
  Columns,
  Heading,
  LocationsGrid,
  MapPinIcon,
  Stack,
  Text,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import {
  addressLines,
  directionsUrl,
  distinctPlacesByStreet,
  type Place,
} from '../../domain/locations';
import { type PageQuery } from '../leads/lead-pages';
import { LeadFormPage } from '../leads/LeadFormPage';
import { PlaceDetails, PlaceHours, PlaceMap } from './LocationPage';
import { placeCard } from './location-views';

/** spec §2 /contact-us/{location slug}: the place's details and hours over its contact form. */
export function LocationContactPage({
  site,
  place,
  query,
  now,
}: {
  site: Site;
  place: Place;
  query: PageQuery;
  now: Date;
}) {
  return (
    <LeadFormPage
      site={site}
      page="contact-us"
      query={{ ...query, preferredDealership: String(place.main.id) }}
      heading={`Contact ${place.name}`}
      intro={`Call, visit or send ${place.name} a message: our team will get back to you as soon as possible.`}
    >
      <Columns space="xlarge">
        <PlaceDetails site={site} place={place} />
        <PlaceHours site={site} place={place} now={now} />
      </Columns>
    </LeadFormPage>
  );
}

/**
 * spec §7 embedded map on a contact page: the site's main place (the primary first), named, with
 * its address, its map and the way there.
 */
function MainPlaceMap({ site, place }: { site: Site; place: Place }) {
  return (
    <Stack space="small">
      <Text weight="strong">{place.name}</Text>
      <address>
        <Text>{addressLines(place.main).join(', ')}</Text>
      </address>
      <PlaceMap site={site} place={place} />
      <div>
        <Button href={directionsUrl(place.main)} variant="soft" icon={<MapPinIcon />}>
          Get Directions
        </Button>
      </div>
    </Stack>
  );
}

/** spec §2 /contact-us: the enquiry form under the map of the site's main place. */
export function ContactFormPage({
  site,
  places,
  query,
}: {
  site: Site;
  places: readonly Place[];
  query: PageQuery;
}) {
  const main = places[0];
  return (
    <LeadFormPage site={site} page="contact-us" query={query}>
      {main ? (
        <section aria-labelledby="contact-visit">
          <Stack space="medium">
            <Heading level={2} id="contact-visit">
              Visit Us
            </Heading>
            <MainPlaceMap site={site} place={main} />
          </Stack>
        </section>
      ) : null}
    </LeadFormPage>
  );
}

/** spec §2 /contact: the map of the site's main place, every place of it, and the enquiry form. */
export function ContactPage({
  site,
  places,
  query,
}: {
  site: Site;
  places: readonly Place[];
  query: PageQuery;
}) {
  const main = places[0];
  return (
    <LeadFormPage site={site} page="contact-us" query={query}>
      <section aria-labelledby="contact-locations">
        <Stack space="medium">
          <Heading level={2} id="contact-locations">
            Our Locations
          </Heading>
          {main ? <MainPlaceMap site={site} place={main} /> : null}
          <LocationsGrid
            label="Our locations"
            headingLevel={3}
            locations={distinctPlacesByStreet(places).map((place) =>
              placeCard(place, `/contact-us/${place.slug}`, 'View Details', site.hours, new Date()),
            )}
          />
        </Stack>
      </section>
    </LeadFormPage>
  );
}
