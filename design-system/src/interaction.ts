// Radix-backed widgets, feedback, navigation and the form kit.
export * from './components/IconButton';
export * from './components/Tag';
export * from './components/StarRating';
export * from './components/Spinner';
export * from './components/NavigationProgress';
export * from './components/Skeleton';
export * from './components/Toast';
export * from './components/Dialog';
export * from './components/Drawer';
export * from './components/Tabs';
export * from './components/Accordion';
export * from './components/Collapsible';
export * from './components/DropdownMenu';
