// A small icon set: 24x24 strokes in currentColor, hidden from assistive technology by default
// (the control that holds an icon carries the accessible name). One module an icon, so a page's
// script carries only the icons it uses.

export { type IconProps } from './icon';
export { CallIcon } from './call';
export { ShareIcon } from './share';
export { HeartIcon } from './heart';
export { HeartFilledIcon } from './heart-filled';
export { PrintIcon } from './print';
export { MapPinIcon } from './map-pin';
export { ChatIcon } from './chat';
export { CheckIcon } from './check';
export { ChevronLeftIcon } from './chevron-left';
export { ChevronRightIcon } from './chevron-right';
export { ChevronDownIcon } from './chevron-down';
export { ChevronUpIcon } from './chevron-up';
export { CloseIcon } from './close';
export { MenuIcon } from './menu';
export { SearchIcon } from './search';
export { ExpandIcon } from './expand';
export { ZoomInIcon } from './zoom-in';
export { ZoomOutIcon } from './zoom-out';
export { MailIcon } from './mail';
export { ClockIcon } from './clock';
export { InfoIcon } from './info';
export { AlertIcon } from './alert';
export { StarIcon } from './star';
export { FacebookIcon } from './facebook';
export { InstagramIcon } from './instagram';
export { YoutubeIcon } from './youtube';
export { LinkedinIcon } from './linkedin';
export { TiktokIcon } from './tiktok';
