export {
  PrizeWheel,
  type PrizeWheelProps,
  type PrizeWheelSlot,
  prizeWheelTurn,
} from './PrizeWheel';
