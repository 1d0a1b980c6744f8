import { type SpecialHoursEntryInput } from '../schema';

// The demo sites' public-holiday hours, written as a dealer feed gives them (spec §3 'Special
// hours entry', both of its shapes). The demo generator numbers a dealership's locations
// dealership id × 100 + 1 (sales), + 2 (service), + 3 (parts).

/** A date as 'YYYY-MM-DD'. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The holiday season (Christmas, Boxing Day, New Year's Day and Australia Day after it) that is
 * not yet over on a day: the demo always has holidays ahead of it, whenever it runs.
 */
export function nextHolidaySeason(today: Date): {
  christmas: string;
  boxingDay: string;
  newYear: string;
  australiaDay: string;
} {
  const day = isoDay(today);
  const thisYear = today.getUTCFullYear();
  const year = day <= `${thisYear}-01-26` ? thisYear - 1 : thisYear;
  return {
    christmas: `${year}-12-25`,
    boxingDay: `${year}-12-26`,
    newYear: `${year + 1}-01-01`,
    australiaDay: `${year + 1}-01-26`,
  };
}

/** The coming Christmas and New Year and Australia Day at each of these locations. */
export function holidayHours(
  locationIds: readonly number[],
  today: Date = new Date(),
): SpecialHoursEntryInput[] {
  const season = nextHolidaySeason(today);
  return locationIds.flatMap((id): SpecialHoursEntryInput[] => [
    { date: season.christmas, location_id: id, status: 'Closed', occasion: 'Christmas Day' },
    {
      date: season.boxingDay,
      location_id: id,
      status: 'Open',
      start_hour: '9:00',
      end_hour: '13:00',
      occasion: 'Boxing Day',
    },
    { date: season.newYear, location: { id }, status: 'Closed', occasion: "New Year's Day" },
    { date: season.australiaDay, location: { id }, status: 'Closed', occasion: 'Australia Day' },
  ]);
}

/** The sales, service and parts locations of these dealerships. */
export function locationsOf(dealershipIds: readonly number[]): number[] {
  return dealershipIds.flatMap((id) => [id * 100 + 1, id * 100 + 2, id * 100 + 3]);
}
