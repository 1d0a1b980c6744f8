export { Column, Columns, columnWidths, type ColumnsProps } from './Columns';
