export {
  SpecificationList,
  type SpecificationListProps,
  type SpecificationRow,
} from './SpecificationList';
