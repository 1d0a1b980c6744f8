import { Columns, Heading, LocationsGrid, Stack } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { distinctPlacesByStreet, type Place } from '../../domain/locations';
import { type PageQuery } from '../leads/lead-pages';
import { LeadFormPage } from '../leads/LeadFormPage';
import { PlaceDetails, PlaceHours } from './LocationPage';
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
        <PlaceDetails place={place} />
        <PlaceHours site={site} place={place} now={now} />
      </Columns>
    </LeadFormPage>
  );
}

/** spec §2 /contact: every place of the site, and the enquiry form. */
export function ContactPage({
  site,
  places,
  query,
}: {
  site: Site;
  places: readonly Place[];
  query: PageQuery;
}) {
  return (
    <LeadFormPage site={site} page="contact-us" query={query}>
      <section aria-labelledby="contact-locations">
        <Stack space="medium">
          <Heading level={2} id="contact-locations">
            Our Locations
          </Heading>
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
