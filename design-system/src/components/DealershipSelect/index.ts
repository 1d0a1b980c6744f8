export {
  DEALERSHIP_PLACEHOLDER,
  DealershipSelect,
  type DealershipOption,
  type DealershipSelectProps,
} from './DealershipSelect';
