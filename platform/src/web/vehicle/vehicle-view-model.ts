import {
  type BreadcrumbsProps,
  type FinanceProviderRow,
  type KeyInformationIconName,
  type KeyInformationItem,
  type ServiceAdvantagePanelProps,
  type SpecificationRow,
  type StickyCtaBarProps,
  type VehicleGalleryImage,
  type VehicleSidebarFact,
  type VehicleSidebarProps,
} from '@dealer/design-system';
import { formatAud } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import { financeEstimate, needsFinanceQuote, shownFinanceLender } from '../../domain';
import { isComparable } from '../../domain/compare';
import { directionsUrl } from '../../domain/locations';
import { locationMap, type LocationMapView } from '../../domain/maps';
import { lenderDisclaimer } from '../../domain/finance-disclosure';
import { financeQuoteRequest } from '../../domain/finance-quote';
import { dealerComments, type DealerComments } from '../../domain/dealer-comments';
import { regoExpiry } from '../../domain/rego-expiry';
import {
  breadcrumbStructuredData,
  jsonLdScriptText,
  vehicleBreadcrumbs,
  vehicleStructuredData,
} from '../../domain/structured-data';
import {
  detailViewEventId,
  mobileStickyBar,
  type MobileStickyBar,
} from '../../domain/vehicle-page';
import {
  locationDisplayName,
  vehicleSidebar,
  type VehicleSidebar,
} from '../../domain/vehicle-sidebar';
import {
  caravanSpecificationRows,
  carSummaryRows,
  featureItems,
  keyInformationRows,
  type SpecRow,
  specificationRows,
  type VehicleDetailTab,
  vehicleDetailTabsFor,
} from '../../domain/vehicle-specs';
import { type VehicleCallNowProps } from './client/VehicleCallNow';
import { type VehicleFinanceEstimateProps } from '../finance/client/VehicleFinanceEstimate';
import { type VehicleToolsProps } from './client/VehicleTools';
import { type VehicleViewCountProps } from './client/VehicleViewCount';
import { type ViewedCar } from '../leads/viewed-cars';
import { serviceAdvantagePanelProps } from '../models/service-advantage-view';
import { type LoadedVehicle } from './load-vehicle';
import { type VehicleEnquiryForm } from './vehicle-forms';
import { type CompareEntry } from '../compare/compare-list';

// The vehicle page's answers from the domain, shaped into the props its sections hand to the
// design system and the islands: no markup here, only data.

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

/** The tabs of 'About this vehicle' that are a paragraph of the dealer's own words. */
export type VehicleTextTab = Exclude<VehicleDetailTab, 'Dealer Comments' | 'Features'>;

function tabText(site: Site, car: Car): Record<VehicleTextTab, string> {
  const { reserve } = site.features;
  const deposit = formatAud(reserve.depositAmount);
  const used = car.carType === 'used';
  return {
    "What's Included": used
      ? 'A roadworthy inspection, a professional detail, a full tank of fuel and 12 months roadside assist.'
      : 'The full factory warranty, a professional detail, a full tank of fuel and a handover with our product specialist.',
    'Why Buy From Us?': car.certified
      ? 'Certified pre-owned: an extra 1-year warranty, a 90 point inspection and 12 months roadside assist.'
      : used
        ? 'Every used vehicle comes with our 48-hour money-back guarantee and 12 months roadside assist.'
        : `${site.name} has been looking after local drivers for years, with finance, servicing and parts under one roof.`,
    'Reserve Online': reserve.enabled
      ? `Reserve this vehicle online with a ${deposit} deposit, 100% refundable. We hold it for you for ${reserve.holdHours} hours.`
      : 'Call or enquire and we will hold this vehicle while you arrange a test drive.',
    'Protect Your Car':
      'Ask us about extended warranty, paint and interior protection, and comprehensive insurance for your new vehicle.',
  };
}

function locationAddress(location: Location): string {
  const { street, city, state, postcode } = location.address;
  return `${street}, ${city} ${state} ${postcode}`;
}

/** The car an enquiry form is about. */
export type VehicleEnquiryCar = Pick<
  Car,
  'id' | 'name' | 'carType' | 'tag' | 'locationId' | 'stocknum' | 'slug'
>;

/** spec §2 'Vehicle sidebar': the props of the sidebar beside the gallery. */
export interface VehicleSidebarView {
  title: string;
  subtitle: string | null;
  status: 'available' | 'sold';
  price: VehicleSidebarProps['price'];
  facts: VehicleSidebarFact[];
  marketPriceBadge: string | null;
  certifiedBadge: string | null;
  reservedBadge: string | null;
  location: string;
  locationHref: string | null;
  /** the sidebar's finance summary, where a lender qualifies */
  finance: { rows: FinanceProviderRow[]; disclaimer: string } | null;
  /** the enquiry forms behind the main button, when the car is in stock and can be enquired on */
  enquiryForms: readonly VehicleEnquiryForm[] | null;
  /** spec §3 phone reveal record of Call Now */
  callNowRecord: VehicleCallNowProps['record'];
  /** Share, Favourite and Print, for a car in stock */
  tools: Pick<VehicleToolsProps, 'share' | 'favourite' | 'printHref'> | null;
  /** the Compare box, where the site offers compare and the car can be compared (spec §5/§6) */
  compare: CompareEntry | null;
}

