'use client';

import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ChatIcon, CheckIcon, FacebookIcon, LinkedinIcon, MailIcon } from '../../icons';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu/DropdownMenu';
import { Link } from '../Link/Link';
import { useOptionalToast } from '../Toast/Toast';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { LinkIcon, WhatsappIcon, XLogoIcon } from './ShareIcons';
import {
  COPIED_DURATION,
  copiedMessage,
  type ShareChannel,
  shareLinks,
  shareWindowFeatures,
} from './share';
import * as styles from './ShareMenu.css';

const icons: Record<ShareChannel, ReactNode> = {
  facebook: <FacebookIcon size={16} />,
  x: <XLogoIcon />,
  linkedin: <LinkedinIcon size={16} />,
  email: <MailIcon size={16} />,
  sms: <ChatIcon size={16} />,
  whatsapp: <WhatsappIcon />,
};

/** Opens a share link in a 550x400 window (spec §9), cut off from this page. */
function openShareWindow(href: string) {
  const popup = window.open(href, 'share', shareWindowFeatures(window));
  if (popup) popup.opener = null;
}

export interface ShareMenuPopupProps {
  url: string;
  title: string;
  label: string;
  channels: readonly ShareChannel[];
  onShare?: (channel: ShareChannel | 'copy') => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the 'Share' button: the menu sits under it, and focus goes back to it on close */
  trigger: RefObject<HTMLElement | null>;
  /** opened from the keyboard: the first item takes focus, as in a menu button */
  focusFirstItem: boolean;
}

/**
 * The share menu itself, loaded when the shopper first opens it (ShareMenu keeps the button).
 * The menu's own trigger is a hidden layer over the button, which only anchors it; the button
 * stays the one element the shopper focuses.
 */
export function ShareMenuPopup({
  url,
  title,
  label,
  channels,
  onShare,
  open,
  onOpenChange,
  trigger,
  focusFirstItem,
}: ShareMenuPopupProps) {
  const toast = useOptionalToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open || !focusFirstItem) return undefined;
    let frame = 0;
    const focusFirst = (tries: number) => {
      const item = content.current?.querySelector<HTMLElement>('[role="menuitem"]');
      if (item) item.focus();
      else if (tries > 0) frame = requestAnimationFrame(() => focusFirst(tries - 1));
    };
    frame = requestAnimationFrame(() => focusFirst(10));
    return () => cancelAnimationFrame(frame);
  }, [open, focusFirstItem]);

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
    onOpenChange(false);
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <span className={styles.anchor} aria-hidden>
          <VisuallyHidden>{label}</VisuallyHidden>
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        ref={content}
        data-slot="share-menu"
        aria-label={label}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
        onInteractOutside={(event) => {
          // a press on the button itself closes the menu through the button
          if (trigger.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
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
