import { type SpecialHoursEntryInput } from '../schema';

// The demo sites' public-holiday hours, written as a dealer feed gives them (spec §3 'Special
// hours entry', both of its shapes). The demo generator numbers a dealership's locations
// dealership id × 100 + 1 (sales), + 2 (service), + 3 (parts).

/** Christmas and New Year 2026-27 and Australia Day 2027 at each of these locations. */
export function holidayHours(locationIds: readonly number[]): SpecialHoursEntryInput[] {
  return locationIds.flatMap((id): SpecialHoursEntryInput[] => [
    { date: '2026-12-25', location_id: id, status: 'Closed', occasion: 'Christmas Day' },
    {
      date: '2026-12-26',
      location_id: id,
      status: 'Open',
      start_hour: '9:00',
      end_hour: '13:00',
      occasion: 'Boxing Day',
    },
    { date: '2027-01-01', location: { id }, status: 'Closed', occasion: "New Year's Day" },
    { date: '2027-01-26', location: { id }, status: 'Closed', occasion: 'Australia Day' },
  ]);
}

/** The sales, service and parts locations of these dealerships. */
export function locationsOf(dealershipIds: readonly number[]): number[] {
  return dealershipIds.flatMap((id) => [id * 100 + 1, id * 100 + 2, id * 100 + 3]);
}
