export {
  OpeningHours,
  type HolidayHoursRow,
  type OpeningHoursProps,
  type OpeningHoursRow,
} from './OpeningHours';
