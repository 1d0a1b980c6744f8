import { type Site } from '@dealer/site-config';
import { type Location, type locationTypes } from '../../domain/entities';
import { type LeadForm } from '../../domain/lead-forms';
import { slugOf } from '../../domain/slug';
import { budgetFromLabel } from '../../domain/price-range-label';

// The site's form pages (spec §2 routes): which form each shows and the words around it.
import { type BannerKind } from '../../domain/page-banners';

export interface LeadPageDefinition {
  form: LeadForm;
  /** spec §9 the banner across the page's top, where its kind has one */
  banner?: BannerKind;
  /** the page's heading and title */
  title: string;
  intro: string;
  /** the heading of the form's own section */
  formHeading: string;
  bullets?: readonly string[];
  /** the kind of location the dealership select offers */
  locationType: (typeof locationTypes)[number];
  /** the page reads car_id from its query */
  readsCar: boolean;
  /** spec §2 the page shows the used-car guarantee strip on a site that sells used cars */
  usedCarGuarantees?: boolean;
}

export const leadPages = {
  'contact-us': {
    form: 'general-enquiry',
    title: 'Contact Us',
    intro: 'Send us a message and our team will get back to you as soon as possible.',
    formHeading: 'Submit an enquiry',
    locationType: 'sales',
    readsCar: false,
    banner: 'contact',
    // spec §2 'Guarantee strip on used-car pages and contact-us'
    usedCarGuarantees: true,
  },
  'book-test-drive': {
    form: 'test-drive',
    title: 'Book a Test Drive',
    intro: 'Tell us when suits you and we will have the vehicle ready for your test drive.',
    formHeading: 'Your test drive',
    locationType: 'sales',
    readsCar: true,
  },
  fleet: {
    form: 'fleet',
    banner: 'fleet',
    title: 'Fleet',
    intro: 'Vehicles, servicing and finance for businesses of every size.',
    formHeading: 'Get In Touch',
    // spec §2 fleet card
    bullets: ['Custom fleet solutions', 'Servicing and repairs', 'Fast quotes', 'Finance Options'],
    locationType: 'sales',
    readsCar: false,
  },
  service: {
    form: 'service',
    title: 'Service',
    intro: 'Tell us about your vehicle and our service team will contact you to book it in.',
    formHeading: 'Service Enquiry',
    locationType: 'service',
    readsCar: false,
  },
  'vehicle-parts-and-accessories': {
    banner: 'parts',
    form: 'parts',
    title: 'Parts & Accessories',
    intro: 'Genuine parts and accessories, ordered in and fitted by our team.',
    formHeading: 'Parts Enquiry',
    locationType: 'parts',
    readsCar: false,
  },
  // spec §2: where 'I had a bad experience' on the review-feedback page goes
  'customer-feedback-survey': {
    form: 'customer-feedback',
    title: 'Customer Feedback Survey',
    intro:
      'We are sorry your experience was not what you expected. Tell us what happened and a manager will contact you to make it right.',
    formHeading: 'Your feedback',
    locationType: 'sales',
    readsCar: false,
  },
} as const satisfies Record<string, LeadPageDefinition>;

export type LeadPageName = keyof typeof leadPages;

export type PageQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** spec §2 car_id query: a positive whole number, or nothing. */
export function carIdFromQuery(query: PageQuery): number | null {
  const text = first(query.car_id);
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  return id > 0 ? id : null;
}

/**
 * spec §2 preferredDealership query: a location id, a dealership id, or a dealership's name or
 * slug, matched to one of the locations the form offers.
 */
export function preferredLocationId(
  query: PageQuery,
  site: Site,
  offered: readonly Pick<Location, 'id' | 'dealershipId'>[],
): number | undefined {
  const wanted = first(query.preferredDealership);
  if (!wanted) return undefined;
  const asNumber = /^\d+$/.test(wanted) ? Number(wanted) : NaN;
  const byLocation = offered.find((l) => l.id === asNumber);
  if (byLocation) return byLocation.id;
  const dealership = site.dealerships.find(
    (d) =>
      d.id === asNumber || slugOf(d.slug) === slugOf(wanted) || slugOf(d.name) === slugOf(wanted),
  );
  return dealership ? offered.find((l) => l.dealershipId === dealership.id)?.id : undefined;
}

/**
 * spec §2 vehiclePriceBudget query: whole dollars ('$25,000' or '25000', or a range label such as
 * '$20,000 - $30,000' or '20k to 30k', read as its first amount), or nothing.
 */
export function budgetFromQuery(query: PageQuery): number | undefined {
  const amount = budgetFromLabel(first(query.vehiclePriceBudget));
  return amount !== null && amount > 0 && amount <= 10_000_000 ? amount : undefined;
}
