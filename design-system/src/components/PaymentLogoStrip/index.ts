export { PaymentLogoStrip, type PaymentLogoStripProps } from './PaymentLogoStrip';
export { paymentMethodNames, paymentMethods, type PaymentMethod } from './PaymentMark';
