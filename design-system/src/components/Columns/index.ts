export { Column, Columns, columnWidths, columnsCollapseBelow, type ColumnsProps } from './Columns';
