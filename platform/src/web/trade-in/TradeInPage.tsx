import { notFound } from 'next/navigation';
import {
  Column,
  Columns,
  Container,
  Heading,
  Stack,
  Text,
  TradeInFaq,
  VehicleCard,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { isInStock } from '../../domain/stock-visibility';
import { tradeInPagePath } from '../../domain/trade-in';
import { appRuntime } from '../../runtime';
import { rulesAt, STOCK_INDEX_UID } from '../../search';
import { TradeInWizard } from './client/TradeInWizard';
import { leadFormSetup } from '../leads/lead-form-props';
import { carIdFromQuery, type PageQuery } from '../leads/lead-pages';
import {
  cardAttributes,
  type CardDocument,
  cardOptions,
  vehicleCardProps,
} from '../../search/address/search-config';
import {
  CAR_TRADE_IN_PAGE,
  TRADE_IN_FAQ_HEADING,
  tradeInFaqItems,
  type TradeInPageName,
  tradeInPageDefinitions,
} from './trade-in-pages';

/** The search card of the car a trade is against (as the search page shows it), or null. */
async function wantedCarCard(site: Site, car: Car, now: Date): Promise<CardDocument | null> {
  const backend = await appRuntime().searchBackend();
  const response = await backend.search(
    site,
    STOCK_INDEX_UID,
    { filter: `id = ${car.id}`, limit: 1, attributesToRetrieve: cardAttributes },
    rulesAt(site, now),
  );
  return (response.hits[0] as unknown as CardDocument | undefined) ?? null;
}

/**
 * A trade-in page (spec §2): the valuation wizard, the trade-in FAQ, and on /cars/trade-in the
 * car the shopper wants beside the wizard (its location takes the lead). A site whose trade-in
 * switch is off, or that does not offer the page, answers 404.
 */
export async function TradeInPage({
  site,
  page,
  query = {},
}: {
  site: Site;
  /** a trade-in page of the site, or 'car' for /cars/trade-in?car_id= */
  page: TradeInPageName | 'car';
  query?: PageQuery;
}) {
  if (!tradeInPagePath(site)) notFound();
  if (page !== 'car' && !site.tradeIn.pages.includes(page)) notFound();
  const definition = page === 'car' ? CAR_TRADE_IN_PAGE : tradeInPageDefinitions[page];
  const store = await appRuntime().store();
  const now = new Date();
  const carId = page === 'car' ? carIdFromQuery(query) : null;
  const [locations, found] = await Promise.all([
    store.stock.listLocations(site),
    carId === null ? Promise.resolve<Car | null>(null) : store.stock.getCarById(site, carId, now),
  ]);
  // a sold car is not traded against: the wizard values the shopper's vehicle all the same
  const car = found && isInStock(found.status) ? found : null;
  const card = car ? await wantedCarCard(site, car, now) : null;
  const { options, dealerships } = leadFormSetup(site, locations, car);

  const wizard = (
    <section aria-labelledby="trade-in-wizard-heading">
      <Stack space="medium">
        <Heading level={2} id="trade-in-wizard-heading">
          Value your vehicle
        </Heading>
        <TradeInWizard
          dealerships={dealerships}
          car={
            car
              ? {
                  id: car.id,
                  name: car.name,
                  carType: car.carType,
                  tag: car.tag,
                  locationId: car.locationId,
                }
              : null
          }
          options={options}
          saveValuation={site.tradeIn.saveValuation}
          source={definition.title}
          headingLevel={3}
        />
      </Stack>
    </section>
  );
  return (
    <Container width={card ? 'large' : 'medium'}>
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level={1}>{definition.title}</Heading>
          <Text tone="muted">{definition.intro}</Text>
        </Stack>
        {card ? (
          <Columns space="xlarge" collapseBelow="desktop">
            <Column width="2/3">{wizard}</Column>
            <Column width="1/3">
              <aside aria-labelledby="trade-in-car-heading">
                <Stack space="medium">
                  <Heading level={2} id="trade-in-car-heading">
                    The vehicle you want
                  </Heading>
                  <VehicleCard {...vehicleCardProps(card, cardOptions(site), now)} />
                </Stack>
              </aside>
            </Column>
          </Columns>
        ) : (
          wizard
        )}
        <TradeInFaq items={tradeInFaqItems} heading={TRADE_IN_FAQ_HEADING} />
      </Stack>
    </Container>
  );
}
