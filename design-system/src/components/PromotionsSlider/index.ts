export {
  PromotionsSlider,
  type PromotionSlideProps,
  type PromotionsSliderProps,
} from './PromotionsSlider';
