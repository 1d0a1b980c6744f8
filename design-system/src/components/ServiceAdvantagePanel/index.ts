export {
  ServiceAdvantagePanel,
  serviceAdvantageHeadingLevels,
  type ServiceAdvantagePanelProps,
} from './ServiceAdvantagePanel';
