import { notFound } from 'next/navigation';
import {
  Breadcrumbs,
  Container,
  PaymentLogoStrip,
  ServiceAdvantagePanel,
  Stack,
  VehicleDetailLayout,
  VehicleGallery,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { RememberViewedCar } from '../leads/client/RememberViewedCar';
import { SimilarVehicles, similarVehicleHits } from './SimilarVehicles';
import { loadVehicle } from './load-vehicle';
import { type VehicleEnquiryForm } from './VehicleEnquiryActions';
import { VehicleFinanceEstimate } from '../finance/client/VehicleFinanceEstimate';
import { VehicleViewCount } from './client/VehicleViewCount';
import { UsedVehicleGuarantees } from './UsedVehicleGuarantees';
import { VehicleDetailsTabs } from './VehicleDetailsTabs';
import { VehicleFinanceCalculator } from '../finance/VehicleFinanceCalculator';
import { HydrateNearView } from '../frame/client/hydrate-near-view';
import { VehicleKeyInformation } from './VehicleKeyInformation';
import { VehicleMap } from './VehicleMap';
import { vehicleMetadataOf, type VehiclePageMetadata } from './vehicle-page-metadata';
import { VehicleSidebarSection } from './VehicleSidebarSection';
import { VehicleSpecificationsSection } from './VehicleSpecificationsSection';
import { VehicleCertifiedTag, VehicleSoldNotice } from './VehicleStatusNotices';
import { VehicleMobileStickyBar, VehicleStickyCtaBar } from './VehicleStickyBars';
import { vehiclePageView } from './vehicle-view-model';

// spec §2 'Vehicle detail' and 'Vehicle sidebar': the page that sells the car. Every rule is a
// named function in platform/domain; this file only composes their answers.

export { type VehiclePageMetadata } from './vehicle-page-metadata';

export async function vehiclePageMetadata(site: Site, slug: string): Promise<VehiclePageMetadata> {
  const loaded = await loadVehicle(site, slug);
  return vehicleMetadataOf(site, loaded);
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
  const now = new Date();
  const view = vehiclePageView(site, loaded, now);
  const { car } = view;

  return (
    <Container>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: view.structuredDataText }}
      />
      <Stack space="large">
        <Breadcrumbs items={view.breadcrumbs} />
        <VehicleDetailLayout
          gallery={<VehicleGallery title={car.name} images={view.galleryImages} />}
          sidebar={<VehicleSidebarSection view={view} site={site} openForm={openForm} />}
        >
          <RememberViewedCar car={view.viewedCar} />
          <VehicleViewCount {...view.viewCount} />
          <VehicleSoldNotice links={view.soldNoticeLinks} />
          <VehicleCertifiedTag badge={view.certifiedBadge} />
          <VehicleKeyInformation items={view.keyInformation} />
          {/* below the first screen on a phone: hydrated when the shopper nears them */}
          <HydrateNearView>
            <VehicleDetailsTabs view={view} />
          </HydrateNearView>
          <HydrateNearView>
            <VehicleSpecificationsSection
              summaryRows={view.summaryRows}
              specificationRows={view.specificationRows}
            />
          </HydrateNearView>
          <HydrateNearView>
            {view.financeEstimate ? <VehicleFinanceEstimate {...view.financeEstimate} /> : null}
            <VehicleFinanceCalculator view={view} site={site} openForm={openForm} />
            {view.serviceAdvantage ? <ServiceAdvantagePanel {...view.serviceAdvantage} /> : null}
            {view.map ? <VehicleMap map={view.map} /> : null}
            {view.used ? <PaymentLogoStrip /> : null}
          </HydrateNearView>
        </VehicleDetailLayout>
        {view.used ? <UsedVehicleGuarantees /> : null}
        {/* a boundary of its own for hydration, when the shopper nears it; rendered with the
            page (not streamed later), so nothing moves once painted */}
        <HydrateNearView>
          <SimilarVehicles site={site} now={now} hits={await similarVehicleHits(site, car, now)} />
        </HydrateNearView>
      </Stack>
      <VehicleStickyCtaBar view={view} />
      <VehicleMobileStickyBar view={view} />
    </Container>
  );
}
