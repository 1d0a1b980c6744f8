export { Image, ImagePreload, imageSlots, type ImageProps, type ImageSlot } from './Image';
