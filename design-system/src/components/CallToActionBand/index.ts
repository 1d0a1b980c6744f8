export {
  CallToActionBand,
  type CallToAction,
  type CallToActionBandProps,
} from './CallToActionBand';
