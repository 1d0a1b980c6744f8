export { RangeSlider, type RangeSliderProps } from './RangeSlider';
export {
  ABOVE_MAXIMUM,
  BELOW_MINIMUM,
  clampRange,
  parseRangeInput,
  roundToStep,
  type Range,
} from './range';
