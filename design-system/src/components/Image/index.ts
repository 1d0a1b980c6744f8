export { Image, imageSlots, type ImageProps, type ImageSlot } from './Image';
