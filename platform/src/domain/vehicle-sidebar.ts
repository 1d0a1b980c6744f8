import { type Site } from '@dealer/site-config';
import { formatAud } from '@dealer/design-system/format';
import { reserveLabel } from './card-actions';
import { showsCertifiedBadge } from './card-tags';
import { type Car, type Location } from './entities';
import { financeDisplay, type FinanceDisplay } from './finance-display';
import { FIND_SIMILAR_MESSAGE, leadFormCategory } from './lead-forms';
import { priceDisplay, type PriceDisplay } from './price-display';
import { serviceAdvantageFor, type ServiceAdvantage } from './service-advantage';
import { isHistoryReportAddress } from './history-report';
import { isInStock } from './stock-visibility';
import { tradeInButtonShown, type TradeInSite } from './trade-in';
import { factsFromCar } from './vehicle-facts';

// The vehicle sidebar of a vehicle page (spec §2 'Vehicle sidebar'): what shows for an in-stock
// car and for a sold one, and which buttons.

export const SOLD_MESSAGE = 'SOLD';
export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';
export const MARKET_PRICE_MARGIN = 499; // spec §9 market badge $499

export type SidebarSite = Pick<Site, 'url' | 'financeProvider' | 'financeExcludedDealershipIds'> & {
  features: Pick<
    Site['features'],
    | 'reserve'
    | 'chatInsteadOfEnquire'
    | 'callNowByCarType'
    | 'favourites'
    | 'tradeIn'
    | 'certifiedBadge'
    | 'serviceAdvantage'
    | 'subscriptionOffers'
    | 'showViewCount'
  >;
  content: Pick<Site['content'], 'noPriceText'>;
  tradeIn: Pick<Site['tradeIn'], 'pages'>;
};

/** 'Swan Valley Toyota Midland' from 'Swan Valley Toyota Midland - Sales' (spec §2). */
export function locationDisplayName(name: string): string {
  return name.replace(/ - (Sales|Service|Parts)$/, '').trim();
}

/** A tel: link for a phone number as written ('08 9274 0100' -> 'tel:0892740100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The vehicle page's absolute URL: {site url}/cars/{slug} (spec §2). */
export function vehiclePageUrl(car: Pick<Car, 'slug'>, site: Pick<Site, 'url'>): string {
  return new URL(`/cars/${encodeURIComponent(car.slug)}`, site.url).toString();
}

// spec §4 price display precedence, as the vehicle page shows it; a sold car shows SOLD instead
export function shownPrice(
  car: Car,
  site: Pick<SidebarSite, 'features' | 'content'>,
): PriceDisplay | null {
  if (car.status === 'sold') return null;
  return priceDisplay(factsFromCar(car), {
    subscriptionOffers: site.features.subscriptionOffers,
    noPriceText: site.content.noPriceText,
  });
}

export interface MarketPriceBadge {
  averageMarketPrice: number;
  /** how far the shown price sits under the market average, dollars */
  belowMarketBy: number;
  /** '$1,200 below market' */
  label: string;
}

// spec §5 market price badge only when the market average exceeds the shown price by more than
// $499 (a subscription's weekly figure is no price to compare)
export function marketPriceBadge(
  car: Pick<Car, 'autograb'>,
  price: PriceDisplay | null,
): MarketPriceBadge | null {
  const average = car.autograb?.averageMarketPrice ?? null;
  if (average === null || price === null || price.amount === null) return null;
  if (price.kind !== 'price' && price.kind !== 'offer') return null;
  const below = average - price.amount;
  if (!(below > MARKET_PRICE_MARGIN)) return null;
  return {
    averageMarketPrice: average,
    belowMarketBy: below,
    label: `${formatAud(below)} below market`,
  };
}

// spec §2 Call Now: the number for the car type when the site configures one, else the
// location's phone
export function callNowNumber(
  car: Pick<Car, 'carType'>,
  location: Pick<Location, 'phone'>,
  site: { features: Pick<Site['features'], 'callNowByCarType'> },
): string {
  return site.features.callNowByCarType?.[car.carType] ?? location.phone;
}

// spec §2/§5 Reserve only when checkout is enabled for the car: the rule of the search card's
// reserve button (site switch, in stock, not reserved, a payment processor, a price)
export function isCheckoutEnabled(
  car: Car,
  site: { features: Pick<Site['features'], 'reserve'> },
): boolean {
  return (
    reserveLabel(factsFromCar(car), {
      reserveEnabled: site.features.reserve.enabled,
      depositAmount: site.features.reserve.depositAmount,
    }) !== null
  );
}

// spec §5 trade-in only when a valuation is available: the rule of the trade-in wizard
export function isTradeInAvailable(car: Pick<Car, 'status'>, site: TradeInSite): boolean {
  return tradeInButtonShown(site, car);
}

// spec §2 Toyota Service Advantage panel: where the site shows it, for a Toyota in stock
export function serviceAdvantagePanel(
  car: Pick<Car, 'make' | 'model' | 'status'>,
  site: { features: Pick<Site['features'], 'serviceAdvantage'> },
): ServiceAdvantage | null {
  if (!site.features.serviceAdvantage || !isInStock(car.status)) return null;
  if (car.make.trim().toLowerCase() !== 'toyota') return null;
  return serviceAdvantageFor(car.model);
}

