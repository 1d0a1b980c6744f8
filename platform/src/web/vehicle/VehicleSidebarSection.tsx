import { Button, FinanceSummary, VehicleSidebar } from '@dealer/design-system';
import { FINANCE_CALCULATOR_ANCHOR } from '../finance/finance-pages';
import { type Site } from '@dealer/site-config';
import { analyticsEvents } from '../frame/analytics';
import { TrackedButtonLink } from './client/TrackedButtonLink';
import { VehicleCallNow } from './client/VehicleCallNow';
import { VehicleTools } from './client/VehicleTools';
import { VehicleCompare } from '../compare/client/VehicleCompare';
import { WatchlistButton } from '../watchlist/client/WatchlistButton';
import { vehicleWatchlistButton } from '../watchlist/watchlist-view';
import { VehicleEnquiryActions, type VehicleEnquiryForm } from './VehicleEnquiryActions';
import { VehicleReserveButton } from './VehicleReserveButton';
import { type VehiclePageView } from './vehicle-view-model';

/** spec §2 'Vehicle sidebar': price, facts, badges, finance and the car's calls to action. */
export function VehicleSidebarSection({
  view,
  site,
  openForm,
}: {
  view: VehiclePageView;
  site: Site;
  openForm: VehicleEnquiryForm | null;
}) {
  const { car, sidebar, sidebarPanel: panel, enquiryCar } = view;
  const { buttons } = sidebar;
  // spec §4 the watchlist heart, where the site has it (a sold car shows it only once saved)
  const watchlist = vehicleWatchlistButton(site, car);
  return (
    <VehicleSidebar
      title={panel.title}
      subtitle={panel.subtitle}
      status={panel.status}
      price={panel.price}
      facts={panel.facts}
      marketPriceBadge={panel.marketPriceBadge}
      certifiedBadge={panel.certifiedBadge}
      reservedBadge={panel.reservedBadge}
      location={panel.location}
      locationHref={panel.locationHref}
      soldMessage="This vehicle has been sold. Tell us what you are after and we will find you something similar."
      findSimilar={
        sidebar.findSimilar ? (
          <>
            <VehicleEnquiryActions
              site={site}
              car={enquiryCar}
              forms={['find-similar']}
              openForm={openForm}
            />
            {watchlist ? <WatchlistButton {...watchlist} /> : null}
          </>
        ) : null
      }
      finance={
        panel.finance ? (
          <FinanceSummary
            rows={panel.finance.rows}
            disclaimer={panel.finance.disclaimer}
            // spec §2: the finance summary leads to the calculator, with this car's price in it
            action={
              <Button href={`#${FINANCE_CALCULATOR_ANCHOR}`} variant="ghost" size="small">
                Calculate repayments
              </Button>
            }
          />
        ) : null
      }
      actions={
        sidebar.inStock ? (
          <>
            {buttons.reserve ? <VehicleReserveButton reserve={buttons.reserve} /> : null}
            {panel.enquiryForms ? (
              <VehicleEnquiryActions
                site={site}
                car={enquiryCar}
                forms={panel.enquiryForms}
                openForm={openForm}
              />
            ) : null}
            {buttons.callNow ? (
              <VehicleCallNow phone={buttons.callNow.phone} record={panel.callNowRecord} />
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
        panel.tools || panel.compare ? (
          <>
            {panel.tools ? (
              <VehicleTools
                siteSlug={site.slug}
                carSlug={car.slug}
                share={panel.tools.share}
                favourite={panel.tools.favourite}
                watchlist={watchlist}
                printHref={panel.tools.printHref}
              />
            ) : null}
            {panel.compare ? <VehicleCompare siteSlug={site.slug} car={panel.compare} /> : null}
          </>
        ) : null
      }
    />
  );
}
