export {
  VehicleCard,
  vehicleCardTagTones,
  type VehicleCardPrice,
  type VehicleCardProps,
} from './VehicleCard';
