export {
  KeyInformation,
  type KeyInformationItem,
  type KeyInformationProps,
} from './KeyInformation';
export { keyInformationIcons, type KeyInformationIconName } from './KeyInformationIcon';
