import { type ReactNode } from 'react';
import { Container, Heading, PageBanner, Stack, Text } from '@dealer/design-system';
import { pageBannerOf } from '../../domain/page-banners';
import { type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { appRuntime } from '../../runtime';
import { LeadForm } from './client/LeadForm';
import { leadFormSetup } from './lead-form-props';
import { siteSellsUsedCars } from '../search/used-car-stock';
import { UsedVehicleGuarantees } from '../vehicle/UsedVehicleGuarantees';
import { ServiceChatAssistant } from './ServiceChatAssistant';
import {
  carIdFromQuery,
  type LeadPageName,
  leadPages,
  type PageQuery,
  preferredLocationId,
} from './lead-pages';

/** A form page of the site: heading, a few words, and the form in its own section. */
export async function LeadFormPage({
  site,
  page,
  query = {},
  heading,
  intro,
  pageId,
  source,
  formDefaults = {},
  children,
}: {
  site: Site;
  page: LeadPageName;
  query?: PageQuery;
  /** the page's own heading and words in place of the form page's */
  heading?: string;
  intro?: string;
  /** the page's own name in the lead (spec §3 page_id) in place of the form page's */
  pageId?: string;
  /** the lead's source (spec §3) in place of the form page's title */
  source?: string;
  /** the form's starting values the page chooses (a general enquiry's category) */
  formDefaults?: Record<string, unknown>;
  /** what the page shows between its heading and the form */
  children?: ReactNode;
}) {
  const definition = leadPages[page];
  const store = await appRuntime().store();
  const carId = definition.readsCar ? carIdFromQuery(query) : null;
  const [locations, car, guarantees] = await Promise.all([
    store.stock.listLocations(site),
    carId === null ? Promise.resolve<Car | null>(null) : store.stock.getCarById(site, carId),
    'usedCarGuarantees' in definition && definition.usedCarGuarantees
      ? siteSellsUsedCars(site, new Date())
      : false,
  ]);
  const { options, dealerships, appointments } = leadFormSetup(
    site,
    locations,
    car,
    definition.locationType,
  );
  const offered = locations.filter((l) => dealerships.some((d) => d.id === l.id));
  const defaultValues = {
    ...formDefaults,
    location_id: options.locationSelect ? preferredLocationId(query, site, offered) : undefined,
  };
  const headingId = `${page}-form-heading`;
  const bullets: readonly string[] = 'bullets' in definition ? definition.bullets : [];
  return (
    <Container width="medium">
      <Stack space="large">
        {'banner' in definition ? (
          <PageBanner image={pageBannerOf(site, definition.banner)} priority />
        ) : null}
        <Stack space="small">
          <Heading level={1}>{heading ?? definition.title}</Heading>
          <Text tone="muted">{intro ?? definition.intro}</Text>
          {bullets.length > 0 ? (
            <ul>
              {bullets.map((bullet) => (
                <li key={bullet}>
                  <Text as="span">{bullet}</Text>
                </li>
              ))}
            </ul>
          ) : null}
        </Stack>
        {children}
        {definition.locationType === 'service' || definition.locationType === 'parts' ? (
          <ServiceChatAssistant site={site} path={`/${page}`} />
        ) : null}
        <section aria-labelledby={headingId}>
          <Stack space="medium">
            <Heading level={2} id={headingId}>
              {definition.formHeading}
            </Heading>
            {car ? <Text weight="strong">{car.name}</Text> : null}
            <LeadForm
              form={definition.form}
              options={options}
              dealerships={dealerships}
              appointments={appointments}
              car={
                car ? { id: car.id, name: car.name, carType: car.carType, tag: car.tag } : undefined
              }
              defaultValues={defaultValues}
              source={source ?? definition.title}
              pageId={pageId ?? page}
              aria-labelledby={headingId}
            />
          </Stack>
        </section>
        {guarantees ? <UsedVehicleGuarantees /> : null}
      </Stack>
    </Container>
  );
}
