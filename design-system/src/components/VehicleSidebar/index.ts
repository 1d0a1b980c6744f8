export {
  VehicleSidebar,
  vehicleSidebarStatuses,
  type VehicleSidebarFact,
  type VehicleSidebarProps,
} from './VehicleSidebar';
