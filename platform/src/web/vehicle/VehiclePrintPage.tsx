import { notFound } from 'next/navigation';
import {
  Container,
  FeatureList,
  Heading,
  Image,
  Inline,
  SpecificationList,
  Stack,
  Text,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { analyticsEvents } from '../frame/analytics';
import { PrintButton } from './client/PrintButton';
import { vehicleSheet } from './vehicle-sheet';

/** spec §2 /print?car_id={slug}: the vehicle sheet laid out for paper. */
export async function VehiclePrintPage({
  site,
  carSlug,
}: {
  site: Site;
  carSlug: string | undefined;
}) {
  const sheet = carSlug ? await vehicleSheet(site, carSlug) : null;
  if (!sheet) notFound();
  const { pdf, car } = sheet;
  const image = car.images[0];
  return (
    <Container>
      <article>
        <Stack space="medium">
          <Inline space="large" align="spaceBetween" alignY="top">
            <Stack space="xsmall">
              <Text tone="muted">{pdf.siteName}</Text>
              <Heading level={1}>{pdf.title}</Heading>
              <Text size="large" weight="strong">
                {pdf.priceText}
              </Text>
              {pdf.wasPriceText ? <Text tone="muted">{`Was ${pdf.wasPriceText}`}</Text> : null}
            </Stack>
            <PrintButton carSlug={car.slug} eventId={analyticsEvents.print} />
          </Inline>
          {image ? (
            <Image
              style={{ width: '100%', maxWidth: '40rem', height: 'auto' }}
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              slot="print"
              priority
            />
          ) : null}
          <section aria-labelledby="print-details">
            <Heading level={2} id="print-details">
              Vehicle details
            </Heading>
            <SpecificationList rows={pdf.rows} initialCount={pdf.rows.length} />
          </section>
          {pdf.features.length > 0 ? (
            <section aria-labelledby="print-features">
              <Heading level={2} id="print-features">
                Features
              </Heading>
              <FeatureList items={pdf.features} initialCount={pdf.features.length} />
            </section>
          ) : null}
          {pdf.comments.length > 0 ? (
            <section aria-labelledby="print-comments">
              <Heading level={2} id="print-comments">
                Dealer Comments
              </Heading>
              {pdf.comments.map((paragraph, i) => (
                <Text key={i}>{paragraph}</Text>
              ))}
            </section>
          ) : null}
          {pdf.location ? (
            <footer>
              <Text weight="strong">{pdf.location.name}</Text>
              <Text>{pdf.location.address}</Text>
              <Text>{`Phone ${pdf.location.phone}`}</Text>
              {pdf.location.licence ? <Text>{pdf.location.licence}</Text> : null}
              <Text tone="muted">{pdf.url}</Text>
            </footer>
          ) : null}
        </Stack>
      </article>
    </Container>
  );
}