/** spec §3 vdp_config.show_map_section: where the car is, its map and how to get there. */
export interface VehicleMapView {
  name: string;
  address: string;
  directionsHref: string;
  /** the location's map (spec §7 embedded map); null where the location has no position */
  map: LocationMapView | null;
}

export interface VehiclePageView {
  car: Car;
  /** the domain's sidebar answer: in stock or sold, and which buttons */
  sidebar: VehicleSidebar;
  sidebarPanel: VehicleSidebarView;
  /** the JSON-LD of the car and its breadcrumbs, ready for a script element */
  structuredDataText: string;
  breadcrumbs: BreadcrumbsProps['items'];
  galleryImages: VehicleGalleryImage[];
  enquiryCar: VehicleEnquiryCar;
  viewedCar: ViewedCar;
  viewCount: VehicleViewCountProps;
  /** where a sold car's visitor goes next; null while the car is in stock */
  soldNoticeLinks: { label: string; href: string }[] | null;
  /** e.g. 'Toyota Certified Pre-Owned', where the car shows the badge */
  certifiedBadge: string | null;
  keyInformation: KeyInformationItem[];
  detailTabs: { id: string; label: VehicleDetailTab }[];
  tabText: Record<VehicleTextTab, string>;
  comments: DealerComments;
  features: string[];
  summaryRows: SpecificationRow[];
  specificationRows: SpecificationRow[];
  financeEstimate: VehicleFinanceEstimateProps | null;
  /** the finance enquiry's prefilled budget: the car's price, when it has one */
  financeEnquiryDefaults: { vehiclePriceBudget: number } | undefined;
  /** the finance calculator's start: the car's price and the shown lender (its fees, disclaimer) */
  calculator: {
    carPrice: number | null;
    lender: { establishmentFees: number } | null;
    disclaimer: string | null;
  };
  serviceAdvantage: ServiceAdvantagePanelProps | null;
  map: VehicleMapView | null;
  /** a used car shows the guarantee strip and the payment logos */
  used: boolean;
  /** the bar along the foot of the window, for a car in stock */
  stickyCta: Pick<StickyCtaBarProps, 'title' | 'price' | 'image'> | null;
  mobileBar: MobileStickyBar | null;
}

