import { type MyPageName, type Site } from '@dealer/site-config';
import {
  depositText,
  holdEndText,
  phoneDigits,
  provesReservation,
  type ReservationState,
} from './reservations';
import { zoneFormat } from './zone-format';

// spec §2 the my-* pages (/mymotorama, /mybigboxcars, /myblinkr, /myservco): a dealer group's
// signed-in page, the shopper's own saved cars, saved searches, reservations and enquiries. A
// site names its one page in its config (features.myPage); it needs accounts (authentication
// on), and every other my-* address of the site is not found. A shopper's reservations and
// enquiries are the ones made with the mobile number they signed in with.

/** The site's my-* page at this name, or null: another name, or a site without accounts. */
export function myPageOf(
  features: Pick<Site['features'], 'authentication' | 'myPage'>,
  name: MyPageName,
): MyPageName | null {
  return features.authentication && features.myPage === name ? name : null;
}

/** The address of the site's my-* page, for the header's account control; null for none. */
export function myPageHref(
  features: Pick<Site['features'], 'authentication' | 'myPage'>,
): string | null {
  return features.myPage && myPageOf(features, features.myPage) ? `/${features.myPage}` : null;
}

/** The page's heading: 'My' and the site's name. */
export function myPageHeading(site: Pick<Site, 'name'>): string {
  return `My ${site.name}`;
}

/**
 * The digits a stored number must end in to be the shopper's (the national number's last nine):
 * the store narrows by them, and the exact comparison (phoneDigits) decides.
 */
export function numberEnding(phone: string): string {
  return phoneDigits(phone).slice(-9);
}

/** The state of a reservation in the shopper's words. */
export const reservationStateLabels: Record<ReservationState, string> = {
  pending: 'Awaiting payment',
  held: 'Reserved',
  confirmed: 'Purchase confirmed',
  released: 'Released',
  expired: 'Hold ended',
  cancelled: 'Cancelled',
  refunded: 'Deposit refunded',
  declined: 'Reserved by another buyer',
  failed: 'Payment failed',
};

export interface MyReservationInput {
  id: string;
  carId: number;
  state: string;
  depositCents: number;
  contact: Record<string, unknown>;
  accessToken: string | null;
  heldUntil: Date | null;
  createdAt: Date;
}

export interface MyReservationItem {
  id: string;
  carId: number;
  state: ReservationState;
  stateLabel: string;
  /** '$200 deposit', or null for a hold without one */
  deposit: string | null;
  /** when a hold ends, on the dealership's clock; null once it no longer holds */
  holdEnds: string | null;
  made: string;
}

/** A date on the dealership's clock: '3 December 2026'. */
function dayText(date: Date, timeZone: string): string {
  return zoneFormat('en-AU', timeZone, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/**
 * The shopper's reservations among the candidates: those made with the number they signed in
 * with (never another shopper's), newest first, in the shopper's words.
 */
export function myReservations(
  candidates: readonly MyReservationInput[],
  signedInPhone: string,
  timeZone: string,
): MyReservationItem[] {
  return candidates
    .filter((r) => provesReservation({ accessToken: null, contact: r.contact }, { signedInPhone }))
    .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => {
      const state = r.state as ReservationState;
      const deposit = depositText(r.depositCents / 100);
      return {
        id: r.id,
        carId: r.carId,
        state,
        stateLabel: reservationStateLabels[state] ?? r.state,
        deposit: deposit ? `${deposit} deposit` : null,
        holdEnds:
          (state === 'held' || state === 'confirmed') && r.heldUntil
            ? holdEndText(r.heldUntil, timeZone)
            : null,
        made: dayText(r.createdAt, timeZone),
      };
    });
}

export interface MyEnquiryInput {
  id: string;
  form: string;
  category: string;
  subcategory: string;
  carId: number | null;
  values: Record<string, unknown>;
  vehicle: Record<string, unknown> | null;
  createdAt: Date;
}

export interface MyEnquiryItem {
  id: string;
  /** what was asked: the form's name as the dealer files it ('Book a Test Drive') */
  kind: string;
  carId: number | null;
  /** the car asked about, as it was then; null for a general enquiry */
  carName: string | null;
  made: string;
}

/**
 * The shopper's enquiries among the candidates: those left with the number they signed in with,
 * newest first. A reservation's own lead is left out (the reservation is listed itself).
 */
export function myEnquiries(
  candidates: readonly MyEnquiryInput[],
  signedInPhone: string,
  timeZone: string,
): MyEnquiryItem[] {
  const mine = phoneDigits(signedInPhone);
  if (mine === '') return [];
  return candidates
    .filter((lead) => lead.form !== 'reserve' && phoneDigits(lead.values.phone) === mine)
    .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((lead) => ({
      id: lead.id,
      // a general enquiry is filed under the category the shopper chose ('Sales Enquiry')
      kind: lead.form === 'general-enquiry' ? lead.category : lead.subcategory,
      carId: lead.carId,
      carName: typeof lead.vehicle?.name === 'string' ? lead.vehicle.name : null,
      made: dayText(lead.createdAt, timeZone),
    }));
}