export interface SidebarLink {
  label: string;
  href: string;
}

export interface SidebarButtons {
  /** 'Reserve Car Now' to /cars/{slug}/checkout (or /buy-online), with the deposit */
  reserve: (SidebarLink & { deposit: string | null }) | null;
  /** 'Enquire Now' (the enquiry form) or 'Instant Message' (the chat) */
  enquire: { kind: 'enquire' | 'chat'; label: 'Enquire Now' | 'Instant Message' } | null;
  callNow: { label: 'Call Now'; phone: string; href: string } | null;
  share: { label: 'Share'; url: string; title: string } | null;
  favourite: boolean;
  /** 'Print' to /print?car_id={slug} */
  print: SidebarLink | null;
  /** 'Car History Report' to the car's file */
  historyReport: SidebarLink | null;
  /** 'Trade-In' to /cars/trade-in?car_id={id} */
  tradeIn: SidebarLink | null;
}

export interface FindSimilar {
  label: typeof FIND_SIMILAR_LABEL;
  /** the enquiry's prefilled message */
  message: string;
  subcategory: string;
}

export interface VehicleSidebar {
  inStock: boolean;
  /** 'SOLD' for a car not in stock, else null */
  soldMessage: string | null;
  findSimilar: FindSimilar | null;
  title: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  price: PriceDisplay | null;
  marketPrice: MarketPriceBadge | null;
  certifiedBadge: boolean;
  location: { name: string; city: string; state: string };
  finance: FinanceDisplay | null;
  buttons: SidebarButtons;
  serviceAdvantage: ServiceAdvantage | null;
  /** the view count, where the site shows it */
  views: number | null;
}

const noButtons: SidebarButtons = {
  reserve: null,
  enquire: null,
  callNow: null,
  share: null,
  favourite: false,
  print: null,
  historyReport: null,
  tradeIn: null,
};

// spec §2 vehicle sidebar. In stock: title, price, price type, was-price, year, make, model,
// badge, series, market-price badge, location, finance summary, and the buttons Reserve Car Now
// (checkout enabled), Enquire Now or Instant Message, Call Now, Share, Favourite, Print, Car
// History Report (a file), Trade-In (a valuation). Not in stock (spec §4): the SOLD message and
// 'Find Me Something Similar' with its prefilled enquiry, and nothing else.
export function vehicleSidebar(
  car: Car,
  location: Pick<Location, 'name' | 'phone' | 'address'>,
  site: SidebarSite,
  now: Date,
): VehicleSidebar {
  const inStock = isInStock(car.status);
  const head = {
    title: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    location: {
      name: locationDisplayName(location.name),
      city: location.address.city,
      state: location.address.state,
    },
    views: site.features.showViewCount ? car.views : null,
  };
  if (!inStock) {
    const { subcategory } = leadFormCategory['find-similar'];
    return {
      ...head,
      inStock: false,
      soldMessage: SOLD_MESSAGE,
      findSimilar: { label: FIND_SIMILAR_LABEL, message: FIND_SIMILAR_MESSAGE, subcategory },
      price: null,
      marketPrice: null,
      certifiedBadge: false,
      finance: null,
      buttons: { ...noButtons },
      serviceAdvantage: null,
    };
  }
  const price = shownPrice(car, site);
  const phone = callNowNumber(car, location, site);
  const { reserve } = site.features;
  return {
    ...head,
    inStock: true,
    soldMessage: null,
    findSimilar: null,
    price,
    marketPrice: marketPriceBadge(car, price),
    certifiedBadge: showsCertifiedBadge(car, site.features.certifiedBadge),
    finance: financeDisplay(car, site, now),
    buttons: {
      reserve: isCheckoutEnabled(car, site)
        ? {
            label: 'Reserve Car Now',
            href: `/cars/${encodeURIComponent(car.slug)}/${reserve.checkoutPath}`,
            deposit: reserve.depositAmount > 0 ? formatAud(reserve.depositAmount) : null,
          }
        : null,
      enquire: site.features.chatInsteadOfEnquire
        ? { kind: 'chat', label: 'Instant Message' }
        : { kind: 'enquire', label: 'Enquire Now' },
      callNow: { label: 'Call Now', phone, href: telHref(phone) },
      share: { label: 'Share', url: vehiclePageUrl(car, site), title: car.name },
      favourite: site.features.favourites,
      print: { label: 'Print', href: `/print?car_id=${encodeURIComponent(car.slug)}` },
      // a stored link that is not a history report (an older feed's) is not offered
      historyReport:
        car.historyReportUrl && isHistoryReportAddress(car.historyReportUrl)
          ? { label: 'Car History Report', href: car.historyReportUrl }
          : null,
      tradeIn: isTradeInAvailable(car, site)
        ? { label: 'Trade-In', href: `/cars/trade-in?car_id=${car.id}` }
        : null,
    },
    serviceAdvantage: serviceAdvantagePanel(car, site),
  };
}
