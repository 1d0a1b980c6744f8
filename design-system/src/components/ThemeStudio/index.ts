export { ThemeStudio, type ThemeStudioProps } from './ThemeStudio';
