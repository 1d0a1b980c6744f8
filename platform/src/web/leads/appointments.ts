import { weekdayOf } from '../../domain/test-drive-slots';

// GET /api/appointments?location_id=103&date=2030-03-14 (spec §7 the appointment fetch of the
// test-drive dates): the times already booked at a location on a date, which the 'Book a Test
// Drive' form leaves out of its time select. The query's rule and the browser's reading of the
// answer; no zod, so the form's island stays as light as it is.

export const APPOINTMENTS_ENDPOINT = '/api/appointments';

export interface AppointmentsQuery {
  locationId: number;
  /** 'YYYY-MM-DD' */
  date: string;
}

/** 200: the booked start times ('HH:MM'), in order. */
export interface AppointmentsAnswer {
  location_id: number;
  date: string;
  booked: string[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The query of a request, or the field at fault and why. */
export function parseAppointmentsQuery(
  params: URLSearchParams,
): { query: AppointmentsQuery } | { field: 'location_id' | 'date'; message: string } {
  const id = params.get('location_id') ?? '';
  if (!/^\d{1,9}$/.test(id) || Number(id) <= 0)
    return { field: 'location_id', message: 'Please choose a dealership.' };
  const date = params.get('date') ?? '';
  if (weekdayOf(date) === null) return { field: 'date', message: 'Please choose a valid date.' };
  return { query: { locationId: Number(id), date } };
}

/** The address the form asks for a location's date. */
export const appointmentsHref = ({ locationId, date }: AppointmentsQuery) =>
  `${APPOINTMENTS_ENDPOINT}?location_id=${locationId}&date=${encodeURIComponent(date)}`;

/**
 * The booked times of an answer; none from an answer that is not one (the form then offers
 * every slot, and the server still refuses a booked time when the form is sent).
 */
export function readBookedTimes(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const booked = (body as { booked?: unknown }).booked;
  return Array.isArray(booked)
    ? booked.filter((time): time is string => typeof time === 'string' && TIME.test(time))
    : [];
}
