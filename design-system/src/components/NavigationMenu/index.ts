export {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuGrid,
  NavigationMenuGroup,
  NavigationMenuIndicator,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  NavigationMenuViewport,
  navigationMenuLinkVariants,
  navigationMenuOpenModes,
  type NavigationMenuGroupProps,
  type NavigationMenuLinkProps,
  type NavigationMenuProps,
} from './NavigationMenu';
export {
  ModelMegaMenu,
  ModelMenuCard,
  type ModelMegaMenuProps,
  type ModelMenuCardProps,
  type ModelMenuEntry,
} from './ModelMenu';
export {
  groupModelsByCategory,
  modelMenuBadge,
  modelMenuCategories,
  showsOurStock,
  type MenuModel,
  type ModelMenuGroup,
  type ModelStatus,
} from './models';
export { headerMenuOpenAttribute, MENU_OPEN_ATTRIBUTE } from './menu-open';
