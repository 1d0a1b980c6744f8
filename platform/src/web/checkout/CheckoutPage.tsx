import { notFound } from 'next/navigation';
import {
  Breadcrumbs,
  Container,
  Heading,
  Link,
  PaymentLogoStrip,
  ReservationSummary,
  Stack,
  Text,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import {
  checkoutAnswers,
  type CheckoutPath,
  depositCents,
  depositText,
  reservationTerms,
  reserveButtonLabel,
} from '../../domain/reservations';
import { holdNeedsConfirmedPhone } from '../../domain/phone-check';
import { appRuntime } from '../../runtime';
import { checkoutNeedsSignIn } from '../accounts/gated-routes';
import { PhoneCheckSection } from './client/PhoneCheck';
import { LeadForm } from '../leads/client/LeadForm';
import { leadFormSetup } from '../leads/lead-form-props';
import { checkoutView, RESERVATIONS_ENDPOINT } from './checkout-view';
import { CHECKOUT_JOURNEY_TITLE, checkoutJourneyHref } from '../../domain/purchase-journey';

/**
 * spec §2 the checkout of a car (/cars/{slug}/checkout, or /buy-online on one brand): the car
 * with its displayed price, the deposit and its terms (48-hour hold, refundable in full), the
 * shopper's contact details (the lead form kit, stored visitor details prefilled), the payment
 * step and 'Reserve This Car {amount}'. Anything else at the path is a 404: another path, a site
 * with reserve off, a car that cannot be reserved now.
 */
export async function CheckoutPage({
  site,
  slug,
  path,
}: {
  site: Site;
  slug: string;
  path: CheckoutPath;
}) {
  const runtime = appRuntime();
  const store = await runtime.store();
  const car = await store.stock.getCarBySlug(site, slug);
  if (!checkoutAnswers(site, path, car)) notFound();
  const [locations, { provider }] = await Promise.all([
    store.stock.listLocations(site),
    runtime.reservations(),
  ]);
  const location = locations.find((l) => l.id === car.locationId) ?? null;
  const view = checkoutView(site, car, location);
  const { options, dealerships } = leadFormSetup(site, locations, car);
  const { reserve } = site.features;
  const deposit = depositText(reserve.depositAmount);
  const formHeadingId = 'checkout-details-heading';
  const termsHeadingId = 'checkout-terms-heading';
  const paymentHeadingId = 'checkout-payment-heading';
  // a hold paid at the dealer needs a proven mobile: a signed-in shopper's, or a texted code's
  const phoneCheck =
    holdNeedsConfirmedPhone({
      takesPaymentOnline: provider.takesPaymentOnline,
      depositCents: depositCents(reserve.depositAmount),
    }) && !checkoutNeedsSignIn(site);
  return (
    <Container width="medium">
      <Stack space="large">
        <Breadcrumbs items={view.breadcrumbs} />
        <Stack space="small">
          <Heading level={1}>Reserve Car Now</Heading>
          <Text tone="muted">
            {deposit
              ? `Reserve this car online with a ${deposit} deposit, 100% refundable. We hold it for you for ${reserve.holdHours} hours.`
              : `Reserve this car online. We hold it for you for ${reserve.holdHours} hours.`}
          </Text>
        </Stack>
        <Text>
          {'Want to buy it now, with your trade-in and finance? '}
          <Link href={checkoutJourneyHref(car.slug)}>{CHECKOUT_JOURNEY_TITLE}</Link>
        </Text>
        <ReservationSummary {...view.summary} />
        <section aria-labelledby={termsHeadingId}>
          <Stack space="small">
            <Heading level={2} id={termsHeadingId}>
              Reservation terms
            </Heading>
            <ul data-slot="reservation-terms">
              {reservationTerms(reserve).map((term) => (
                <li key={term}>
                  <Text as="span">{term}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
        {phoneCheck ? <PhoneCheckSection headingLevel={2} /> : null}
        <section aria-labelledby={formHeadingId}>
          <Stack space="medium">
            <Heading level={2} id={formHeadingId}>
              Your details
            </Heading>
            <LeadForm
              form="reserve"
              options={{ ...options, requireTerms: true, messageOptional: true }}
              dealerships={dealerships}
              car={{ id: car.id, name: car.name, carType: car.carType, tag: car.tag }}
              endpoint={RESERVATIONS_ENDPOINT}
              submitLabel={reserveButtonLabel(reserve.depositAmount)}
              source="Reserve Car Now"
              pageId="checkout"
              accepted={{
                title: 'Reserving your car',
                message: 'One moment while we confirm your reservation.',
              }}
              aria-labelledby={formHeadingId}
              beforeSubmit={
                <section aria-labelledby={paymentHeadingId} data-slot="checkout-payment">
                  <Stack space="small">
                    <Heading level={3} id={paymentHeadingId}>
                      {`Payment: ${provider.label}`}
                    </Heading>
                    <Text>{provider.describe(deposit)}</Text>
                    <PaymentLogoStrip methods={provider.acceptedMethods} />
                  </Stack>
                </section>
              }
            />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
