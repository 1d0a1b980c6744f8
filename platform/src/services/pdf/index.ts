import 'server-only';
export { vehiclePdf, wrapText, type VehiclePdfInput } from './vehicle-pdf';
