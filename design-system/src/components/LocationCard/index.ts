export {
  LocationCard,
  locationCardVariants,
  type LocationCardProps,
  type LocationCardVariant,
  type LocationHoursRow,
} from './LocationCard';
export { licenceLines, telHref, type LicenceLine, type LocationLicences } from './licences';
