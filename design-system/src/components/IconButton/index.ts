export {
  IconButton,
  iconButtonShapes,
  iconButtonSizes,
  iconButtonVariants,
  type IconButtonProps,
} from './IconButton';
