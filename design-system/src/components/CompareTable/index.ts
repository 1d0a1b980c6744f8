export {
  CompareTable,
  type CompareTableCar,
  type CompareTableProps,
  type CompareTableRow,
  type CompareTableValue,
} from './CompareTable';
