export {
  VehicleGallery,
  type VehicleGalleryImage,
  type VehicleGalleryProps,
} from './VehicleGallery';
