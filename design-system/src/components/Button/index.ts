export { Button, buttonSizes, buttonTones, buttonVariants, type ButtonProps } from './Button';
