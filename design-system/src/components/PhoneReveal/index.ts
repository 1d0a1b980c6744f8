export {
  PhoneReveal,
  phoneRevealLabels,
  phoneRevealVariants,
  type PhoneRevealProps,
} from './PhoneReveal';
export {
  isShowNumberLabel,
  maskPhoneNumber,
  PHONE_MASK,
  PHONE_VISIBLE_DIGITS,
  phoneHref,
  revealButtonName,
} from './phone';
