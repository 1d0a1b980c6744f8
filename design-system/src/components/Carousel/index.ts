export {
  Carousel,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselSwipeHint,
  CarouselTrack,
  type CarouselButtonProps,
  type CarouselProps,
} from './Carousel';
export {
  CAROUSEL_SLIDE_MS,
  clampSlideIndex,
  lastSlideIndex,
  slidesAcross,
  slidesAcrossCaps,
} from './slides';
