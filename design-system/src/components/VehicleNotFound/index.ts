export {
  SoldNotice,
  VehicleNotFound,
  vehicleNotFoundHeadingLevels,
  vehicleNotFoundReasons,
  type SoldNoticeProps,
  type VehicleNotFoundLink,
  type VehicleNotFoundProps,
} from './VehicleNotFound';
