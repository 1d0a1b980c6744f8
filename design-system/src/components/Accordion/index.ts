export {
  Accordion,
  AccordionContent,
  AccordionItem,
  accordionHeadingLevels,
  AccordionTrigger,
  type AccordionTriggerProps,
} from './Accordion';
