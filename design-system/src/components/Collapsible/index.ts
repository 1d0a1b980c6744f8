export {
  Collapsible,
  CollapsibleContent,
  collapsibleHeadingLevels,
  CollapsibleSection,
  CollapsibleTrigger,
  type CollapsibleSectionProps,
} from './Collapsible';
