export { Divider } from './Divider';
