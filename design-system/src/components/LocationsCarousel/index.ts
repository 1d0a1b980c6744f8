export { LocationsCarousel, type LocationsCarouselProps } from './LocationsCarousel';
