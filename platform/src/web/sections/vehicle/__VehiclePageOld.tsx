import { notFound } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';
import {
  Breadcrumbs,
  Button,
  Container,
  DealerComments,
  FeatureList,
  FinanceSummary,
  GuaranteeStrip,
  Heading,
  KeyInformation,
  type KeyInformationIconName,
  MapPinIcon,
  MobileStickyBar,
  PaymentLogoStrip,
  ServiceAdvantagePanel,
  SoldNotice,
  SpecificationList,
  Stack,
  Tag,
  Text,
  VehicleDetailLayout,
  VehicleGallery,
  VehicleSidebar,
  VehicleTabs,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../../domain/entities';
import { financeEstimate, needsFinanceQuote } from '../../../domain';
import { dealerComments } from '../../../domain/dealer-comments';
import { regoExpiry } from '../../../domain/rego-expiry';
import {
  breadcrumbStructuredData,
  jsonLdScriptText,
  vehicleBreadcrumbs,
  vehicleStructuredData,
} from '../../../domain/structured-data';
import { detailViewEventId, mobileStickyBar } from '../../../domain/vehicle-page';
import { locationDisplayName, vehicleSidebar } from '../../../domain/vehicle-sidebar';
import {
  caravanSpecificationRows,
  carSummaryRows,
  featureItems,
  keyInformationRows,
  SPEC_ROWS_INITIAL,
  type SpecRow,
  specificationRows,
  vehicleDetailTabsFor,
} from '../../../domain/vehicle-specs';
import { analyticsEvents } from '../../analytics';
import { RememberViewedCar } from '../../leads';
import { SimilarVehicles, similarVehicleHits } from './SimilarVehicles';
import { TrackedButtonLink } from '../../islands/vehicle/TrackedButtonLink';
import { vehicleOgImageSize } from '../../vehicle/share-image-size';
import { loadVehicle } from '../../vehicle/load-vehicle';
import { VehicleCallNow } from '../../islands/vehicle/VehicleCallNow';
import { VehicleEnquiryActions, type VehicleEnquiryForm } from './VehicleEnquiryActions';
import { VehicleFinanceEstimate } from '../../islands/vehicle/VehicleFinanceEstimate';
import { VehicleStickyCta } from '../../islands/vehicle/VehicleStickyCta';
import { VehicleTools } from '../../islands/vehicle/VehicleTools';
import { VehicleViewCount } from '../../islands/vehicle/VehicleViewCount';

// spec §2 'Vehicle detail' and 'Vehicle sidebar': the page that sells the car. Every rule is a
// named function in platform/domain; this file only composes their answers.

const keyInformationIcons: Record<string, KeyInformationIconName> = {
  year: 'calendar',
  km: 'odometer',
  body: 'body',
  transmission: 'transmission',
  fuel: 'fuel',
  drive: 'drive',
  bodyLength: 'length',
  sleeps: 'sleeps',
  aggregateTrailerMass: 'weight',
  tareWeight: 'weight',
};

const toRows = (rows: readonly SpecRow[]) => rows.map(({ label, value }) => ({ label, value }));

function keyInformation(car: Car): SpecRow[] {
  if (car.itemType !== 'caravan') return keyInformationRows(car);
  // a caravan's headline facts are its size, berths and mass (spec §2, caravan template)
  const caravan = caravanSpecificationRows(car.specifications).filter((row) =>
    ['bodyLength', 'sleeps', 'aggregateTrailerMass'].includes(row.key),
  );
  return [...keyInformationRows(car).filter((row) => row.key === 'year'), ...caravan];
}

function tabText(site: Site, car: Car): Record<string, ReactNode> {
  const { reserve } = site.features;
  const deposit = `$${reserve.depositAmount.toLocaleString('en-AU')}`;
  const used = car.carType === 'used';
  return {
    "What's Included": (
      <Text>
        {used
          ? 'A roadworthy inspection, a professional detail, a full tank of fuel and 12 months roadside assist.'
          : 'The full factory warranty, a professional detail, a full tank of fuel and a handover with our product specialist.'}
      </Text>
    ),
    'Why Buy From Us?': (
      <Text>
        {car.certified
          ? 'Certified pre-owned: an extra 1-year warranty, a 90 point inspection and 12 months roadside assist.'
          : used
            ? 'Every used vehicle comes with our 48-hour money-back guarantee and 12 months roadside assist.'
            : `${site.name} has been looking after local drivers for years, with finance, servicing and parts under one roof.`}
      </Text>
    ),
    'Reserve Online': (
      <Text>
        {reserve.enabled
          ? `Reserve this vehicle online with a ${deposit} deposit, 100% refundable. We hold it for you for ${reserve.holdHours} hours.`
          : 'Call or enquire and we will hold this vehicle while you arrange a test drive.'}
      </Text>
    ),
    'Protect Your Car': (
      <Text>
        Ask us about extended warranty, paint and interior protection, and comprehensive insurance
        for your new vehicle.
      </Text>
    ),
  };
}

function locationAddress(location: Location): string {
  const { street, city, state, postcode } = location.address;
  return `${street}, ${city} ${state} ${postcode}`;
}

/** spec §3 vdp_config.show_map_section: a static map card with a link (the embedded default). */
function VehicleMap({ location }: { location: Location }) {
  const { lat, long } = location.address;
  const directions = `https://www.google.com/maps/search/?api=1&query=${lat},${long}`;
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading">
      <Stack space="small">
        <Heading level={2} id="vehicle-map-heading">
          Where to find this vehicle
        </Heading>
        <Text weight="strong">{locationDisplayName(location.name)}</Text>
        <Text>{locationAddress(location)}</Text>
        <div>
          <Button href={directions} variant="soft" icon={<MapPinIcon />}>
            Get Directions
          </Button>
        </div>
      </Stack>
    </section>
  );
}

