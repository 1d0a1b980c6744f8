// Share links for a car (spec §7 'Other': share links to social networks, email, sms and
// WhatsApp; clipboard write for Share). Pure functions, so each address is tested.

export const shareChannels = ['facebook', 'x', 'linkedin', 'email', 'sms', 'whatsapp'] as const;
export type ShareChannel = (typeof shareChannels)[number];

/** spec §9: share window 550x400 */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** spec §4: copy-link shows 'Copied' for 1.5 s */
export const COPIED_DURATION = 1500;

const encode = encodeURIComponent;

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`;
}

export function xShareUrl(url: string, text: string): string {
  return `https://x.com/intent/tweet?url=${encode(url)}&text=${encode(text)}`;
}

export function linkedinShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`;
}

/** A mailto: link with the car as the subject and the link in the body. */
export function emailShareUrl(url: string, subject: string): string {
  // encodeURIComponent, not URLSearchParams: mail apps show a '+' for a space literally
  return `mailto:?subject=${encode(subject)}&body=${encode(`${subject}\n${url}`)}`;
}

/** An sms: link; `?&body=` is read by both iOS and Android. */
export function smsShareUrl(url: string, text: string): string {
  return `sms:?&body=${encode(`${text} ${url}`)}`;
}

export function whatsappShareUrl(url: string, text: string): string {
  return `https://wa.me/?text=${encode(`${text} ${url}`)}`;
}

export interface ShareLink {
  channel: ShareChannel;
  label: string;
  href: string;
  /** social networks open in a 550x400 window; email and SMS hand over to an app */
  opensWindow: boolean;
}

const labels: Record<ShareChannel, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** The share links for a page, in menu order, for the channels asked for. */
export function shareLinks(
  { url, title }: { url: string; title: string },
  channels: readonly ShareChannel[] = shareChannels,
): ShareLink[] {
  const hrefs: Record<ShareChannel, string> = {
    facebook: facebookShareUrl(url),
    x: xShareUrl(url, title),
    linkedin: linkedinShareUrl(url),
    email: emailShareUrl(url, title),
    sms: smsShareUrl(url, title),
    whatsapp: whatsappShareUrl(url, title),
  };
  return shareChannels
    .filter((channel) => channels.includes(channel))
    .map((channel) => ({
      channel,
      label: labels[channel],
      href: hrefs[channel],
      opensWindow: channel !== 'email' && channel !== 'sms',
    }));
}

/**
 * window.open features for the share window: 550x400 (spec §9), centred on the browser window
 * when its position and size are known.
 */
export function shareWindowFeatures(browser?: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const { width, height } = SHARE_WINDOW;
  const features = [`width=${width}`, `height=${height}`];
  if (browser && browser.outerWidth > 0 && browser.outerHeight > 0) {
    const left = Math.max(0, Math.round(browser.screenX + (browser.outerWidth - width) / 2));
    const top = Math.max(0, Math.round(browser.screenY + (browser.outerHeight - height) / 2));
    features.push(`left=${left}`, `top=${top}`);
  }
  return [...features, 'scrollbars=yes', 'resizable=yes'].join(',');
}

/** spec §4: the toast after copying the link */
export function copiedMessage(name: string): string {
  return `Copied ${name} to your clipboard!`;
}