/** spec §2 'Vehicle detail' and 'Vehicle sidebar': everything the vehicle page shows of a car. */
export function vehiclePageView(site: Site, loaded: LoadedVehicle, now: Date): VehiclePageView {
  const { car, location } = loaded;
  const sidebar = vehicleSidebar(car, location, site, now);
  const { buttons } = sidebar;
  const estimate = financeEstimate(car, site);
  const rego = regoExpiry(car.regoExpiry, site, now, location.timezone);
  const breadcrumbs = vehicleBreadcrumbs(car, site);
  const structuredData = [
    vehicleStructuredData(car, location, site),
    breadcrumbStructuredData(breadcrumbs, site.url),
  ];
  const priceDisplay = sidebar.price
    ? {
        amount: sidebar.price.amount,
        text: sidebar.price.text,
        qualifier: sidebar.price.qualifier,
        wasPrice: sidebar.price.wasPrice,
      }
    : { amount: null, text: sidebar.soldMessage };
  const image = car.images[0] ?? null;
  const certifiedBadge = sidebar.certifiedBadge ? `${car.make} Certified Pre-Owned` : null;
  return {
    car,
    sidebar,
    sidebarPanel: {
      title: car.name,
      subtitle: [car.series, car.body].filter(Boolean).join(' · ') || null,
      status: sidebar.inStock ? 'available' : 'sold',
      price: priceDisplay,
      facts: [
        { label: 'Year', value: String(sidebar.year) },
        { label: 'Make', value: sidebar.make },
        { label: 'Model', value: sidebar.model },
        ...(sidebar.badge ? [{ label: 'Badge', value: sidebar.badge }] : []),
        ...(sidebar.series ? [{ label: 'Series', value: sidebar.series }] : []),
      ],
      marketPriceBadge: sidebar.marketPrice?.label ?? null,
      certifiedBadge,
      reservedBadge: sidebar.inStock && car.reserved ? 'Reserved' : null,
      location: `${sidebar.location.name}, ${sidebar.location.city} ${sidebar.location.state}`,
      locationHref: site.features.mapSection ? '#vehicle-map' : null,
      finance: sidebar.finance
        ? {
            rows: [
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
            ],
            disclaimer: sidebar.finance.disclaimer,
          }
        : null,
      enquiryForms: buttons.enquire
        ? buttons.enquire.kind === 'chat'
          ? ['chat', 'test-drive', 'make-an-offer']
          : ['enquiry', 'test-drive', 'request-photos', 'make-an-offer']
        : null,
      callNowRecord: {
        car_id: car.id,
        dealership_id: car.dealershipId,
        website_id: site.id,
      },
      tools: sidebar.inStock
        ? {
            share: buttons.share ? { url: buttons.share.url, title: buttons.share.title } : null,
            favourite: buttons.favourite
              ? {
                  id: car.id,
                  name: car.name,
                  slug: car.slug,
                  make: car.make,
                  model: car.model,
                  primary_image_url: image?.url ?? null,
                }
              : null,
            printHref: buttons.print?.href ?? null,
          }
        : null,
      compare: isComparable(car, site) ? { id: car.id, name: car.name, slug: car.slug } : null,
    },
    structuredDataText: jsonLdScriptText(structuredData),
    breadcrumbs: breadcrumbs.map((item) => ({ label: item.name, href: item.url })),
    galleryImages: car.images.map((img) => ({
      url: img.url,
      width: img.width,
      height: img.height,
      alt: img.alt,
    })),
    enquiryCar: {
      id: car.id,
      name: car.name,
      carType: car.carType,
      tag: car.tag,
      locationId: car.locationId,
      stocknum: car.stocknum,
      slug: car.slug,
    },
    viewedCar: {
      id: car.id,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      body: car.body,
      simple_body: car.simpleBody,
      path: `/cars/${car.slug}`,
    },
    viewCount: {
      carSlug: car.slug,
      websiteId: site.id,
      photosCount: car.images.length,
      updatedAt: car.updatedAt.toISOString(),
      showCount: site.features.showViewCount,
      viewEventId: detailViewEventId(car),
    },
    soldNoticeLinks: sidebar.inStock
      ? null
      : [
          { label: `Browse all ${site.content.vehicleNoun.toLowerCase()}`, href: '/search' },
          { label: `More ${car.make} ${car.model}`, href: breadcrumbs[3]!.url },
        ],
    certifiedBadge,
    keyInformation: keyInformation(car).map((row) => ({
      icon: keyInformationIcons[row.key] ?? null,
      label: row.label,
      value: row.value,
    })),
    detailTabs: vehicleDetailTabsFor(car).map((tab) => ({
      id: tab
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/-+$/, ''),
      label: tab,
    })),
    tabText: tabText(site, car),
    comments: dealerComments(car.dealerComments),
    features: featureItems(car),
    summaryRows: toRows(carSummaryRows(car)),
    specificationRows: toRows([
      ...specificationRows(car),
      ...caravanSpecificationRows(car.specifications),
      ...(rego ? [{ key: 'regoExpiry', label: 'Rego Expiry', value: rego.text }] : []),
    ]),
    financeEstimate: estimate
      ? {
          carId: car.id,
          initial: {
            weekly: estimate.weekly,
            monthly: estimate.monthly,
            advertisedRate: estimate.advertisedRate,
            comparisonRate: estimate.comparisonRate,
          },
          fetchQuote: needsFinanceQuote(car),
          quoteRequest: financeQuoteRequest(car),
          assumptions: estimate.assumptions,
          disclaimer: `This estimate is a guide only and is not a quote or an offer of finance. It assumes a ${estimate.termYears}-year term, a deposit of ${estimate.deposit} and a final payment of ${estimate.finalPayment}. Fees, charges and your credit history change the figures. Comparison rates are based on a 5 year secured loan of $30,000.`,
        }
      : null,
    financeEnquiryDefaults: car.price > 0 ? { vehiclePriceBudget: car.price } : undefined,
    calculator: {
      carPrice: car.price > 0 ? car.price : null,
      lender: shownFinanceLender(car, site, now),
      disclaimer: lenderDisclaimer(car, site),
    },
    serviceAdvantage: sidebar.serviceAdvantage
      ? serviceAdvantagePanelProps(sidebar.serviceAdvantage, site)
      : null,
    map: site.features.mapSection
      ? {
          name: locationDisplayName(location.name),
          address: locationAddress(location),
          directionsHref: directionsUrl(location),
          map: locationMap(site, location, locationDisplayName(location.name)),
        }
      : null,
    used: car.carType === 'used',
    stickyCta: sidebar.inStock
      ? {
          title: car.name,
          price: priceDisplay,
          image: image ? { url: image.url, width: image.width, height: image.height } : null,
        }
      : null,
    mobileBar: mobileStickyBar(car, location, site, now),
  };
}
