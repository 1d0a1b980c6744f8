export { MoneyField, type MoneyFieldProps } from './MoneyField';
export {
  DEFAULT_MONEY_QUICK_PICKS,
  editMoneyInput,
  formatMoneyInput,
  MONEY_MAX_DIGITS,
  parseMoneyInput,
  type MoneyEdit,
} from './money';
