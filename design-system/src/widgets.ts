// Overlays, navigation and interactive widgets: tooltips, popovers, the main menu with its
// model mega-menu, carousel, popup, share menu, phone reveal and breadcrumbs.
export * from './components/Tooltip';
export * from './components/Popover';
export * from './components/NavigationMenu';
export * from './components/Carousel';
export * from './components/Popup';
export * from './components/ShareMenu';
export * from './components/PhoneReveal';
export * from './components/Breadcrumbs';
