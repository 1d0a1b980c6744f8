'use client';

import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ChatIcon, CheckIcon, FacebookIcon, LinkedinIcon, MailIcon, ShareIcon } from '../../icons';
import { Button, type ButtonProps } from '../Button/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu/DropdownMenu';
import { Link } from '../Link/Link';
import { useOptionalToast } from '../Toast/Toast';
import { LinkIcon, WhatsappIcon, XLogoIcon } from './ShareIcons';
import {
  COPIED_DURATION,
  copiedMessage,
  type ShareChannel,
  shareChannels,
  shareLinks,
  shareWindowFeatures,
} from './share';
import * as styles from './ShareMenu.css';

// spec §2 vehicle sidebar 'Share', §4 'Share': a 'Share' button opening a menu of 'Copy link'
// and share links. Copying shows 'Copied' for 1.5 s, and a toast when a ToastProvider is near.

const icons: Record<ShareChannel, ReactNode> = {
  facebook: <FacebookIcon size={16} />,
  x: <XLogoIcon />,
  linkedin: <LinkedinIcon size={16} />,
  email: <MailIcon size={16} />,
  sms: <ChatIcon size={16} />,
  whatsapp: <WhatsappIcon />,
};

export interface ShareMenuProps {
  /** the address to share (absolute) */
  url: string;
  /** the car's name: the share text, and the toast 'Copied {name} to your clipboard!' */
  title: string;
  /** the button's text */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** the share links to offer, in menu order (all by default) */
  channels?: readonly ShareChannel[];
  /** after a copy or a share link is chosen (for analytics) */
  onShare?: (channel: ShareChannel | 'copy') => void;
}

/** Opens a share link in a 550x400 window (spec §9), cut off from this page. */
function openShareWindow(href: string) {
  const popup = window.open(href, 'share', shareWindowFeatures(window));
  if (popup) popup.opener = null;
}

export function ShareMenu({
  url,
  title,
  label = 'Share',
  variant = 'ghost',
  size = 'standard',
  channels = shareChannels,
  onShare,
}: ShareMenuProps) {
  const toast = useOptionalToast();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // no clipboard (an insecure page, a refused permission): the item stays 'Copy link'
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_DURATION);
    toast?.toast({ title: copiedMessage(title), tone: 'positive' });
    onShare?.('copy');
  };

  const share = (event: MouseEvent<HTMLAnchorElement>, channel: ShareChannel, href: string) => {
    onShare?.(channel);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    // the window instead of leaving the page; a prevented click is no menu selection, so the
    // menu is closed here
    event.preventDefault();
    openShareWindow(href);
    setOpen(false);
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size={size} icon={<ShareIcon size={18} />}>
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="share-menu" aria-label={label}>
        <DropdownMenuItem
          data-copied={copied || undefined}
          onSelect={(event) => {
            // stays open, so the shopper sees 'Copied'
            event.preventDefault();
            void copy();
          }}
        >
          {copied ? <CheckIcon size={16} className={styles.copiedIcon} /> : <LinkIcon />}
          <span aria-live="polite">{copied ? 'Copied' : 'Copy link'}</span>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {shareLinks({ url, title }, channels).map((link) => (
          <DropdownMenuItem key={link.channel} asChild>
            {link.opensWindow ? (
              <Link
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => share(event, link.channel, link.href)}
              >
                {icons[link.channel]}
                {link.label}
              </Link>
            ) : (
              <Link href={link.href} onClick={() => onShare?.(link.channel)}>
                {icons[link.channel]}
                {link.label}
              </Link>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
