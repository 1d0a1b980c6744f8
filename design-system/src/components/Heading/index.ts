export { Heading, headingLevels, type HeadingProps } from './Heading';
