export { vehiclePdf, wrapText, type VehiclePdfInput } from './vehicle-pdf';
