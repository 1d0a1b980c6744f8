import 'server-only';
export {
  INVALID_POSTCODE_MESSAGE,
  isPostcodeFormat,
  knownPostcodeCount,
  postcodeLocation,
} from './postcode-location';
