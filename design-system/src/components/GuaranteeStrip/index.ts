export { GuaranteeStrip, type GuaranteeItem, type GuaranteeStripProps } from './GuaranteeStrip';
