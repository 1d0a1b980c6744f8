'use client';

import { lazy, Suspense, useState } from 'react';
import { ShareIcon } from '../../icons';
import { Button, type ButtonProps } from '../Button/Button';
import { useLazyOverlay } from '../private/lazy-overlay';
import { type ShareChannel, shareChannels } from './share';
import * as styles from './ShareMenu.css';

// spec §2 vehicle sidebar 'Share', §4 'Share': a 'Share' button opening a menu of 'Copy link'
// and share links. Copying shows 'Copied' for 1.5 s, and a toast when a ToastProvider is near.
// The menu's code loads when the button is first pressed (or the pointer or focus comes to
// it), so a page's first load carries only the button.

const loadPopup = () => import('./ShareMenuPopup');
const ShareMenuPopup = lazy(() =>
  loadPopup().then((module) => ({ default: module.ShareMenuPopup })),
);

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

export function ShareMenu({
  url,
  title,
  label = 'Share',
  variant = 'ghost',
  size = 'standard',
  channels = shareChannels,
  onShare,
}: ShareMenuProps) {
  const overlay = useLazyOverlay<HTMLButtonElement & HTMLAnchorElement>();
  const { open, setOpen, wanted, trigger } = overlay;
  const [viaKeyboard, setViaKeyboard] = useState(false);
  const show = (keyboard: boolean) => {
    setViaKeyboard(keyboard);
    overlay.show();
  };
  return (
    <span className={styles.frame}>
      <Button
        ref={trigger}
        variant={variant}
        size={size}
        icon={<ShareIcon size={18} />}
        aria-haspopup="menu"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        // a click from Enter or Space has no pointer detail
        onClick={(event) => (open ? setOpen(false) : show(event.detail === 0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            show(true);
          }
        }}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
      >
        {label}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ShareMenuPopup
            url={url}
            title={title}
            label={label}
            channels={channels}
            onShare={onShare}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            focusFirstItem={viaKeyboard}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
