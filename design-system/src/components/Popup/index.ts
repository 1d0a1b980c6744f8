export { Popup, type PopupAction, type PopupProps } from './Popup';
