import { type ServiceAdvantagePanelProps } from '@dealer/design-system';
import { type ServiceAdvantage, serviceBookingHref } from '../../domain/service-advantage';

/** spec §9 a Service Advantage plan as its panel shows it, with the site's service booking. */
export function serviceAdvantagePanelProps(
  plan: ServiceAdvantage,
  site: { microsite: string | null },
): ServiceAdvantagePanelProps {
  return {
    pricePerService: plan.pricePerService,
    years: plan.years,
    services: plan.services,
    interval: plan.interval,
    bookHref: serviceBookingHref(site),
  };
}
