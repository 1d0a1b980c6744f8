export { Container, containerWidths } from './Container';
