import {
  Breadcrumbs,
  Container,
  Heading,
  ReservationSummary,
  Stack,
  Text,
} from '@dealer/design-system';
import { formatAud } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { CHECKOUT_JOURNEY_TITLE, purchasePrice } from '../../domain/purchase-journey';
import { depositText } from '../../domain/reservations';
import { shownPrice } from '../../domain/vehicle-sidebar';
import { appRuntime } from '../../runtime';
import { leadFormSetup } from '../leads/lead-form-props';
import { checkoutView, RESERVATIONS_ENDPOINT } from './checkout-view';
import { PurchaseJourney } from './client/PurchaseJourney';

/**
 * spec §2 /checkout-journey?car_id={slug or id}: the online purchase of a car, distinct from its
 * reservation: the car and its price, then the journey's steps (trade-in, finance, the deposit or
 * the full price through the site's payment provider, the shopper's details), ending at the
 * reservation's confirmation.
 */
export async function CheckoutJourneyPage({
  site,
  car,
  signedIn,
}: {
  site: Site;
  car: Car;
  signedIn: boolean;
}) {
  const runtime = appRuntime();
  const store = await runtime.store();
  const [locations, { provider }] = await Promise.all([
    store.stock.listLocations(site),
    runtime.reservations(),
  ]);
  const location = locations.find((l) => l.id === car.locationId) ?? null;
  const view = checkoutView(site, car, location);
  const { options, dealerships } = leadFormSetup(site, locations, car);
  const { reserve } = site.features;
  const shown = shownPrice(car, site);
  const price = purchasePrice(shown);
  const priceText =
    price !== null
      ? [formatAud(price), shown?.qualifier].filter(Boolean).join(' ')
      : (shown?.text ?? site.content.noPriceText);
  return (
    <Container width="medium">
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: car.name, href: `/cars/${encodeURIComponent(car.slug)}` },
            { label: CHECKOUT_JOURNEY_TITLE },
          ]}
        />
        <Stack space="small">
          <Heading level={1}>{CHECKOUT_JOURNEY_TITLE}</Heading>
          <Text tone="muted">
            Buy this car online in a few steps: tell us about a trade-in and finance, then pay the
            deposit or the full price.
          </Text>
        </Stack>
        <ReservationSummary {...view.summary} />
        <PurchaseJourney
          car={{ id: car.id, name: car.name, carType: car.carType, tag: car.tag }}
          price={price}
          priceText={priceText}
          depositAmount={reserve.depositAmount}
          holdHours={reserve.holdHours}
          ratePercent={site.finance.calculator.defaultInterest}
          payment={{
            label: provider.label,
            describeDeposit: provider.describe(depositText(reserve.depositAmount)),
            describeFull: price !== null ? provider.describeFullPrice(formatAud(price)) : '',
            acceptedMethods: provider.acceptedMethods,
            takesPaymentOnline: provider.takesPaymentOnline,
          }}
          signedIn={signedIn}
          options={options}
          dealerships={dealerships}
          endpoint={RESERVATIONS_ENDPOINT}
        />
      </Stack>
    </Container>
  );
}
