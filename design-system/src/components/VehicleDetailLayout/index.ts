export { VehicleDetailLayout, type VehicleDetailLayoutProps } from './VehicleDetailLayout';
