export { VehicleDetailLayout, type VehicleDetailLayoutProps } from './VehicleDetailLayout';
export { VehicleDetailSkeleton, type VehicleDetailSkeletonProps } from './VehicleDetailSkeleton';
