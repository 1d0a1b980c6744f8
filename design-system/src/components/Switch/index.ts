export { Switch, switchLabelPositions, type SwitchProps } from './Switch';
