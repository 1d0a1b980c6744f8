export { ShareMenu, type ShareMenuProps } from './ShareMenu';
export {
  COPIED_DURATION,
  copiedMessage,
  emailShareUrl,
  facebookShareUrl,
  linkedinShareUrl,
  SHARE_WINDOW,
  shareChannels,
  shareLinks,
  shareWindowFeatures,
  smsShareUrl,
  whatsappShareUrl,
  xShareUrl,
  type ShareChannel,
  type ShareLink,
} from './share';
