import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import {
  Button,
  Container,
  FormAlert,
  Heading,
  Inline,
  ReservationSummary,
  Stack,
  Text,
} from '@dealer/design-system';
import { formatAud } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import {
  type CheckoutPath,
  depositText,
  holdEndText,
  type ReservationState,
} from '../../domain/reservations';
import { purchaseOf, purchaseSummaryLines } from '../../domain/purchase-journey';
import { appRuntime } from '../../runtime';
import { shopperSession } from '../accounts/session';
import { AwaitPayment } from './client/AwaitPayment';
import { CancelReservation } from './client/CancelReservation';
import { checkoutView } from './checkout-view';

/** What the confirmation says of a reservation that no longer holds the car. */
const endedText: Partial<Record<ReservationState, string>> = {
  cancelled: 'You cancelled this reservation. The car is available to other buyers again.',
  expired: 'The hold on this car has ended and the car is available to other buyers again.',
  released: 'The dealership has released this car. Please contact us if you still want it.',
  refunded: 'This reservation has ended and its deposit has been refunded in full.',
  declined: 'Sorry, another buyer reserved this car first. Your deposit has been refunded in full.',
  failed: 'The deposit payment did not go through, so the car was not reserved.',
};

/**
 * spec §2 the checkout's confirmation (/cars/{slug}/checkout/confirmation?reservation={id}): the
 * reservation's reference, the car, the deposit and how it is paid, until when the car is held,
 * what happens next and the shopper's cancellation. A reservation of another car or site, or of
 * a checkout path the site does not use, is a 404.
 */
export async function CheckoutConfirmation({
  site,
  slug,
  path,
  reservationId,
  token,
}: {
  site: Site;
  slug: string;
  path: CheckoutPath;
  reservationId: string | null;
  /** the shopper's proof, from the confirmation link */
  token: string | null;
}) {
  if (!site.features.reserve.enabled || site.features.reserve.checkoutPath !== path) notFound();
  if (!reservationId) notFound();
  const runtime = appRuntime();
  const [store, service] = await Promise.all([runtime.store(), runtime.reservations()]);
  // the shopper's reservation only: with the link's token, or signed in with its number
  const shopper = await shopperSession(site, await headers());
  const reservation = await service.getForShopper(site, reservationId, {
    token,
    signedInPhone: shopper?.phoneNumber,
  });
  if (!reservation) notFound();
  const car = await store.stock.getCarById(site, reservation.carId);
  if (!car || car.slug !== slug) notFound();
  const location = await store.stock.getLocation(site, car.locationId);
  const view = checkoutView(site, car, location);
  const state = reservation.state as ReservationState;
  // a deposit declined (another buyer was first) is refunded at once: the shopper is told why
  const endedAs =
    state === 'refunded' &&
    (await service.events(reservation.id)).some((event) => event.action === 'decline')
      ? 'declined'
      : state;
  // spec §2 /checkout-journey: a purchase's choices (the full price, or a deposit with them)
  const purchase = purchaseOf(reservation.contact);
  const fullPrice = purchase?.payment === 'full';
  const deposit = fullPrice ? null : depositText(reservation.depositCents / 100);
  const amount = formatAud(reservation.depositCents / 100);
  const timeZone = location?.timezone ?? 'Australia/Sydney';
  const holding = state === 'held' || state === 'confirmed';
  const paidAtDealer = reservation.provider === 'dealer';
  return (
    <Container width="medium">
      <Stack space="large">
        {holding ? (
          <Stack space="small">
            <Heading level={1}>
              {purchase ? 'Thank you for your purchase' : 'Your car is reserved'}
            </Heading>
            <Text size="large">
              {state === 'confirmed'
                ? `Thank you. ${site.name} has confirmed your purchase of this car.`
                : `Thank you. We are holding this car for you until ${holdEndText(reservation.heldUntil!, timeZone)}.`}
            </Text>
          </Stack>
        ) : state === 'pending' ? (
          <Stack space="small">
            <Heading level={1}>Confirming your payment</Heading>
            <Text>
              We are waiting for your payment to be confirmed. This page shows your reservation once
              it is.
            </Text>
            <AwaitPayment />
          </Stack>
        ) : (
          <Stack space="small">
            <Heading level={1}>This reservation has ended</Heading>
            <FormAlert tone="info" title="Reservation ended">
              {endedText[endedAs] ?? 'This reservation no longer holds the car.'}
            </FormAlert>
          </Stack>
        )}
        <Text>
          Reservation reference: <strong data-slot="reservation-reference">{reservation.id}</strong>
        </Text>
        <ReservationSummary
          {...view.summary}
          deposit={deposit}
          depositNote={
            deposit
              ? paidAtDealer
                ? 'Pay at the dealer · 100% refundable'
                : 'Paid online · 100% refundable'
              : null
          }
        />
        {purchase ? (
          <section aria-labelledby="purchase-heading" data-slot="purchase-summary">
            <Stack space="small">
              <Heading level={2} id="purchase-heading">
                Your purchase
              </Heading>
              <dl>
                {purchaseSummaryLines(purchase, reservation.depositCents).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </Stack>
          </section>
        ) : null}
        {holding ? (
          <section aria-labelledby="reservation-next-heading">
            <Stack space="small">
              <Heading level={2} id="reservation-next-heading">
                What happens next
              </Heading>
              <ul>
                <li>
                  <Text as="span">
                    {`A member of the ${site.name} team will call you shortly to arrange the next steps.`}
                  </Text>
                </li>
                {fullPrice && paidAtDealer ? (
                  <li>
                    <Text as="span">
                      {`Pay the ${amount} at the dealership when you collect the car; nothing has been charged online.`}
                    </Text>
                  </li>
                ) : null}
                {purchase?.trade_in === 'Yes' ? (
                  <li>
                    <Text as="span">
                      Bring your trade-in with you: we value it at the dealership and take its value
                      off the balance.
                    </Text>
                  </li>
                ) : null}
                {deposit && paidAtDealer ? (
                  <li>
                    <Text as="span">
                      {`Pay the ${deposit} deposit at the dealership when you come in; nothing has been charged online.`}
                    </Text>
                  </li>
                ) : null}
                <li>
                  <Text as="span">
                    {fullPrice && !paidAtDealer
                      ? 'Changed your mind? Cancel your purchase here and your payment is refunded in full.'
                      : deposit && !paidAtDealer
                        ? 'Changed your mind? Cancel your reservation here and your deposit is refunded in full.'
                        : 'Changed your mind? Cancel your reservation here and the car is released at once.'}
                  </Text>
                </li>
              </ul>
              {state === 'held' ? (
                <CancelReservation reservationId={reservation.id} token={token} />
              ) : null}
            </Stack>
          </section>
        ) : null}
        <Inline space="small">
          <Button href={`/cars/${encodeURIComponent(car.slug)}`}>Back to the car</Button>
          <Button href="/search" variant="ghost">
            {`Browse our ${site.content.vehicleNoun.toLowerCase()}`}
          </Button>
        </Inline>
      </Stack>
    </Container>
  );
}