/** The page metadata (Next.js Metadata's shape): title, description, an Open Graph image. */
export interface VehiclePageMetadata {
  title: string;
  description?: string;
  alternates?: { canonical: string };
  openGraph?: {
    title: string;
    description: string;
    url: string;
    siteName: string;
    type: 'website';
    images: { url: string; width: number; height: number; alt: string }[];
  };
}

export async function vehiclePageMetadata(site: Site, slug: string): Promise<VehiclePageMetadata> {
  const loaded = await loadVehicle(site, slug);
  if (!loaded) return { title: 'Vehicle not found' };
  const { car, location } = loaded;
  const description = `${car.name} for sale at ${locationDisplayName(location.name)}, ${location.address.city} ${location.address.state}.`;
  const url = new URL(`/cars/${encodeURIComponent(car.slug)}`, site.url).toString();
  return {
    title: car.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: car.name,
      description,
      url,
      siteName: site.name,
      type: 'website',
      images: [
        {
          url: `/cars/${encodeURIComponent(car.slug)}/share-image`,
          ...vehicleOgImageSize,
          alt: `${car.name} and its price`,
        },
      ],
    },
  };
}

export interface VehiclePageProps {
  site: Site;
  slug: string;
  /** a form to open on arrival (a search card's Quick Enquiry or Find Me Something Similar) */
  openForm?: VehicleEnquiryForm | null;
}

