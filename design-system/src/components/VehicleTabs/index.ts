export { VehicleTabs, type VehicleTab, type VehicleTabsProps } from './VehicleTabs';
