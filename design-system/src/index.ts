// @dealer/design-system: themed presentational components (props in, UI out).
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Columns';
export * from './components/Container';
export * from './components/Text';
export * from './components/Heading';
export * from './components/Divider';
export * from './components/VisuallyHidden';
export * from './components/Link';
export * from './components/Button';
export * from './components/Price';
export * from './components/SiteHeader';
export * from './components/SiteFooter';
export * from './components/SiteNotFound';
export * from './icons';