export async function VehiclePage({ site, slug, openForm = null }: VehiclePageProps) {
  const loaded = await loadVehicle(site, slug);
  if (!loaded) notFound();
  const { car, location } = loaded;
  const now = new Date();
  const sidebar = vehicleSidebar(car, location, site, now);
  const { buttons } = sidebar;
  const estimate = financeEstimate(car, site);
  const rego = regoExpiry(car.regoExpiry, site, now, location.timezone);
  const comments = dealerComments(car.dealerComments);
  const features = featureItems(car);
  const specifications = [
    ...specificationRows(car),
    ...caravanSpecificationRows(car.specifications),
    ...(rego ? [{ key: 'regoExpiry', label: 'Rego Expiry', value: rego.text }] : []),
  ];
  const mobileBar = mobileStickyBar(car, location, site, now);
  const breadcrumbs = vehicleBreadcrumbs(car, site);
  const structuredData = [
    vehicleStructuredData(car, location, site),
    breadcrumbStructuredData(breadcrumbs, site.url),
  ];
  const tabs = tabText(site, car);
  const priceDisplay = sidebar.price
    ? {
        amount: sidebar.price.amount,
        text: sidebar.price.text,
        qualifier: sidebar.price.qualifier,
        wasPrice: sidebar.price.wasPrice,
      }
    : { amount: null, text: sidebar.soldMessage };
  const enquiryCar = {
    id: car.id,
    name: car.name,
    carType: car.carType,
    tag: car.tag,
    locationId: car.locationId,
  } as const;
  const image = car.images[0] ?? null;
  const reserve = buttons.reserve ? (
    <Button href={buttons.reserve.href} fullWidth>
      {buttons.reserve.label}
    </Button>
  ) : null;

  return (
    <Container>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScriptText(structuredData) }}
      />
      <Stack space="large">
        <Breadcrumbs items={breadcrumbs.map((item) => ({ label: item.name, href: item.url }))} />
        <VehicleDetailLayout
          gallery={
            <VehicleGallery
              title={car.name}
              images={car.images.map((img) => ({
                url: img.url,
                width: img.width,
                height: img.height,
                alt: img.alt,
              }))}
            />
          }
          sidebar={
            <VehicleSidebar
              title={car.name}
              subtitle={[car.series, car.body].filter(Boolean).join(' · ') || null}
              status={sidebar.inStock ? 'available' : 'sold'}
              price={priceDisplay}
              facts={[
                { label: 'Year', value: String(sidebar.year) },
                { label: 'Make', value: sidebar.make },
                { label: 'Model', value: sidebar.model },
                ...(sidebar.badge ? [{ label: 'Badge', value: sidebar.badge }] : []),
                ...(sidebar.series ? [{ label: 'Series', value: sidebar.series }] : []),
              ]}
              marketPriceBadge={sidebar.marketPrice?.label ?? null}
              certifiedBadge={sidebar.certifiedBadge ? `${car.make} Certified Pre-Owned` : null}
              reservedBadge={sidebar.inStock && car.reserved ? 'Reserved' : null}
              location={`${sidebar.location.name}, ${sidebar.location.city} ${sidebar.location.state}`}
              locationHref={site.features.mapSection ? '#vehicle-map' : null}
              soldMessage="This vehicle has been sold. Tell us what you are after and we will find you something similar."
              findSimilar={
                sidebar.findSimilar ? (
                  <VehicleEnquiryActions
                    site={site}
                    car={enquiryCar}
                    forms={['find-similar']}
                    openForm={openForm}
                  />
                ) : null
              }
              finance={
                sidebar.finance ? (
                  <FinanceSummary
                    rows={[
                      {
                        provider: sidebar.finance.provider,
                        weeklyAmount:
                          sidebar.finance.weeklyPayment ??
                          `${sidebar.finance.monthlyPayment ?? '-'} a month`,
                        note: sidebar.finance.finalPayment
                          ? `${sidebar.finance.finalPayment} final payment`
                          : null,
                        interestRate: `${sidebar.finance.interestRate} p.a.`,
                        comparisonRate: `${sidebar.finance.comparisonRate} p.a.`,
                      },
                    ]}
                    disclaimer={sidebar.finance.disclaimer}
                  />
                ) : null
              }
              actions={
                sidebar.inStock ? (
                  <>
                    {reserve}
                    {buttons.enquire ? (
                      <VehicleEnquiryActions
                        site={site}
                        car={enquiryCar}
                        forms={
                          buttons.enquire.kind === 'chat'
                            ? ['chat', 'test-drive', 'make-an-offer']
                            : ['enquiry', 'test-drive', 'request-photos', 'make-an-offer']
                        }
                        openForm={openForm}
                      />
                    ) : null}
                    {buttons.callNow ? (
                      <VehicleCallNow
                        phone={buttons.callNow.phone}
                        record={{
                          car_id: car.id,
                          dealership_id: car.dealershipId,
                          website_id: site.id,
                        }}
                      />
                    ) : null}
                  </>
                ) : null
              }
              secondaryActions={
                buttons.historyReport || buttons.tradeIn ? (
                  <>
                    {buttons.historyReport ? (
                      <TrackedButtonLink
                        href={buttons.historyReport.href}
                        label={buttons.historyReport.label}
                        eventId={analyticsEvents.historyReport}
                        detail={{ car_id: car.id }}
                      />
                    ) : null}
                    {buttons.tradeIn ? (
                      <Button href={buttons.tradeIn.href} variant="ghost" size="small">
                        {buttons.tradeIn.label}
                      </Button>
                    ) : null}
                  </>
                ) : null
              }
              tools={
                sidebar.inStock ? (
                  <VehicleTools
                    siteSlug={site.slug}
                    carSlug={car.slug}
                    share={
                      buttons.share ? { url: buttons.share.url, title: buttons.share.title } : null
                    }
                    favourite={
                      buttons.favourite
                        ? {
                            id: car.id,
                            name: car.name,
                            slug: car.slug,
                            make: car.make,
                            model: car.model,
                            primary_image_url: image?.url ?? null,
                          }
                        : null
                    }
                    printHref={buttons.print?.href ?? null}
                  />
                ) : null
              }
            />
          }
        >
          <RememberViewedCar
            car={{
              id: car.id,
              stocknum: car.stocknum,
              make: car.make,
              model: car.model,
              body: car.body,
              simple_body: car.simpleBody,
              path: `/cars/${car.slug}`,
            }}
          />
          <VehicleViewCount
            carSlug={car.slug}
            websiteId={site.id}
            photosCount={car.images.length}
            updatedAt={car.updatedAt.toISOString()}
            showCount={site.features.showViewCount}
            viewEventId={detailViewEventId(car)}
          />
          {sidebar.inStock ? null : (
            <SoldNotice
              title="This vehicle has been sold"
              message="It found a new home, but we have plenty more like it."
              links={[
                { label: `Browse all ${site.content.vehicleNoun.toLowerCase()}`, href: '/search' },
                { label: `More ${car.make} ${car.model}`, href: breadcrumbs[3]!.url },
              ]}
            />
          )}
          {sidebar.certifiedBadge ? (
            <div>
              <Tag tone="positive">{`${car.make} Certified Pre-Owned`}</Tag>
            </div>
          ) : null}
          <section aria-labelledby="key-information-heading">
            <Stack space="small">
              <Heading level={2} id="key-information-heading">
                Key information
              </Heading>
              <KeyInformation
                items={keyInformation(car).map((row) => ({
                  icon: keyInformationIcons[row.key] ?? null,
                  label: row.label,
                  value: row.value,
                }))}
              />
            </Stack>
          </section>
          <Suspense>
            <VehicleTabs
              label="About this vehicle"
              tabs={vehicleDetailTabsFor(car).map((tab) => ({
                id: tab
                  .toLowerCase()
                  .replace(/[^a-z]+/g, '-')
                  .replace(/-+$/, ''),
                label: tab,
                content:
                  tab === 'Dealer Comments' ? (
                    <DealerComments
                      paragraphs={comments.paragraphs}
                      shortParagraphs={comments.truncated ? comments.shortParagraphs : null}
                      pendingText={comments.pendingText ?? undefined}
                    />
                  ) : tab === 'Features' ? (
                    <FeatureList items={features} />
                  ) : (
                    tabs[tab]
                  ),
              }))}
            />
          </Suspense>
          <Suspense>
            <section aria-labelledby="car-summary-heading">
              <Stack space="small">
                <Heading level={2} id="car-summary-heading">
                  Car Summary
                </Heading>
                <SpecificationList
                  rows={toRows(carSummaryRows(car))}
                  initialCount={SPEC_ROWS_INITIAL}
                />
              </Stack>
            </section>
            <section aria-labelledby="all-specifications-heading">
              <Stack space="small">
                <Heading level={2} id="all-specifications-heading">
                  All Specifications
                </Heading>
                <SpecificationList rows={toRows(specifications)} initialCount={SPEC_ROWS_INITIAL} />
              </Stack>
            </section>
          </Suspense>
          <Suspense>
            {estimate ? (
              <VehicleFinanceEstimate
                carId={car.id}
                initial={{
                  weekly: estimate.weekly,
                  monthly: estimate.monthly,
                  advertisedRate: estimate.advertisedRate,
                  comparisonRate: estimate.comparisonRate,
                }}
                fetchQuote={needsFinanceQuote(car)}
                assumptions={estimate.assumptions}
                disclaimer={`This estimate is a guide only and is not a quote or an offer of finance. It assumes a ${estimate.termYears}-year term, a deposit of ${estimate.deposit} and a final payment of ${estimate.finalPayment}. Fees, charges and your credit history change the figures. Comparison rates are based on a 5 year secured loan of $30,000.`}
              />
            ) : null}
            <section id="finance-calculator" aria-labelledby="finance-calculator-heading">
              <Stack space="small">
                <Heading level={2} id="finance-calculator-heading">
                  Finance Calculator
                </Heading>
                <Text>
                  Work out repayments that suit you: our finance team can tailor a loan to this
                  vehicle.
                </Text>
                <div>
                  {/* spec §2 'finance enquiry modal' (analytics event 9) */}
                  <VehicleEnquiryActions
                    site={site}
                    car={enquiryCar}
                    forms={['finance-enquiry']}
                    openForm={openForm}
                    defaultValues={car.price > 0 ? { vehiclePriceBudget: car.price } : undefined}
                    hash={null}
                    fullWidth={false}
                  />
                </div>
              </Stack>
            </section>
            {sidebar.serviceAdvantage ? (
              <ServiceAdvantagePanel
                pricePerService={`$${sidebar.serviceAdvantage.amount}`}
                years={sidebar.serviceAdvantage.years}
                services={sidebar.serviceAdvantage.services}
                interval={sidebar.serviceAdvantage.interval}
                bookHref={
                  site.microsite
                    ? new URL('/service-booking', site.microsite).toString()
                    : '/genuine-service'
                }
              />
            ) : null}
            {site.features.mapSection ? <VehicleMap location={location} /> : null}
            {car.carType === 'used' ? <PaymentLogoStrip /> : null}
          </Suspense>
        </VehicleDetailLayout>
        {car.carType === 'used' ? (
          <GuaranteeStrip
            items={[
              { label: 'ONE HAGGLE-FREE PRICE' },
              { label: '48HR MONEY BACK GUARANTEE' },
              { label: 'LIFETIME ENGINE GUARANTEE' },
              { label: 'COOL VALUE SERVICING FOR LIFE' },
              { label: '12 MONTHS ROADSIDE ASSIST' },
              { label: 'RESERVE ONLINE' },
            ]}
          />
        ) : null}
        {/* a boundary of its own for hydration; rendered with the page (not streamed later),
            so nothing moves once painted */}
        <Suspense>
          <SimilarVehicles site={site} now={now} hits={await similarVehicleHits(site, car, now)} />
        </Suspense>
      </Stack>
      {sidebar.inStock ? (
        <VehicleStickyCta
          title={car.name}
          price={priceDisplay}
          image={image ? { url: image.url, width: image.width, height: image.height } : null}
          actions={reserve ?? <Button href="#enquire">Enquire Now</Button>}
        />
      ) : null}
      {mobileBar ? (
        <MobileStickyBar>
          <Button href={mobileBar.callNow.href} variant="soft">
            {mobileBar.callNow.label}
          </Button>
          <Button href="#enquire">{mobileBar.enquire.label}</Button>
        </MobileStickyBar>
      ) : null}
    </Container>
  );
}
